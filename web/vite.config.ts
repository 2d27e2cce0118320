import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The build configuration the console ships with; the repo root `.env` overrides it at build time,
// and the Docker image's runtime config.js overrides both (see web/docker/render-runtime.sh).
const defaults = {
  VITE_APP_API_URL: 'http://localhost:8080',
  VITE_APP_BASE_URL: 'http://localhost:8080',
  VITE_APP_ENABLE_API_MOCKING: 'true',
};

/**
 * The sign-in page, prerendered (issue 13): after `vite build`, dist/login.html is the built
 * index.html with the sign-in page's markup in #root, rendered by react-dom/server from the real
 * component (src/app/prerender.tsx), and modulepreload links for the sign-in app's chunks so that
 * they come with the entry, in one round. nginx serves it at exactly / and /auth/login
 * (nginx.conf), and so does `vite preview` (below); every other path keeps index.html.
 *
 * The markup is rendered with Vite's own ssrLoadModule, so the module gets the app's config
 * (aliases, defines, JSX) without a second build or a second output directory; it runs in the
 * build itself, so `vite build` with any option (the root `npm start` passes --logLevel) writes it.
 */

const SIGN_IN_APP = 'src/app/sign-in-app.tsx';
const ROOT = '<div id="root"></div>';
/** The addresses that get login.html: exact paths, any query. */
const SIGN_IN_PATHS = new Set(['/', '/auth/login']);

async function renderMarkup(root: string): Promise<string> {
  const server = await createServer({
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = await server.ssrLoadModule('/src/app/prerender.tsx');
    return (module as { renderSignInPage: () => string }).renderSignInPage();
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

function signInPage(): Plugin[] {
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
        if (!index.includes(ROOT) || !index.includes('</head>')) {
          throw new Error('dist/index.html has no empty #root or no </head>');
        }
        const preloads = [...chunksOf(manifest, SIGN_IN_APP)]
          .filter((file) => !index.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        // React writes the page's <title> (and a preload of the logo) where it renders them;
        // they belong in <head>, where the client's React finds them again when it hydrates.
        const rendered = await renderMarkup(root);
        const hoisted = /^((?:<link [^>]*>|<title>[^<]*<\/title>)*)/.exec(rendered)?.[1] ?? '';
        const markup = rendered.slice(hoisted.length);
        const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
        const links = hoisted.replace(/<title>[^<]*<\/title>/, '');
        if (!title || !/^<title>/m.test(index.match(/<title>[^<]*<\/title>/)?.[0] ?? '')) {
          throw new Error('the sign-in page rendered no <title>, or index.html has none');
        }
        const html = index
          .replace(/<title>[^<]*<\/title>/, title)
          .replace('</head>', `${preloads}${links ? `    ${links}\n` : ''}  </head>`)
          .replace(ROOT, `<div id="root">${markup}</div>`);
        writeFileSync(path.join(outDir, 'login.html'), html);
      },
    },
    {
      // `vite preview` (the root `npm start`) serves login.html where nginx does.
      name: 'restpoint:sign-in-page-preview',
      configurePreviewServer(server) {
        server.middlewares.use((request, _response, next) => {
          const [pathname, query] = (request.url ?? '/').split(/\?(.*)/s);
          if (SIGN_IN_PATHS.has(pathname ?? '')) {
            request.url = '/login.html' + (query ? `?${query}` : '');
          }
          next();
        });
      },
    },
  ];
}

export default defineConfig(({ mode }) => {
  const fromEnv = loadEnv(mode, repoRoot, 'VITE_APP_');
  const env = { ...defaults, ...fromEnv };
  return {
    envDir: repoRoot,
    plugins: [
      react(),
      // A .gz next to each bundle, served by nginx's gzip_static (nginx.conf, /assets/ only):
      // compressed once at the highest level instead of per request at level 6. Only the hashed
      // bundles: config.js is rewritten at start (render-runtime.sh), so a .gz of it would go
      // stale. gzip only: neither Debian's nginx nor nginx:stable-alpine has the brotli module.
      // vite-plugin-compression2 rather than vite-plugin-compression, which is unmaintained.
      compression({ include: /^assets\/.*\.(js|css)$/, algorithms: ['gzip'] }),
      // dist/login.html: the sign-in page prerendered (nginx serves it at / and /auth/login).
      signInPage(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    server: { port: 3000, strictPort: true },
    preview: { port: 3000, strictPort: true },
    // 'hidden': maps are written next to the bundles (for debugging a build locally) but the
    // bundles do not point at them; the web image leaves them out (Dockerfile).
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What the sign-in app and the signed-in app share (the session, the store, SWR and
                // the providers): one chunk, not one per combination of importers.
                name: 'session',
                test: /\/src\/(app\/provider|components\/ui\/notices|components\/errors\/(error-boundary|app-error-fallback)|lib\/(auth|api-client|access|swr-config)|store\/)|\/node_modules\/(@reduxjs|redux|immer|react-redux|swr|use-sync-external-store|dequal)\//,
              },
            ],
          },
        },
      },
    },
  };
});
