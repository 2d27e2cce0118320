import MarkdownIt, { type MarkdownIt as Parser, type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';

/**
 * Finds, with markdown-it (a CommonMark parser that stays linear on hostile input), the parts of
 * Markdown a reader turns into HTML of its own: raw HTML, and link targets. Everything else is
 * left to the caller untouched.
 *
 * markdown-it reports lines, not character offsets, so the offsets are recovered here: raw HTML
 * tokens are placed by the parser's position when it creates them, link targets by watching its
 * `parseLinkDestination` helper, and each block's text is matched back to its source lines. A
 * match is always checked against the source; when it fails, the block is reported `exact: false`
 * with its whole lines, and the caller blanks them rather than guessing.
 */

export type Flavour = 'commonmark' | 'gfm';

/** A range of the source text (the caller's string, before markdown-it normalises it). */
export interface Piece {
  start: number;
  end: number;
}

/** The text of one block (a paragraph, heading, table cell or HTML block) and where it came from. */
export interface Block {
  /** Length of the block's text; offsets below are into that text. */
  length: number;
  /** The source ranges holding `start..end` of the block's text (one per line it spans). */
  locate(start: number, end: number): { pieces: Piece[]; exact: boolean };
}

export interface HtmlFound {
  block: Block;
  start: number;
  end: number;
  value: string;
  inline: boolean;
}

export interface UrlFound {
  block: Block;
  start: number;
  end: number;
  /** As a reader sees it: escapes and character references decoded. */
  url: string;
  autolink: boolean;
}

export interface MarkdownScan {
  html: HtmlFound[];
  urls: UrlFound[];
}

/* ------------------------------------------------------------------ the parsers */

interface Destination {
  start: number;
  end: number;
  url: string;
}

/** What the instrumented parser saw during one parse (parsing is synchronous). */
interface Seen {
  /** Link destinations parsed, by the text they were parsed in. */
  destinations: Map<string, Destination[]>;
  /** Where each inline token started in its block's text. */
  starts: WeakMap<Token, number>;
}
let seen: Seen | undefined;

function createParser(flavour: Flavour): Parser {
  // GitHub flavour: tables, strikethrough and footnotes, whose definitions hold Markdown of their
  // own. Inline footnotes (`^[…]`) are not GitHub's and are parsed apart from their position.
  const md =
    flavour === 'commonmark'
      ? new MarkdownIt('commonmark', { html: true })
      : new MarkdownIt('default', { html: true }).use(footnote);
  if (flavour === 'gfm') md.inline.ruler.disable('footnote_inline');
  // Keep every link, script ones included: finding them is the point.
  md.validateLink = () => true;

  const parseDestination = md.helpers.parseLinkDestination;
  md.helpers.parseLinkDestination = (text, start, max) => {
    const result = parseDestination(text, start, max);
    if (result.ok && seen) {
      const list = seen.destinations.get(text) ?? [];
      list.push({ start, end: result.pos, url: result.str });
      seen.destinations.set(text, list);
    }
    return result;
  };

  md.inline.State = class extends md.inline.State {
    override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
      const token = super.push(type, tag, nesting);
      seen?.starts.set(token, this.pos);
      return token;
    }
  };
  return md;
}

const parsers: Record<Flavour, Parser> = {
  commonmark: createParser('commonmark'),
  gfm: createParser('gfm'),
};

/* ------------------------------------------------------------------ source positions */

/**
 * markdown-it reads `\r\n` as `\n`; this maps its offsets back to the caller's string.
 */
function originalOffsets(source: string): (offset: number) => number {
  const removed: number[] = [];
  for (
    let index = source.indexOf('\r\n');
    index !== -1;
    index = source.indexOf('\r\n', index + 2)
  ) {
    removed.push(index - removed.length);
  }
  if (removed.length === 0) return (offset) => offset;
  return (offset) => {
    let low = 0;
    let high = removed.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (removed[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return offset + low;
  };
}

interface Segment {
  /** Offset in the block's text. */
  at: number;
  /** Offset in the normalised source. */
  from: number;
  length: number;
}

const isTrimmable = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\v' || char === '\r';

class Document {
  private readonly lineStarts: number[] = [0];
  readonly toOriginal: (offset: number) => number;

  constructor(
    readonly source: string,
    readonly text: string,
  ) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      this.lineStarts.push(index + 1);
    }
    this.toOriginal = originalOffsets(source);
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  lineStart(line: number): number {
    return this.lineStarts[line] ?? this.text.length;
  }

  lineEnd(line: number): number {
    const next = this.lineStarts[line + 1];
    return next === undefined ? this.text.length : next - 1;
  }

  /** Whole lines `from..to-1`, for a block whose text could not be matched to its source. */
  lines(from: number, to: number): Piece[] {
    const pieces: Piece[] = [];
    for (let line = from; line < Math.max(to, from + 1); line += 1) {
      pieces.push(this.piece(this.lineStart(line), this.lineEnd(line)));
    }
    return pieces;
  }

  piece(start: number, end: number): Piece {
    return { start: this.toOriginal(start), end: this.toOriginal(end) };
  }

  block(length: number, segments: Segment[] | undefined, map: [number, number]): Block {
    return {
      length,
      locate: (start, end) => {
        if (!segments) return { pieces: this.lines(map[0], map[1]), exact: false };
        const pieces: Piece[] = [];
        for (const segment of segments) {
          const from = Math.max(start, segment.at);
          const to = Math.min(end, segment.at + segment.length);
          if (from >= to) continue;
          const offset = segment.from - segment.at;
          pieces.push(this.piece(from + offset, to + offset));
        }
        return { pieces, exact: true };
      },
    };
  }

  /**
   * A block built from whole lines (paragraph, setext heading, HTML block): each line of its text
   * is the end of a source line (markdown-it drops the container markers in front, and may turn a
   * tab there into spaces), and the last line may have lost trailing blanks.
   */
  lineSegments(content: string, map: [number, number], trimmed: boolean): Segment[] | undefined {
    const segments: Segment[] = [];
    const lines = content.split('\n');
    let at = 0;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index]!;
      const tail = line.trimStart();
      const line_no = map[0] + index;
      if (tail !== '') {
        if (line_no >= map[1]) return undefined;
        let end = this.lineEnd(line_no);
        if (trimmed && index === lines.length - 1) {
          while (end > this.lineStart(line_no) && isTrimmable(this.text[end - 1])) end -= 1;
        }
        const from = end - tail.length;
        if (from < this.lineStart(line_no) || this.text.slice(from, end) !== tail) return undefined;
        segments.push({ at: at + line.length - tail.length, from, length: tail.length });
      }
      at += line.length + 1;
    }
    return segments;
  }

  /** An ATX heading's text: the one stretch of its line between the `#`s. */
  headingSegments(content: string, line: number): Segment[] | undefined {
    const lineText = this.text.slice(this.lineStart(line), this.lineEnd(line));
    const index = lineText.lastIndexOf(content);
    return index === -1
      ? undefined
      : [{ at: 0, from: this.lineStart(line) + index, length: content.length }];
  }
}

/* ------------------------------------------------------------------ scanning */

/** One destination per start: the parser may read one several times, with different limits. */
function dedupe(list: Destination[]): Destination[] {
  const byStart = new Map<number, Destination>();
  for (const item of list) {
    const known = byStart.get(item.start);
    if (!known || item.end > known.end) byStart.set(item.start, item);
  }
  return [...byStart.values()];
}

export function scanMarkdown(source: string, flavour: Flavour): MarkdownScan {
  const found: MarkdownScan = { html: [], urls: [] };
  const current: Seen = { destinations: new Map(), starts: new WeakMap() };
  seen = current;
  let tokens: Token[];
  let text: string;
  try {
    const md = parsers[flavour];
    const env = {};
    // Same steps as md.parse(), keeping the normalised text the offsets refer to.
    const state = new md.core.State(source, md, env);
    md.core.process(state);
    tokens = state.tokens;
    text = state.src;
  } finally {
    seen = undefined;
  }
  const doc = new Document(source, text);

  // Reference definitions are parsed in the whole text.
  const whole = doc.block(text.length, [{ at: 0, from: 0, length: text.length }], [0, 1]);
  for (const destination of dedupe(current.destinations.get(text) ?? [])) {
    found.urls.push({ block: whole, ...destination, autolink: false });
  }

  let cellCursor = 0;
  // Table cells have no lines of their own: they take their row's. Nothing is ever skipped: a
  // token without any lines known stands for the whole text.
  let lastMap: [number, number] = [0, doc.lineCount];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.map) lastMap = token.map;
    const map = lastMap;
    if (token.type === 'tr_open') cellCursor = doc.lineStart(map[0]);

    if (token.type === 'html_block') {
      // Without the line break that ends the block, which stays in place.
      const value = token.content.replace(/\n$/, '');
      const block = doc.block(value.length, doc.lineSegments(value, map, false), map);
      found.html.push({ block, start: 0, end: value.length, value, inline: false });
      continue;
    }
    if (token.type !== 'inline') continue;

    const content = token.content;
    const opener = tokens[index - 1];
    let segments: Segment[] | undefined;
    if (opener?.type === 'th_open' || opener?.type === 'td_open') {
      const at = content === '' ? cellCursor : text.indexOf(content, cellCursor);
      if (at !== -1 && at + content.length <= doc.lineEnd(map[0])) {
        segments = [{ at: 0, from: at, length: content.length }];
        cellCursor = at + content.length;
      }
    } else if (opener?.type === 'heading_open' && opener.markup.startsWith('#')) {
      segments = doc.headingSegments(content, map[0]);
    } else {
      segments = doc.lineSegments(content, map, true);
    }
    const block = doc.block(content.length, segments, map);

    for (const destination of dedupe(current.destinations.get(content) ?? [])) {
      found.urls.push({ block, ...destination, autolink: false });
    }
    // The block's own tokens only: an image description is parsed apart, and readers show it as
    // plain text, HTML included.
    for (const child of token.children ?? []) {
      const start = current.starts.get(child);
      if (start === undefined) continue;
      if (child.type === 'html_inline') {
        const end = start + child.content.length;
        found.html.push({ block, start, end, value: child.content, inline: true });
      } else if (child.type === 'link_open' && child.markup === 'autolink') {
        const end = content.indexOf('>', start) + 1;
        if (end > start) {
          found.urls.push({
            block,
            start,
            end,
            url: content.slice(start + 1, end - 1),
            autolink: true,
          });
        }
      }
    }
  }
  return found;
}
