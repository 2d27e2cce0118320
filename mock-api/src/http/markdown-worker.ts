import { sanitizeMarkdown, type SanitizedText } from './sanitize.js';

/** Runs in a worker thread of the pool in markdown-pool.ts: one text in, its cleaned form out. */
export default function cleanInWorker(text: string): SanitizedText {
  return sanitizeMarkdown(text);
}
