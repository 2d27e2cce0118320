import { availableParallelism } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import Tinypool from 'tinypool';
import { HttpError } from './errors.js';
import type { SanitizedText } from './sanitize.js';

/**
 * Cleaning Markdown (sanitize.ts) costs up to a few hundred milliseconds for the largest hostile
 * text, about 200 times reading plain text. It runs in worker threads (tinypool), so the event
 * loop keeps answering everyone else (`/health` included) while texts are cleaned.
 *
 */

/** Texts waiting for a worker; beyond that a save is told to come back (503). */
export const MAX_WAITING_TEXTS = 200;
/** Seconds a save refused for a full queue is told to wait. */
const BUSY_RETRY_SECONDS = 5;

export const CLEANING_BUSY_MESSAGE = `The server is busy cleaning other texts. Try again in ${BUSY_RETRY_SECONDS} seconds.`;

/**
 * The worker's file, next to this one: markdown-worker.js in the compiled server; from the
 * TypeScript sources (tsx, Jest) markdown-worker.dev.mjs, which loads markdown-worker.ts.
 */
function workerFile(): string {
  const self = fileURLToPath(import.meta.url);
  const folder = dirname(self);
  return extname(self) === '.ts'
    ? join(folder, 'markdown-worker.dev.mjs')
    : join(folder, 'markdown-worker.js');
}

export interface MarkdownCleaner {
  /** The cleaned text; 503 with Retry-After (on `reply`) when too many texts are waiting. */
  clean(text: string, reply: FastifyReply): Promise<SanitizedText>;
  close(): Promise<void>;
}

/** A pool started on the first text, with one thread per core but one (at least one, at most 4). */
export function markdownCleaner(): MarkdownCleaner {
  let pool: Tinypool | undefined;
  return {
    async clean(text, reply) {
      pool ??= new Tinypool({
        filename: workerFile(),
        minThreads: 1,
        maxThreads: Math.min(4, Math.max(1, availableParallelism() - 1)),
        maxQueue: MAX_WAITING_TEXTS,
      });
      if (pool.queueSize >= MAX_WAITING_TEXTS) {
        reply.header('Retry-After', String(BUSY_RETRY_SECONDS));
        throw new HttpError(503, CLEANING_BUSY_MESSAGE);
      }
      return (await pool.run(text)) as SanitizedText;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
