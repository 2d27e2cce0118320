/**
 * A small Markdown subset parsed into plain data, which `<Markdown>` turns into React elements.
 * No HTML string is ever built: any markup in the source (a `<script>`, an `<img onerror>`) stays
 * text, and React escapes it. Links are kept only for http(s), mailto and tel addresses.
 *
 * Blocks: `#` to `######` headings, paragraphs, `-`/`*`/`+` and `1.` lists, ``` code blocks,
 * `>` quotes, `---` rules. Inline: `code`, **bold**, *italic* (or _italic_), [links](https://…),
 * and backslash escapes.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'rule' };

const SAFE_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9][0-9 ()-]*)$/i;

/** The address a link may point at, or null when it could run script or is not a web address. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

/* ------------------------------------------------------------------ inline */

const ESCAPABLE = '\\`*_[]()#+-.!>';

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** `[label](target)` starting at `start`; the target may hold one level of parentheses. */
function readLink(source: string, start: number) {
  let depth = 0;
  let close = -1;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === '[') depth += 1;
    else if (source[i] === ']' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close === -1 || source[close + 1] !== '(') return null;
  const match = /^\(\s*<?([^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)>?\s*\)/.exec(
    source.slice(close + 1),
  );
  if (!match) return null;
  return {
    label: source.slice(start + 1, close),
    url: match[1] ?? '',
    end: close + 1 + match[0].length,
  };
}

/** Index of the closing `delimiter` after `from`, not escaped; -1 if none. */
function findClosing(source: string, delimiter: string, from: number): number {
  for (let i = from; i < source.length; i += 1) {
    if (source[i] === '\\') {
      i += 1;
      continue;
    }
    if (source.startsWith(delimiter, i)) {
      // A single `*` must not be half of a `**`.
      if (delimiter.length === 1 && source[i + 1] === delimiter) {
        i += 1;
        continue;
      }
      return i;
    }
  }
  return -1;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    const next = source[i + 1] ?? '';

    if (char === '\\' && ESCAPABLE.includes(next) && next !== '') {
      pushText(out, next);
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ type: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = readLink(source, i);
      if (link) {
        const href = safeHref(link.url);
        const children = parseInline(link.label);
        if (href) out.push({ type: 'link', href, children });
        else for (const child of children) out.push(child); // unsafe target: the label only
        i = link.end;
        continue;
      }
    }
    if ((char === '*' || char === '_') && next === char) {
      const end = findClosing(source, char + char, i + 2);
      if (end > i + 2) {
        out.push({ type: 'strong', children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (char === '*' || (char === '_' && !isWordChar(source[i - 1]))) {
      const end = findClosing(source, char, i + 1);
      const closes = end > i + 1 && (char === '*' || !isWordChar(source[end + 1]));
      if (closes && source[i + 1] !== ' ') {
        out.push({ type: 'em', children: parseInline(source.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    pushText(out, char);
    i += 1;
  }
  return out;
}

/* ------------------------------------------------------------------ blocks */

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

const startsBlock = (line: string) =>
  HEADING.test(line) ||
  BULLET.test(line) ||
  NUMBERED.test(line) ||
  FENCE.test(line) ||
  RULE.test(line) ||
  QUOTE.test(line);

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1] ?? '```')) {
        body.push(lines[i] ?? '');
        i += 1;
      }
      blocks.push({ type: 'code', text: body.join('\n') });
      i += 1; // the closing fence (or the end)
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        inner.push(QUOTE.exec(lines[i] ?? '')?.[1] ?? '');
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseMarkdown(inner.join('\n')) });
      continue;
    }
    const ordered = NUMBERED.exec(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const item = pattern.exec(current);
        if (item) items.push(item[item.length - 1] ?? '');
        else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          items[items.length - 1] += ` ${current.trim()}`; // an indented continuation line
        } else break;
        i += 1;
      }
      blocks.push({
        type: 'list',
        ordered: Boolean(ordered),
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map(parseInline),
      });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '' && !startsBlock(lines[i] ?? '')) {
      paragraph.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
