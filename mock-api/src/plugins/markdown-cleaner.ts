import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SanitizedText } from '../http/sanitize.js';
import { workerPool } from '../workers/pool.js';

/**
 * Cleaning Markdown (http/sanitize.ts) costs up to a few hundred milliseconds for the largest
 * hostile text, about 200 times reading plain text, so stored Markdown is cleaned in worker threads
 * (workers/pool.ts): one per core but one, at least one and at most 4.
 */

/** Texts waiting for a thread; beyond that a save is told to come back (503). */
export const MAX_WAITING_TEXTS = 200;

export const CLEANING_BUSY_MESSAGE = (wait: number) =>
  `The server is busy cleaning other texts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`;

export interface MarkdownCleaner {
  /** The cleaned text; a 503 with Retry-After when too many texts are waiting. */
  clean(text: string): Promise<SanitizedText>;
}

declare module 'fastify' {
  interface FastifyInstance {
    markdown: MarkdownCleaner;
  }
}

async function markdownCleanerPlugin(app: FastifyInstance) {
  const pool = workerPool<string, SanitizedText>('markdown-worker', {
    threads: Math.min(4, Math.max(1, availableParallelism() - 1)),
    maxQueue: MAX_WAITING_TEXTS,
    busyMessage: CLEANING_BUSY_MESSAGE,
  });
  app.decorate('markdown', { clean: (text) => pool.run(text) } satisfies MarkdownCleaner);
  app.addHook('onClose', () => pool.close());
}

export default fp(markdownCleanerPlugin, { name: 'markdown-cleaner' });
