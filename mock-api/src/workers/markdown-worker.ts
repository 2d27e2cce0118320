import { sanitizeMarkdown, type SanitizedText } from '../http/sanitize.js';

/** One text in, its cleaned form out, in a thread of the Markdown pool (plugins/markdown-cleaner.ts). */
export default function cleanInWorker(text: string): SanitizedText {
  return sanitizeMarkdown(text);
}
