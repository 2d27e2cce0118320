import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { schemeOf } from './unsafe-url.js';

/**
 * Cleans one piece of raw HTML found in Markdown with sanitize-html, and says what it took out.
 *
 * The piece is kept byte for byte when sanitize-html keeps everything in it (a Markdown writer's
 * `<br>` or `<b>` stays as typed); otherwise sanitize-html's output replaces it. "Everything" is
 * judged by parsing both with htmlparser2 (sanitize-html's own parser): the same elements with
 * the same attributes, the same text, and nothing in the original the parser skipped over (an
 * unfinished tag at the end could otherwise swallow the Markdown that follows it).
 */

/** A reason some HTML was taken out; sanitize.ts turns these into words. */
export type Removal =
  | { kind: 'script' | 'handler' | 'comment' | 'malformed' | 'escaped' }
  | { kind: 'element' | 'attribute' | 'link'; name: string };

/** Elements whose removal is reported as "script elements". */
const SCRIPT_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'noscript',
  'template',
]);

/** Elements whose text is dropped with them: browsers never show it as text. */
export const NON_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'xmp',
  'noembed',
  'noframes',
  'title',
  'template',
]);

/** sanitize-html's formatting elements and links, plus images; no SVG, MathML, forms or media. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'details', 'summary'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['align', 'colspan', 'rowspan'],
    th: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...NON_TEXT_ELEMENTS],
};

interface ParsedTag {
  name: string;
  attribs: Record<string, string>;
}

interface ParsedHtml {
  /** Opening tags in order; `null` for a comment, doctype or processing instruction. */
  items: (ParsedTag | null)[];
  /** All text, entities decoded. */
  text: string;
  /**
   * Whether the HTML ends between tags. An unfinished tag or comment at the end would swallow
   * whatever a reader puts after it (`<div title="` and the next paragraph), so it is not kept.
   */
  complete: boolean;
}

/** Text no HTML contains; it must come out as text after a fragment that ends between tags. */
const SENTINEL = '\uE000end\uE000';

export function parseHtml(html: string): ParsedHtml {
  const parsed: ParsedHtml = { items: [], text: '', complete: false };
  const parser = new Parser({
    onopentag(name, attribs, implied) {
      if (!implied) parsed.items.push({ name, attribs });
    },
    ontext(text) {
      parsed.text += text;
    },
    oncomment() {
      parsed.items.push(null);
    },
    onprocessinginstruction() {
      parsed.items.push(null);
    },
  });
  parser.end(html + SENTINEL);
  if (parsed.text.endsWith(SENTINEL)) {
    parsed.complete = true;
    parsed.text = parsed.text.slice(0, -SENTINEL.length);
  }
  return parsed;
}

/** Attributes holding a URL (SVG animations can set one too); a removed one is reported as a link. */
const URL_ATTRIBUTES = new Set([
  ...(sanitizeHtml.defaults.allowedSchemesAppliedToAttributes ?? []),
  'srcset',
  'to',
  'from',
  'values',
]);

export const removalOf = (element: string): Removal =>
  SCRIPT_ELEMENTS.has(element) ? { kind: 'script' } : { kind: 'element', name: element };

/** What was lost from `before` in `after`; sanitize-html only removes, so one pass in order finds it. */
function lost(before: ParsedHtml, after: ParsedHtml): Removal[] {
  const removals: Removal[] = [];
  let next = 0;
  for (const item of before.items) {
    if (item === null) {
      removals.push({ kind: 'comment' });
      continue;
    }
    const kept = after.items[next];
    if (!kept || kept.name !== item.name) {
      removals.push(removalOf(item.name));
      continue;
    }
    next += 1;
    for (const [name, value] of Object.entries(item.attribs)) {
      if (kept.attribs[name] === value) continue;
      const scheme = URL_ATTRIBUTES.has(name) ? schemeOf(value) : undefined;
      removals.push(
        name.startsWith('on')
          ? { kind: 'handler' }
          : scheme !== undefined
            ? { kind: 'link', name: scheme }
            : { kind: 'attribute', name },
      );
    }
  }
  if (!before.complete) removals.push({ kind: 'malformed' });
  return removals;
}

export interface CleanedHtml {
  /** The input itself when nothing was removed, else sanitize-html's output. */
  html: string;
  removals: Removal[];
  /** The input as parsed, for callers that need its tags. */
  parsed: ParsedHtml;
}

export const ALLOWED_ELEMENTS = new Set(OPTIONS.allowedTags || []);
/** The attributes kept on each allowed element (none on the others). */
export const ALLOWED_ATTRIBUTES = OPTIONS.allowedAttributes as Record<string, string[]>;

/** The name of the end tag an HTML fragment starts with (`</script>` → script), lower-cased. */
export function endTagName(html: string): string | undefined {
  if (!html.startsWith('</')) return undefined;
  let end = 2;
  while (end < html.length && /[A-Za-z0-9-]/.test(html[end]!)) end += 1;
  return html.slice(2, end).toLowerCase() || undefined;
}

export function cleanHtmlFragment(html: string): CleanedHtml {
  const before = parseHtml(html);
  // A lone end tag (Markdown keeps `</svg>` apart from its `<svg>`) parses as nothing; it goes
  // when its element would.
  const closing = endTagName(html);
  if (
    closing !== undefined &&
    before.complete &&
    before.items.length === 0 &&
    !before.text.trim()
  ) {
    return ALLOWED_ELEMENTS.has(closing)
      ? { html, removals: [], parsed: before }
      : { html: '', removals: [removalOf(closing)], parsed: before };
  }
  const clean = sanitizeHtml(html, OPTIONS);
  const after = parseHtml(clean);
  const removals = lost(before, after);
  // Text only goes with a removed element; any other difference is a parse we do not trust.
  if (removals.length === 0 && before.text !== after.text) {
    removals.push({ kind: 'malformed' });
  }
  return { html: removals.length === 0 ? html : clean, removals, parsed: before };
}
