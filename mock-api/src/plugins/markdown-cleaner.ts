import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { markdownCleaner, type MarkdownCleaner } from '../http/markdown-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cleans stored Markdown off the event loop (http/markdown-pool.ts). */
    markdown: MarkdownCleaner;
  }
}

/** One worker pool per app, ended with it. */
async function markdownCleanerPlugin(app: FastifyInstance) {
  const cleaner = markdownCleaner();
  app.decorate('markdown', cleaner);
  app.addHook('onClose', () => cleaner.close());
}

export default fp(markdownCleanerPlugin, { name: 'markdown-cleaner' });
