import { expectStatus } from './answers.js';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { sanitizeMarkdown } from '../src/http/sanitize.js';
import { scriptScheme } from '../src/http/unsafe-url.js';
import { bearer, login, useSeededApp } from './helpers.js';

/** Markdown a CMS editor writes, with code that shows markup and must stay as written. */
const BENIGN = [
  '# Privacy policy',
  '',
  'Setext title',
  '============',
  '',
  'We keep **your data** _safe_, ~~sell it~~ never. Read the [terms](https://restpoint.example.in/terms "Terms")',
  'or mail <privacy@restpoint.example.in>, or open <https://restpoint.example.in/help?a=1&b=2>.',
  'A line that ends in a hard break  ',
  'and one with a backslash\\',
  'after it. Entities stay: &copy; &#169; &amp; 5 < 6 > 4.',
  '',
  '> A quote with a [reference link][faq] and `<b>bold</b>` in code.',
  '> > Nested, with an image: ![Rest stop](https://cdn.restpoint.example.in/stop.png)',
  '',
  '- Fuel',
  '  - Diesel',
  '  - CNG',
  '- Food\t(tabs stay)',
  '',
  '1. First',
  '2) Second',
  '',
  '- [ ] task',
  '- [x] done',
  '',
  '| Amenity | Hours | Note |',
  '|:--------|------:|:----:|',
  '| Showers | 24 h  | `<b>` |',
  '| Food    | 6–22  | **hot** |',
  '',
  '```html',
  '<p>shown as <a href="https://restpoint.example.in">code</a></p>',
  '<img src="x.png" alt="x">',
  '```',
  '',
  '    <kbd>indented code</kbd>',
  '',
  'Plain HTML a writer may use: line<br>break, <b>bold</b>, <kbd>Ctrl</kbd>, <sup>2</sup>,',
  '<a href="https://restpoint.example.in">a link</a> and <img src="https://cdn.restpoint.example.in/x.png" alt="x">.',
  '',
  '<div>',
  '<p>A block of <em>HTML</em>.</p>',
  '</div>',
  '',
  'Footnote[^1], data: as a word, javascript: as a word, [empty]().',
  '',
  '[^1]: The note, with a [link](https://example.com/a_(b)).',
  '[faq]: https://restpoint.example.in/faq',
  '',
  '***',
  '',
  'Unicode: नमस्ते 👋🏽 — “quotes”.',
].join('\n');

describe('sanitizeMarkdown keeps safe Markdown byte for byte', () => {
  it.each([
    ['a varied page', BENIGN],
    ['the same page with CRLF line breaks', BENIGN.replaceAll('\n', '\r\n')],
    ['a page without a final line break', '# Title\n\nText'],
    ['empty text', ''],
  ])('%s', (_name, text) => {
    expect(sanitizeMarkdown(text)).toEqual({ text, removed: [] });
  });
});

describe('sanitizeMarkdown neutralises', () => {
  it.each([
    // Raw HTML
    [
      '<img alt=">" onerror=alert(1) src=x>',
      '<img alt="&gt;" src="x" />',
      ['event-handler attributes'],
    ],
    ['<IMG SRC=x OnError=alert(1)>', '<img src="x" />', ['event-handler attributes']],
    [
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>',
      '<a>x</a>',
      ['other HTML elements (svg, set, text)'],
    ],
    ['Rain <script>x()</script>', 'Rain ', ['script elements']],
    ['<SCRIPT src=//evil.example></SCRIPT>ok', 'ok', ['script elements']],
    ['<scr<script>x</script>ipt>alert(1)</script>', '', ['script elements']],
    ['<iframe src="https://evil.example"></iframe>z', 'z', ['script elements']],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>', ['javascript: links']],
    ['<p style="color:red" class="x">Hi</p>', '<p>Hi</p>', ['HTML attributes (style, class)']],
    ['<!-- note --><script>alert(1)</script>', '', ['script elements', 'HTML comments']],
    ['<div title="\nrest\n\nNext', '\n\nNext', ['malformed HTML']],
    [
      '> quote <img src=x onerror=alert(1)>',
      '> quote <img src="x" />',
      ['event-handler attributes'],
    ],
    [
      '- item\n\n  <img src=x onerror=alert(1)>',
      '- item\n\n  <img src="x" />',
      ['event-handler attributes'],
    ],
    [
      '| a | b |\n|---|---|\n| <b onclick=x>c</b> | d |',
      '| a | b |\n|---|---|\n| <b>c</b> | d |',
      ['event-handler attributes'],
    ],
    [
      '[^1]: <img src=x onerror=alert(1)>\n\n[^1]',
      '[^1]: <img src="x" />\n\n[^1]',
      ['event-handler attributes'],
    ],
    ['a\r\n<b onclick=x>b</b>\r\n', 'a\r\n<b>b</b>\r\n', ['event-handler attributes']],
    // Link targets, in their disguises
    ['[x](JavaScript:alert(1)) y', '[x](#) y', ['javascript: links']],
    ['[x]( <javascript:alert(1)> "t")', '[x]( # "t")', ['javascript: links']],
    ['[x](&#106;avascript&#58;alert(1))', '[x](#)', ['javascript: links']],
    ['[x](java&#x09;script:alert(1))', '[x](#)', ['javascript: links']],
    ['[x](\\javascript:alert(1))', '[x](\\javascript:alert(1))', []],
    ['![i](data:image/svg+xml;base64,PHN2Zz4=)', '![i](#)', ['data: links']],
    ['[x][r]\n\n[r]: vbscript:msgbox(1)', '[x][r]\n\n[r]: #', ['vbscript: links']],
    ['> [r]:\n> JAVASCRIPT:alert(1)\n\n[x][r]', '> [r]:\n> #\n\n[x][r]', ['javascript: links']],
    ['go <javascript:alert(1)> now', 'go  now', ['javascript: links']],
    ['go <JaVaScRiPt:alert(1)>', 'go ', ['javascript: links']],
    ['| [x](javascript:alert(1)) |\n|---|', '| [x](#) |\n|---|', ['javascript: links']],
    // What CommonMark reads as text or code, other readers and HTML pages may run
    [
      "<img src=x onerror=alert('x')>",
      "&lt;img src=x onerror=alert('x')>",
      ['event-handler attributes'],
    ],
    ["<svg onload=alert('x')>", "&lt;svg onload=alert('x')>", ['other HTML elements (svg)']],
    [
      '`<script>alert(1)</script>` code',
      '`&lt;script>alert(1)</script>` code',
      ['script elements'],
    ],
    [
      '```\n<img src=x onerror=alert(1)>\n```',
      '```\n&lt;img src=x onerror=alert(1)>\n```',
      ['event-handler attributes'],
    ],
    [
      "> <img src=x\n> onerror=alert('x')>",
      "> &lt;img src=x\n> onerror=alert('x')>",
      ['event-handler attributes'],
    ],
    [
      '`<!--` <img src=x onerror=alert(1)> `-->`',
      '`<!--` <img src="x" /> `-->`',
      ['event-handler attributes'],
    ],
    [
      '<https://x.example/onmouseover=alert(1)>',
      '&lt;https://x.example/onmouseover=alert(1)>',
      ['event-handler attributes'],
    ],
    [
      'ends in <img src=x onerror=alert(1)',
      'ends in &lt;img src=x onerror=alert(1)',
      ['malformed HTML'],
    ],
    ["[x] (javascript:alert('x'))", "[x] (#alert('x'))", ['javascript: links']],
    ['`[x](&#x6A;ava&#x09;script&#58;x)`', '`[x](#x)`', ['javascript: links']],
  ])('%j', (input, output, removed) => {
    expect(sanitizeMarkdown(input)).toEqual({ text: output, removed });
  });
});

/* --------------------------------------------------------------- property: safe and settled */

const ACTIVE_ELEMENTS = [
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'base',
  'meta',
  'link',
  'form',
];

/** What a browser would run, in HTML rendered from Markdown by a reader that allows raw HTML. */
function unsafeIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (ACTIVE_ELEMENTS.includes(name)) {
        found.push(`<${name}>`);
      }
      for (const [attribute, value] of Object.entries(attribs)) {
        if (attribute.startsWith('on')) found.push(`${attribute}=`);
        if (['href', 'src'].includes(attribute) && scriptScheme(value))
          found.push(`${attribute}=${value}`);
      }
    },
  });
  parser.end(html);
  return found;
}

const readers = [
  new MarkdownIt('commonmark', { html: true }),
  new MarkdownIt('default', { html: true }).use(footnote),
];
// Render every link, as a careless reader would.
for (const reader of readers) reader.validateLink = () => true;

/** Pieces of Markdown and HTML that combine into hostile text. */
const piece = fc.constantFrom(
  '<',
  '>',
  '</',
  '/',
  '"',
  "'",
  '=',
  ' ',
  '\n',
  '\n\n',
  '> ',
  '- ',
  '| ',
  '[',
  ']',
  '(',
  ')',
  '!',
  '`',
  '*',
  '\\',
  '&#',
  ';',
  ':',
  'x',
  'a',
  'script',
  'img',
  'svg',
  'src',
  'onerror',
  'href',
  'javascript:',
  'data:',
  'alert(1)',
  '<!--',
  '-->',
  '[^1]:',
  '<div>',
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '[x](',
  '<a href="',
  'java\tscript:',
  '&#106;',
  '<scr',
  'ipt>',
  '[x](javascript:alert(1))',
  '<javascript:alert(1)>',
  '![i](data:text/html,x)',
  '[r]: vbscript:x',
  '[r]: ',
  '[r]',
  '|---|',
  '```',
);
const hostile = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

describe('sanitizeMarkdown on generated text', () => {
  it('leaves nothing that runs script, says when it changed something, and settles', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const clean = sanitizeMarkdown(text);
        // Whatever changed is reported, and nothing is reported that did not change.
        expect(clean.removed.length > 0).toBe(clean.text !== text);
        for (const reader of readers) expect(unsafeIn(reader.render(clean.text))).toEqual([]);
        // Inserted into a page as it is, too.
        expect(unsafeIn(clean.text)).toEqual([]);
        expect(sanitizeMarkdown(clean.text)).toEqual({ text: clean.text, removed: [] });
      }),
      { numRuns: 500, seed: 9_301 },
    );
  });
});

/** Markdown of every kind, with `<` and `>` but never a `<` that could start a tag. */
const tagless = fc
  .array(
    fc.constantFrom(
      '#',
      '*',
      '_',
      '`',
      '```',
      '[',
      ']',
      '(',
      ')',
      '](',
      ']: ',
      '!',
      '<',
      ' < ',
      '<3',
      '<=',
      '>',
      '> ',
      '- ',
      '1. ',
      '|',
      '|---|',
      '\\',
      '&amp;',
      '&#60;',
      '&lt;',
      'https://x.example',
      '\n',
      '\n\n',
      '\r\n',
      ' ',
      '    ',
      '\t',
      'word',
      'नमस्ते',
      '~~',
      '[^1]',
      ':',
      '"',
      "'",
      '=',
      '{',
      '}',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''))
  .filter((text) => !/<[A-Za-z/!?]/.test(text));

describe('sanitizeMarkdown on Markdown without tags', () => {
  it('gives it back byte for byte', () => {
    fc.assert(
      fc.property(tagless, (text) => {
        expect(sanitizeMarkdown(text)).toEqual({ text, removed: [] });
      }),
      { numRuns: 500, seed: 2_203 },
    );
  });
});

/* --------------------------------------------------------------- linear time */

describe('saving pathological Markdown', () => {
  const ctx = useSeededApp();

  // Cleaning once was quadratic: 5.6 s for this policy body and 1 s for this page, with the
  // whole server (and /health) blocked meanwhile. How long they take now is a speed goal, kept in
  // `npm run bench -w mock-api` (cleaning time at full and half size); here, what is stored.
  it('stores the largest policy body of "<a" and spaces as text', async () => {
    // A tag that never ends would take in what a reader puts after it: shown as text.
    const body = `<a${' '.repeat(49_998)}`;
    const token = await login(ctx.api);
    const res = await ctx.api
      .post('/policy_add')
      .set(bearer(token))
      .send({ title: 'Spaces', body, effective_date: '2027-01-01' });
    expectStatus(res, 201);
    expect(res.body.body.body).toBe(`&lt;${body.slice(1)}`);
  });

  it('stores the largest page of "<a" and slashes as text', async () => {
    const content = `<a${'/'.repeat(19_998)}`;
    const token = await login(ctx.api);
    const res = await ctx.api
      .post('/cms_edit')
      .set(bearer(token))
      .send({ id: 1, title: 'About us', content });
    expectStatus(res, 200);
    expect(res.body.body.content).toBe(`&lt;${content.slice(1)}`);
  });
});
