import {
  cleanHtmlFragment,
  endTagName,
  NON_TEXT_ELEMENTS,
  type CleanedHtml,
  type Removal,
} from './html-fragment.js';
import { guardForAnyReader, type Edit } from './any-reader.js';
import { scanMarkdown, type Flavour, type HtmlFound } from './markdown-scan.js';
import { scriptScheme } from './unsafe-url.js';

/**
 * Takes what could run script out of Markdown before it is stored (CMS pages, policy bodies).
 * This is defence in depth for other readers of the content, such as the driver app: the console
 * never relies on it, because it escapes every HTML tag before rendering Markdown.
 *
 * A CommonMark parser (markdown-it, see markdown-scan.ts) finds the raw HTML and the link targets;
 * only those spans are rewritten, so Markdown without them comes back byte for byte:
 * - raw HTML goes through sanitize-html (html-fragment.ts); `<script>…</script>` inside a
 *   paragraph goes with the text between the tags;
 * - a `javascript:`, `vbscript:` or `data:` target of a link, image or reference definition
 *   becomes `#`; such an autolink (`<javascript:…>`) is removed.
 * Then the text is read as other readers may read it (any-reader.ts): as HTML, whatever CommonMark
 * thinks of it, code included; a start tag the policy above would not keep has its `<` written
 * `&lt;`, and a script URL after `](` or `]:` loses its scheme.
 * Removing one thing can join text into another (`<scr<script></script>ipt>`), so the text is
 * read again, as CommonMark, as GitHub Markdown and by any reader in turn, until none finds
 * anything; what is stored is therefore what a clean reading says it is, whatever the rewriting
 * did. Each pass is linear in the length of the text, and the number of passes is bounded.
 */

export interface SanitizedText {
  text: string;
  /** What was taken out, in words; empty when nothing was. */
  removed: string[];
}

/** The readings of each round: CommonMark, GitHub Markdown, then any reader (any-reader.ts). */
const STEPS: (Flavour | 'any')[] = ['commonmark', 'gfm', 'any'];
/** Passes before giving up on clean-up by parts; real content needs three, nested tricks a few. */
const MAX_PASSES = 12;

/** Replaces each edited range, in order; an edit inside an earlier one is already covered. */
function applyEdits(source: string, edits: Edit[]): string {
  edits.sort((a, b) => a.start - b.start || b.end - a.end);
  let result = '';
  let cursor = 0;
  for (const edit of edits) {
    if (edit.start < cursor) continue;
    result += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + source.slice(cursor);
}

/** The edits that put `html` in place of the block text `start..end`. */
function replaceRange(
  source: string,
  found: HtmlFound,
  start: number,
  end: number,
  html: string,
): Edit[] {
  const { pieces, exact } = found.block.locate(start, end);
  if (!exact) return pieces.map((piece) => ({ ...piece, text: '' }));
  const first = pieces[0];
  const last = pieces.at(-1);
  if (!first || !last) return [];
  const value = found.value.slice(start, end);
  const spanned = source.slice(first.start, last.end);
  if (spanned === value) {
    return [{ start: first.start, end: last.end, text: html }];
  }
  // Container markers (`> `, list indents) sit between the lines: keep them, put the HTML on
  // the first line and empty the others.
  return pieces.map((piece, index) => ({
    ...piece,
    text: index === 0 ? html.replace(/\r\n?|\n/g, ' ') : '',
  }));
}

/** An inline `<script>` (or another element whose text is never shown): drop up to its end tag. */
interface Dropping {
  name: string;
  from: HtmlFound;
}

/** sanitize-html closes what it opens; a lone start tag keeps its end tag where the author put it. */
function withoutAddedEndTag(html: string, clean: string, name: string): string {
  const added = `</${name}>`;
  return clean.endsWith(added) && !html.toLowerCase().includes(added)
    ? clean.slice(0, -added.length)
    : clean;
}

/**
 * One clean-up pass; `clean` is cleanHtmlFragment, remembered for the whole call. `found` says
 * whether anything unsafe was found, even if rewriting it left the text as it was.
 */
function cleanOnce(
  source: string,
  flavour: Flavour,
  removals: Removal[],
  clean: (html: string) => CleanedHtml,
): { text: string; found: boolean } {
  const { html, urls } = scanMarkdown(source, flavour);
  const edits: Edit[] = [];
  let unsafe = false;

  for (const url of urls) {
    const scheme = scriptScheme(url.url);
    if (scheme === undefined) continue;
    unsafe = true;
    removals.push({ kind: 'link', name: scheme });
    const { pieces, exact } = url.block.locate(url.start, url.end);
    const text = exact && !url.autolink ? '#' : '';
    edits.push(...pieces.map((piece, index) => ({ ...piece, text: index === 0 ? text : '' })));
  }

  let dropping: Dropping | undefined;
  const stopDropping = (end: number) => {
    if (dropping) edits.push(...replaceRange(source, dropping.from, dropping.from.start, end, ''));
    dropping = undefined;
  };
  for (const found of html) {
    if (dropping) {
      if (found.block === dropping.from.block) {
        // Inside the dropped run, which its own end tag ends.
        if (endTagName(found.value) === dropping.name) stopDropping(found.end);
        continue;
      }
      stopDropping(dropping.from.block.length);
    }
    const cleaned = clean(found.value);
    removals.push(...cleaned.removals);
    const opened = cleaned.parsed.items[0]?.name;
    if (found.inline && opened !== undefined && NON_TEXT_ELEMENTS.has(opened)) {
      unsafe = true;
      dropping = { name: opened, from: found };
    } else if (cleaned.html !== found.value) {
      unsafe = true;
      const replacement =
        found.inline && opened !== undefined
          ? withoutAddedEndTag(found.value, cleaned.html, opened)
          : cleaned.html;
      edits.push(...replaceRange(source, found, found.start, found.end, replacement));
    }
  }
  if (dropping) stopDropping(dropping.from.block.length);

  return { text: edits.length === 0 ? source : applyEdits(source, edits), found: unsafe };
}

/** The removals in words, most serious first, each once. */
function describe(removals: Removal[]): string[] {
  const named = (kind: Removal['kind']) => {
    const names = new Set<string>();
    for (const removal of removals)
      if (removal.kind === kind && 'name' in removal) names.add(removal.name);
    return [...names];
  };
  const has = (kind: Removal['kind']) => removals.some((removal) => removal.kind === kind);
  const list = (names: string[]) =>
    names.length > 5 ? `${names.slice(0, 5).join(', ')}…` : names.join(', ');
  const words: string[] = [];
  if (has('script')) words.push('script elements');
  const elements = named('element');
  if (elements.length > 0) words.push(`other HTML elements (${list(elements)})`);
  if (has('handler')) words.push('event-handler attributes');
  const attributes = named('attribute');
  if (attributes.length > 0) words.push(`HTML attributes (${list(attributes)})`);
  for (const scheme of named('link')) words.push(`${scheme}: links`);
  if (has('comment')) words.push('HTML comments');
  if (has('malformed')) words.push('malformed HTML');
  if (has('escaped')) words.push('nested HTML (kept as text)');
  return words;
}

/** One pass of the reading that does not trust Markdown (any-reader.ts). */
function guardOnce(source: string, removals: Removal[]): { text: string; found: boolean } {
  const { edits, removals: found } = guardForAnyReader(source);
  removals.push(...found);
  return { text: edits.length === 0 ? source : applyEdits(source, edits), found: edits.length > 0 };
}

/** Cleans pass after pass until no reading finds anything; `settled` false if it never did. */
function settle(
  input: string,
  removals: Removal[],
  clean: (html: string) => CleanedHtml,
): { text: string; settled: boolean } {
  let text = input;
  let quiet = 0;
  for (let pass = 0; pass < MAX_PASSES && quiet < STEPS.length; pass += 1) {
    const step = STEPS[pass % STEPS.length]!;
    const result =
      step === 'any' ? guardOnce(text, removals) : cleanOnce(text, step, removals, clean);
    quiet = result.found ? 0 : quiet + 1;
    text = result.text;
  }
  return { text, settled: quiet === STEPS.length };
}

export function sanitizeMarkdown(input: string): SanitizedText {
  const removals: Removal[] = [];
  // Pages repeat their HTML (`<br>`, `<div>`): clean each distinct piece once.
  const cache = new Map<string, CleanedHtml>();
  const clean = (html: string) => {
    let cleaned = cache.get(html);
    if (!cleaned) cache.set(html, (cleaned = cleanHtmlFragment(html)));
    return cleaned;
  };
  let { text, settled } = settle(input, removals, clean);
  if (!settled) {
    // Markup nested to outlast clean-up by parts. Every `<` becomes text, so no HTML is left at
    // all; link targets then settle in a pass or two.
    removals.push({ kind: 'escaped' });
    ({ text, settled } = settle(text.replaceAll('<', '&lt;'), removals, clean));
    // Never seen; an empty text makes the caller refuse the content rather than store it unclean.
    if (!settled) text = '';
  }
  return { text, removed: describe(removals) };
}

/** The success message of a save; says what was stripped, so the editor is not surprised. */
export function savedMessage(what: string, removed: string[], done = 'saved'): string {
  return removed.length === 0
    ? `${what} ${done}`
    : `${what} ${done}. Unsafe markup was removed: ${removed.join(', ')}.`;
}
