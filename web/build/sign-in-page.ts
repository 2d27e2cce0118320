import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/**
 * The sign-in page, prerendered (issue 13): after `vite build`, dist/login.html is the built
 * index.html with the sign-in page's markup in #root, rendered by react-dom/server from the real
 * component (src/app/prerender.tsx). Its scripts (the entry and the sign-in app's chunks, all in
 * one round) are asked for by web/public/after-paint.js once the page has painted. nginx serves it at exactly / and /auth/login
 * (nginx.conf), and so does `vite preview` (below); every other path keeps index.html.
 *
 * The markup is rendered with Vite's own ssrLoadModule, so the module gets the app's config
 * (aliases, defines, JSX) without a second build or a second output directory; it runs in the
 * build itself, so `vite build` with any option (the root `npm start` passes --logLevel) writes it.
 */

const SIGN_IN_APP = 'src/app/sign-in-app.tsx';
/** index.html's #root, with the loading view it shows until the app renders (replaced here). */
const ROOT = /<div id="root">\s*<!-- app-loading -->[\s\S]*<!-- \/app-loading -->\s*<\/div>/;
/** The addresses that get login.html: exact paths, any query. */
const SIGN_IN_PATHS = new Set(['/', '/auth/login']);

/** The languages the pages before the app are written in, and the file each gets. */
const PAGES = [
  { language: 'en', login: 'login.html', index: null },
  { language: 'hi', login: 'login.hi.html', index: 'index.hi.html' },
] as const;

type Catalog = Record<string, string>;
const catalog = (root: string, language: string): Catalog =>
  JSON.parse(readFileSync(path.join(root, 'src', 'lib', `messages.${language}.json`), 'utf8'));

/**
 * index.html in another language: its <html lang>, title, description, loading view and
 * noscript text, from the shared catalog (src/lib/messages.*.json). Fails on a text it cannot find,
 * so a reworded index.html cannot leave English behind.
 */
export function translatedIndex(index: string, language: string, en: Catalog, other: Catalog) {
  let html = index.replace('<html lang="en">', `<html lang="${language}">`);
  for (const key of ['app.name', 'app.description', 'app.loading', 'app.needsJavaScript']) {
    const [from, to] = [en[key], other[key]];
    if (!from || !to) throw new Error(`src/lib/messages.*.json: "${key}" is missing`);
    const pattern = new RegExp(
      `(>|content=")${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(<|")`,
      'g',
    );
    if (!pattern.test(html)) throw new Error(`index.html has no "${from}" (${key}) to translate`);
    html = html.replace(pattern, (_match, open: string, close: string) => `${open}${to}${close}`);
  }
  return html;
}

/** The sign-in page's markup in each language, rendered by one Vite server. */
async function renderMarkup(
  root: string,
  languages: readonly string[],
): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderSignInPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      renderSignInPage: (language: string) => Promise<string>;
    };
    const markup = new Map<string, string>();
    for (const language of languages) markup.set(language, await renderSignInPage(language));
    return markup;
  } finally {
    await server.close();
  }
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A chunk and its static imports: what its import() asks for. */
function chunksOf(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunksOf(manifest, dep, files);
  return files;
}

export function signInPage(): Plugin[] {
  let root = '';
  let outDir = '';
  return [
    {
      name: 'restpoint:sign-in-page',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        outDir = path.resolve(config.root, config.build.outDir);
      },
      async closeBundle() {
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!ROOT.test(index) || !index.includes('</head>')) {
          throw new Error('dist/index.html has no #root with its app-loading view or no </head>');
        }
        // The entry and every chunk the sign-in app needs, asked for by after-paint.js once the
        // page has painted (web/public/after-paint.js says why), not by tags of login.html.
        const entryTag = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(
          index,
        );
        if (!entryTag) throw new Error('dist/index.html has no entry script');
        // The entry's own imports and the sign-in app's: not index.html's other modulepreload
        // links (the signed-in chunk, build/signed-in-preload.ts), which this page does not need.
        const preloadTags = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
        const preloadFiles = new Set([
          ...chunksOf(manifest, 'index.html'),
          ...chunksOf(manifest, SIGN_IN_APP),
        ]);
        preloadFiles.delete(entryTag[1]!);
        const loader =
          `    <script src="/after-paint.js" data-entry="/${entryTag[1]}"` +
          ` data-preload="${[...preloadFiles].map((file) => `/${file}`).join(' ')}" defer></script>\n`;
        const page = index.replace(entryTag[0], '').replace(preloadTags, '');
        const en = catalog(root, 'en');
        const renderings = await renderMarkup(
          root,
          PAGES.map((entry) => entry.language),
        );
        for (const { language, login, index: indexFile } of PAGES) {
          const translated =
            language === 'en' ? page : translatedIndex(page, language, en, catalog(root, language));
          if (indexFile) {
            writeFileSync(
              path.join(outDir, indexFile),
              translatedIndex(index, language, en, catalog(root, language)),
            );
          }
          // React writes the page's <title> (and a preload of the logo) where it renders them;
          // they belong in <head>, where the client's React finds them again when it hydrates.
          const rendered = renderings.get(language)!;
          const hoisted = /^((?:<link [^>]*>|<title>[^<]*<\/title>)*)/.exec(rendered)?.[1] ?? '';
          const markup = rendered.slice(hoisted.length);
          const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
          const links = hoisted.replace(/<title>[^<]*<\/title>/, '');
          if (!title || !/^<title>/m.test(index.match(/<title>[^<]*<\/title>/)?.[0] ?? '')) {
            throw new Error('the sign-in page rendered no <title>, or index.html has none');
          }
          // data-lang: the language main.tsx hydrates the markup in.
          const html = translated
            .replace(/<title>[^<]*<\/title>/, title)
            .replace('</head>', `${loader}${links ? `    ${links}\n` : ''}  </head>`)
            .replace(ROOT, () => `<div id="root" data-lang="${language}">${markup}</div>`);
          writeFileSync(path.join(outDir, login), html);
        }
      },
    },
    {
      // `vite preview` (the root `npm start`) serves login.html where nginx does.
      name: 'restpoint:sign-in-page-preview',
      configurePreviewServer(server) {
        server.middlewares.use((request, _response, next) => {
          const [pathname, query] = (request.url ?? '/').split(/\?(.*)/s);
          // As nginx.conf does: the Hindi pages for a browser whose language cookie says so.
          const hindi = /(?:^|;\s*)bullet_language=hi(?:;|$)/.test(request.headers.cookie ?? '');
          if (SIGN_IN_PATHS.has(pathname ?? '')) {
            request.url = (hindi ? '/login.hi.html' : '/login.html') + (query ? `?${query}` : '');
          } else if (hindi && !/\.[a-z0-9]+$/i.test(pathname ?? '')) {
            request.url = '/index.hi.html' + (query ? `?${query}` : '');
          }
          next();
        });
      },
    },
  ];
}
