import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { purgeBootstrap } from './build/purge-bootstrap.ts';
import { signInPage } from './build/sign-in-page.ts';
import { SIGNED_IN_CHUNK, signedInPreload } from './build/signed-in-preload.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const routerBuild = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

const modules = (folder: string, names: string[]) => `${folder}/(${names.join('|')})`;
const UI_KIT = new RegExp(
  `/node_modules/(${[
    'react-bootstrap',
    '@restart',
    'dom-helpers',
    '@popperjs',
    'uncontrollable',
    'react-transition-group',
    'react-lifecycles-compat',
    '@babel/runtime',
    'invariant',
    '@react-aria',
  ].join('|')})/`,
);
const SIGN_IN_KIT = new RegExp(
  `/node_modules/(${modules('react-bootstrap/esm', [
    'Form\\w*',
    'Feedback',
    'FloatingLabel',
    'Switch',
    'ElementChildren',
    'Col',
    'Button',
    'Spinner',
    'Card\\w*',
    'divWithClassName',
  ])}|@restart/ui/esm/Button)\\.js$`,
);
/** The session, the store, SWR and the providers: what the sign-in app and the signed-in app share. */
const SESSION =
  /\/src\/(app\/provider|components\/ui\/notices|components\/errors\/(error-boundary|app-error-fallback)|lib\/(auth|api-client|access|swr-config|use-hydrated|use-preference-choice)|components\/ui\/preference-options|store\/)|\/node_modules\/(@reduxjs|redux|immer|react-redux|swr|use-sync-external-store|dequal)\//;
/** The form and card parts of react-bootstrap (and their helpers) the sign-in page shares too. */
const SIGN_IN_SHARED = new RegExp(
  `${SIGN_IN_KIT.source}|/node_modules/(prop-types|warning|react-aria/dist/private/ssr)/|/src/components/layout/title\\.ts$`,
);
/** The router and the app around it: the sections' screens, the guards, the frame's error and progress views. */
const SIGNED_IN =
  /\/node_modules\/react-router(-dom)?\/|\/src\/(app\/(index|router|screens|root-layout|guards|routes\/signed-in-area)|features\/[^/]+\/screens|components\/errors\/(main-error-fallback|not-allowed)|components\/ui\/route-progress-bar)\.tsx?$/;
/** The frame and list parts every signed-in screen uses. */
const APP_KIT = new RegExp(
  `/src/(${[
    modules('components/layout', [
      'app-layout',
      'content-layout',
      'mock-data-badge',
      'navigation',
      'screen-focus',
      'section-tabs',
      'sidebar',
      'user-menu',
    ]),
    modules('components/ui', [
      'avatar',
      'confirm-dialog',
      'confirmation',
      'day-filter',
      'drawer',
      'export-button',
      'filter-select',
      'list-panel',
      'list-return',
      'list-screen',
      'list-table',
      // The kit's English, which every screen's lists and forms show.
      'messages\\.gen',
      'pagination-bar',
      'query-state',
      'row-actions',
      'search-input',
      'section-link',
      'selection-bar',
      'spinner',
      'status-badge',
      'use-list-screen',
      'use-row-selection',
    ]),
    modules('lib', [
      'api-limits\\.gen',
      'api-query',
      'download',
      'format',
      'geography',
      'list-params',
      'stale-edit',
      'use-access',
      'use-debounced-value',
    ]),
  ].join('|')})\\.tsx?$`,
);

// The build configuration the console ships with; the repo root `.env` overrides it at build time,
// and the Docker image's runtime config.js overrides both (see web/docker/render-runtime.sh).
const defaults = {
  VITE_APP_API_URL: 'http://localhost:8080',
  VITE_APP_BASE_URL: 'http://localhost:8080',
  VITE_APP_ENABLE_API_MOCKING: 'true',
};

export default defineConfig(({ command, mode }) => {
  const purge = command === 'build' && process.env.RESTPOINT_PURGE_CSS !== 'off';
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
      signedInPreload(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package exports only its development build (remix-run/react-router#12532,
        // #14102: "temporary" since 7.0.2), so a production bundle carries its dev-only warnings
        // and checks. Its own production build sits beside it in the package: use that for
        // `vite build` (the tests and `npm run dev` keep the development one and its warnings).
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: routerBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    define: Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    css: { postcss: { plugins: purge ? [purgeBootstrap()] : [] } },
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
                // What both apps share: one chunk, not one per combination of importers. The small
                // react-bootstrap parts both use are here too: in chunks of their own they were
                // 6 more files on each page.
                name: 'session',
                priority: 10,
                test: (id: string) => SESSION.test(id) || SIGN_IN_SHARED.test(id),
              },
              {
                // What every signed-in screen needs: the app and its router, react-bootstrap for
                // the frame and lists, the layout and list helpers. One file, which index.html asks
                // for beside the entry (build/signed-in-preload.ts): nginx serves the console over
                // HTTP/1.1 (no TLS), where a browser fetches at most 6 files at once and each file
                // costs a round trip; in 13 files it came only after the entry had run, and the
                // drivers list needed 20 files in 2 rounds (issue 13).
                name: SIGNED_IN_CHUNK,
                priority: 5,
                test: (id: string) =>
                  (UI_KIT.test(id) && !SIGN_IN_KIT.test(id)) ||
                  APP_KIT.test(id) ||
                  SIGNED_IN.test(id),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
