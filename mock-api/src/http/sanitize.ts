/**
 * Strips markup that could run script from Markdown text before it is stored (CMS pages,
 * policies). This is defence in depth for other readers of the content, such as the driver app:
 * the console never relies on it, because it escapes every HTML tag before rendering Markdown.
 */

export interface SanitizedText {
  text: string;
  /** What was taken out, in words; empty when nothing was. */
  removed: string[];
}

const ACTIVE = 'script|style|iframe|object|embed|frameset|frame|applet|base|meta|link';
const ELEMENT_WITH_BODY = new RegExp(`<(${ACTIVE})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const LONE_TAG = new RegExp(`<\\/?(${ACTIVE})\\b[^>]*>?`, 'gi');
/** ` onerror="…"` inside a tag. */
const EVENT_HANDLER = /(<[a-z][^>]*?)[\s/]+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
/** A Markdown link target, with one level of balanced parentheses as CommonMark allows. */
const LINK_TARGET = /(\]\(\s*<?)([^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)/g;
/** An HTML URL attribute's value. */
const URL_ATTRIBUTE = /(\b(?:href|src|action|formaction|xlink:href)\s*=\s*["']?)([^"'>]*)/gi;

/** Whether a URL, as a browser would read it (entities decoded, blanks dropped), runs script. */
function isScriptUrl(url: string): boolean {
  const decoded = url
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
  const visible = [...decoded].filter((char) => char.charCodeAt(0) > 32).join('');
  return /^(javascript|vbscript|data):/i.test(visible);
}

/** Repeats until nothing changes, so that nesting like `<scr<script></script>ipt>` cannot survive. */
function untilStable(text: string, change: (text: string) => string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = change(current);
  } while (current !== previous);
  return current;
}

export function sanitizeMarkdown(input: string): SanitizedText {
  const removed = new Set<string>();
  let text = input;
  const step = (label: string, change: (text: string) => string) => {
    const next = untilStable(text, change);
    if (next !== text) removed.add(label);
    text = next;
  };
  step('script elements', (t) => t.replace(ELEMENT_WITH_BODY, '').replace(LONE_TAG, ''));
  step('event-handler attributes', (t) => t.replace(EVENT_HANDLER, '$1'));
  const neutralise = (match: string, lead: string, url: string) =>
    isScriptUrl(url) ? `${lead}#` : match;
  step('javascript: links', (t) =>
    t.replace(LINK_TARGET, neutralise).replace(URL_ATTRIBUTE, neutralise),
  );
  return { text, removed: [...removed] };
}

/** The success message of a save; says what was stripped, so the editor is not surprised. */
export function savedMessage(what: string, removed: string[], done = 'saved'): string {
  return removed.length === 0
    ? `${what} ${done}`
    : `${what} ${done}. Unsafe markup was removed: ${removed.join(', ')}.`;
}
