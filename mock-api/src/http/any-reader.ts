import MarkdownIt from 'markdown-it';
import { Tokenizer, type Token, type TokenHandler } from 'parse5';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, removalOf, type Removal } from './html-fragment.js';
import { scriptScheme } from './unsafe-url.js';

/**
 * The second look at stored Markdown: what *any* reader could turn into script, whatever
 * CommonMark thinks of it. The first look (sanitize.ts) cleans what CommonMark and GitHub Markdown
 * read as HTML and links; other readers disagree with them (showdown passes
 * `<img src=x onerror=alert('x')>` through, a page may insert the text as HTML, code spans end
 * where each reader decides), so here the text is read without Markdown:
 *
 * - every `<` followed by a letter is read as the start tag an HTML5 parser would read there
 *   (parse5's tokenizer, in the data state: inside code, comments and attribute values too). A tag
 *   the first look's policy would not keep as it is — an element or attribute it does not allow, a
 *   `javascript:`/`vbscript:`/`data:` URL, or a tag that never ends — has its `<` written `&lt;`,
 *   so every reader shows it as text (in code, readers show `&lt;` itself);
 * - the same again with blockquote markers taken off the start of lines, as readers do before
 *   reading the lines as one paragraph (`> <img src=x` / `> onerror=…>`);
 * - a `](` or `]:` (with the blanks some readers allow before `(`) followed by a script URL has
 *   that URL's scheme replaced by `#`, for readers that find links where CommonMark does not.
 *
 * It only ever removes a `<` or a scheme, so a text it leaves alone is one it found safe, and
 * Markdown without `<` followed by a letter and without script links is never changed.
 */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * A tag that is not where the whole text's reading puts one (it is inside a comment or an
 * attribute value, or never ends) is read on its own: at most this long (a longer one counts as
 * never ending), and at most this many per text (the rest are taken as unsafe). Real content has
 * a handful; the bounds keep the reading linear however many `<` a text holds.
 */
const MAX_LONE_TAG = 1024;
const MAX_LONE_TAGS = 200;

interface TagRead {
  start: number;
  name: string;
  attrs: Token.Attribute[];
}

const IGNORE = () => undefined;

/** Start tags as parse5's tokenizer reads them from the beginning of `html`, by offset. */
function readTags(html: string, firstOnly: boolean): Map<number, TagRead> {
  const tags = new Map<number, TagRead>();
  const handler: TokenHandler = {
    onStartTag(token) {
      const start = token.location?.startOffset ?? -1;
      tags.set(start, { start, name: token.tagName, attrs: token.attrs });
      if (firstOnly) tokenizer.pause();
    },
    onComment: IGNORE,
    onDoctype: IGNORE,
    onEndTag: IGNORE,
    onEof: IGNORE,
    onCharacter: IGNORE,
    onNullCharacter: IGNORE,
    onWhitespaceCharacter: IGNORE,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);
  return tags;
}

/** CommonMark's autolinks, `<https://…>` and `<name@example.com>`. */
const AUTOLINK =
  /^<(?:[A-Za-z][\dA-Za-z+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[\dA-Za-z](?:[\dA-Za-z-]{0,61}[\dA-Za-z])?(?:\.[\dA-Za-z](?:[\dA-Za-z-]{0,61}[\dA-Za-z])?)*)>/;

/**
 * Why the policy of html-fragment.ts would not keep this tag as it is; empty when it would. An
 * autolink reads as an unknown element whose attributes are pieces of the address: harmless,
 * unless a piece is an event handler (`<https://x/onmouseover=alert(1)>`) or the scheme runs script.
 */
function tagProblems(tag: TagRead, autolink: string | undefined): Removal[] {
  if (autolink !== undefined) {
    const scheme = scriptScheme(autolink.slice(1, -1));
    const problems: Removal[] = scheme === undefined ? [] : [{ kind: 'link', name: scheme }];
    if (tag.attrs.some(({ name }) => name.startsWith('on'))) problems.push({ kind: 'handler' });
    return problems;
  }
  if (!ALLOWED_ELEMENTS.has(tag.name)) return [removalOf(tag.name)];
  const allowed = ALLOWED_ATTRIBUTES[tag.name] ?? [];
  const problems: Removal[] = [];
  for (const { name, value } of tag.attrs) {
    if (name.startsWith('on')) problems.push({ kind: 'handler' });
    else if (!allowed.includes(name)) problems.push({ kind: 'attribute', name });
    else {
      const scheme = scriptScheme(value);
      if (scheme !== undefined) problems.push({ kind: 'link', name: scheme });
    }
  }
  return problems;
}

const isAsciiLetter = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));

/** A reading of the text: its characters, and where each came from in the stored text. */
interface Reading {
  text: string;
  /** Offset in the stored text of each offset of `text`; absent when they are the same. */
  origin?: number[];
}

/** The text with blockquote markers (and the blanks around them) taken off every line. */
function withoutQuoteMarkers(source: string): Reading | undefined {
  if (!/^[ \t]*>/m.test(source)) return undefined;
  let text = '';
  const origin: number[] = [];
  const marker = /^(?:[ \t]*>)+/gm;
  let cursor = 0;
  for (let match = marker.exec(source); match; match = marker.exec(source)) {
    for (let index = cursor; index < match.index; index += 1) origin.push(index);
    text += source.slice(cursor, match.index);
    cursor = match.index + match[0].length;
    if (match[0].length === 0) marker.lastIndex += 1;
  }
  for (let index = cursor; index < source.length; index += 1) origin.push(index);
  text += source.slice(cursor);
  return { text, origin };
}

/** Offsets (in the stored text) of each `<` that starts an unsafe tag in this reading. */
function unsafeTagStarts(reading: Reading, found: Map<number, Removal[]>): void {
  const { text, origin } = reading;
  let tags: Map<number, TagRead> | undefined;
  let loneTags = 0;
  const readAlone = (at: number) =>
    (loneTags += 1) > MAX_LONE_TAGS
      ? undefined
      : readTags(text.slice(at, at + MAX_LONE_TAG), true).get(0);
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    if (!isAsciiLetter(text[at + 1])) continue;
    tags ??= readTags(text, false);
    const tag = tags.get(at) ?? readAlone(at);
    const autolink = AUTOLINK.exec(text.slice(at, at + MAX_LONE_TAG))?.[0];
    const problems: Removal[] = tag ? tagProblems(tag, autolink) : [{ kind: 'malformed' }];
    if (problems.length > 0) found.set(origin ? origin[at]! : at, problems);
  }
}

const unescape = new MarkdownIt().utils.unescapeAll;
/** `](`, `] (` (showdown), `]:`; the link target starts after the match. */
const LINK_START = /\](?:[ \t]*\n?[ \t]*\(|[ \t]*:)[ \t\n]*<?/g;
const ESCAPE_OR_REFERENCE =
  /^(?:\\[!-/:-@[-`{-~]|&(?:#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][\dA-Za-z]{1,31});)/;
/** Characters that end a link target for every reader. */
const TARGET_END = /[\s)>"'<]/;
/** Enough of a target to hold any scheme, however it is written. */
const MAX_SCHEME_SOURCE = 80;

/** Ranges holding a script scheme right after a `](` or `]:`, up to and including its colon. */
function scriptTargets(source: string): { start: number; end: number; scheme: string }[] {
  const found = [];
  for (const match of source.matchAll(LINK_START)) {
    const start = match.index + match[0].length;
    let decoded = '';
    let at = start;
    while (at < source.length && at - start < MAX_SCHEME_SOURCE && !decoded.includes(':')) {
      const rest = source.slice(at, at + 40);
      const piece = ESCAPE_OR_REFERENCE.exec(rest)?.[0] ?? source[at]!;
      if (piece.length === 1 && TARGET_END.test(piece) && piece !== '\t' && piece !== '\n') break;
      decoded += piece.length === 1 ? piece : unescape(piece);
      at += piece.length;
    }
    const scheme = decoded.includes(':') ? scriptScheme(decoded) : undefined;
    if (scheme !== undefined) found.push({ start, end: at, scheme });
  }
  return found;
}

/** The edits that make `source` safe for any reader, and why; no edits when it already is. */
export function guardForAnyReader(source: string): { edits: Edit[]; removals: Removal[] } {
  const removals: Removal[] = [];
  const edits: Edit[] = [];
  for (const target of scriptTargets(source)) {
    removals.push({ kind: 'link', name: target.scheme });
    edits.push({ start: target.start, end: target.end, text: '#' });
  }
  const tagStarts = new Map<number, Removal[]>();
  unsafeTagStarts({ text: source }, tagStarts);
  const unquoted = withoutQuoteMarkers(source);
  if (unquoted) unsafeTagStarts(unquoted, tagStarts);
  for (const [start, problems] of tagStarts) {
    removals.push(...problems);
    edits.push({ start, end: start + 1, text: '&lt;' });
  }
  return { edits, removals };
}
