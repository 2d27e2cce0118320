import { JSDOM, VirtualConsole } from 'jsdom';
import MarkdownIt from 'markdown-it';
import { Marked } from 'marked';
import showdown from 'showdown';
import { scriptScheme } from '../src/http/unsafe-url.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

/**
 * Stored Markdown is read by more than the console: the driver app may use any renderer, or put
 * the text into a page as HTML. Each payload is saved through the API (a CMS page and a policy)
 * and what was stored is rendered by four readers; a browser must find nothing in any result
 * that can run script.
 */

const ALERT = "alert('x')";

/** XSS shapes (OWASP's filter-evasion cheat sheet and mutation XSS), alone and inside Markdown. */
const PAYLOADS: string[] = [
  // Raw HTML that CommonMark reads as text (quotes or backticks in unquoted values)
  `<img src=x onerror=${ALERT}>`,
  `<svg onload=${ALERT}>`,
  `<svg/onload=${ALERT}>`,
  '<IMG SRC=`javascript:alert("x")`>',
  `<IMG SRC=JaVaScRiPt:${ALERT}>`,
  `<img/src=x/onerror=${ALERT}>`,
  `<img src=x onerror=alert&lpar;'x'&rpar;>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${ALERT}>`,
  `<details open ontoggle=${ALERT}>`,
  `<input autofocus onfocus=${ALERT}>`,
  `<marquee onstart=${ALERT}>x</marquee>`,
  `<x onclick=${ALERT}>click</x>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  // Raw HTML CommonMark sees
  `<script>${ALERT}</script>`,
  '<IMG SRC="javascript:alert(\'x\');">',
  '<IMG SRC="jav\tascript:alert(\'x\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'x\');">',
  '<a onmouseover="alert(document.cookie)">link</a>',
  '<IMG """><SCRIPT>alert("x")</SCRIPT>">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000120&#0000039&#0000041">',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("x");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  '<iframe src=http://xss.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("x");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'x\');">',
  '<BODY BACKGROUND="javascript:alert(\'x\')">',
  `<iframe srcdoc="<script>${ALERT}</script>"></iframe>`,
  `<form><button formaction=javascript:${ALERT}>go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${ALERT}>`,
  `<svg><style><img src=x onerror=${ALERT}></style></svg>`,
  `<noscript><p title="</noscript><img src=x onerror=${ALERT}>">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'x\');">',
  `<object data="javascript:${ALERT}"></object>`,
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  `<a href="data:text/html,<script>${ALERT}</script>">x</a>`,
  `<base href="javascript:${ALERT};//">`,
  `<a href="javascript&colon;${ALERT}">x</a>`,
  `<a href=" javascript:${ALERT}">x</a>`,
  `<svg><a xlink:href="javascript:${ALERT}"><text y="20">x</text></a></svg>`,
  `<math href="javascript:${ALERT}">x</math>`,
  `<video><source onerror="${ALERT}"></video>`,
  `<style>@import 'javascript:${ALERT}';</style>`,
  `<a href="https://ok.example" title="x" onclick="${ALERT}">ok</a>`,
  `<img src=x onerror=${ALERT}`,
  // Links in their disguises
  `[x](javascript:${ALERT})`,
  `[x] (javascript:${ALERT})`,
  `[x](javascript:alert(1) "t")`,
  `[x](&#x6A;avascript:${ALERT})`,
  `[x](java&#x09;script:${ALERT})`,
  `![x](x" onerror="${ALERT})`,
  `![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  `[x]: javascript:${ALERT}\n\n[y][x]`,
  `<javascript:${ALERT}>`,
  // Markdown constructs around the markup
  `Use \`<img src=x onerror=${ALERT}>\` here`,
  `\`\`\`\n<script>${ALERT}</script>\n\`\`\``,
  `    <svg onload=${ALERT}>`,
  `> <img src=x\n> onerror=${ALERT}>`,
  `- item <img src=x onerror=${ALERT}>`,
  `| a |\n|---|\n| <img src=x onerror=${ALERT}> |`,
  `**bold <img src=x onerror=${ALERT}>**`,
  `\`<!--\` <img src=x onerror=${ALERT}> \`-->\``,
  `<img src="x\n\n" onerror=${ALERT}>`,
  `# Title <svg onload=${ALERT}>`,
  `[<img src=x onerror=${ALERT}>](https://ok.example)`,
  `<div>\n<img src=x onerror=${ALERT}>\n</div>`,
  `\\<img src=x onerror=${ALERT}>`,
];

/** Elements a browser runs, loads as a document, or lets rewrite the page's URLs or form targets. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'svg',
  'math',
  'portal',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
  'codebase',
]);

// Scripting on, so <noscript> parses as it does in browsers; handlers that fire are recorded.
const browser = new JSDOM('<!doctype html><body></body>', {
  runScripts: 'dangerously',
  virtualConsole: new VirtualConsole(),
});
const page = browser.window as unknown as Window;
const alerts: string[] = [];
page.alert = (message?: unknown) => alerts.push(`alert ran: ${String(message)}`);
afterAll(() => browser.window.close());

/** What in `html`, parsed as a browser does, could run script. */
function scriptCapable(html: string): string[] {
  alerts.length = 0;
  page.document.body.innerHTML = html;
  const found = [...alerts];
  for (const element of page.document.body.querySelectorAll('*')) {
    const name = element.localName;
    if (ACTIVE_ELEMENTS.has(name)) found.push(`<${name}>`);
    for (const { name: attribute, value } of element.attributes) {
      if (attribute.startsWith('on') || attribute === 'srcdoc') found.push(`${name}[${attribute}]`);
      else if (URL_ATTRIBUTES.has(attribute) && scriptScheme(value) !== undefined)
        found.push(`${name}[${attribute}=${value}]`);
      else if (attribute === 'style' && /expression\(|javascript:/i.test(value))
        found.push(`${name}[style]`);
    }
  }
  page.document.body.innerHTML = '';
  return found;
}

const commonMark = new MarkdownIt('commonmark', { html: true });
// A careless reader renders every link.
commonMark.validateLink = () => true;
const marked = new Marked();
const showdownConverter = new showdown.Converter();

const READERS: Record<string, (markdown: string) => string> = {
  'CommonMark (markdown-it)': (markdown) => commonMark.render(markdown),
  marked: (markdown) => marked.parse(markdown, { async: false }),
  showdown: (markdown) => showdownConverter.makeHtml(markdown),
  'raw HTML': (markdown) => markdown,
};

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

/** Saves each payload as a page and as a policy; the texts as stored. */
async function storeAll(): Promise<{ payload: string; where: string; stored: string }[]> {
  const stored = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const page = await ctx.api
      .post('/cms_edit')
      .set(bearer(tokens.admin))
      .send({ id: 1, title: 'About us', content: `Rest well.\n\n${payload}\n` });
    if (page.status === 200)
      stored.push({ payload, where: 'page', stored: page.body.body.content });
    else expect(page.body.errors).toEqual([expect.objectContaining({ field: 'content' })]);
    const policy = await ctx.api
      .post('/policy_add')
      .set(bearer(tokens.admin))
      .send({ title: `Corpus ${index}`, body: payload, effective_date: '2027-01-01' });
    if (policy.status === 201)
      stored.push({ payload, where: 'policy', stored: policy.body.body.body });
    else expect(policy.body.errors).toEqual([expect.objectContaining({ field: 'body' })]);
  }
  return stored;
}

describe('stored Markdown, read by any reader', () => {
  it('runs no script in CommonMark, marked, showdown or raw HTML', async () => {
    const stored = await storeAll();
    expect(stored.length).toBeGreaterThanOrEqual(PAYLOADS.length);
    const unsafe: Record<string, { payload: string; where: string; found: string[] }[]> = {};
    for (const [reader, render] of Object.entries(READERS)) {
      unsafe[reader] = [];
      for (const { payload, where, stored: text } of stored) {
        const found = scriptCapable(render(text));
        if (found.length > 0) unsafe[reader].push({ payload, where, found });
      }
    }
    expect(unsafe).toEqual(Object.fromEntries(Object.keys(READERS).map((reader) => [reader, []])));
  });

  it('escapes such markup in code too, and says so', async () => {
    const res = await ctx.api
      .post('/cms_edit')
      .set(bearer(tokens.admin))
      .send({ id: 1, title: 'About us', content: `Use \`<img src=x onerror=${ALERT}>\` here` })
      .expect(200);
    expect(res.body.body.content).toBe(`Use \`&lt;img src=x onerror=${ALERT}>\` here`);
    expect(res.body.message).toBe(
      'Page saved. Unsafe markup was removed: event-handler attributes.',
    );
  });

  it('keeps safe HTML and Markdown as written, code included', async () => {
    const content =
      'Line<br>break, <b>bold</b> and `<i>` in code.\n\n```html\n<a href="https://ok.example">x</a>\n```\n';
    const res = await ctx.api
      .post('/cms_edit')
      .set(bearer(tokens.admin))
      .send({ id: 1, title: 'About us', content })
      .expect(200);
    expect(res.body).toMatchObject({ message: 'Page saved', body: { content } });
  });
});
