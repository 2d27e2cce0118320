import { fileURLToPath, URL } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
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
 * Bootstrap's CSS cut down to the selectors the console can use, at build time only (the dev
 * server keeps the whole file, so editing a screen never needs a restart). PurgeCSS keeps a
 * selector when each of its classes appears as a word in the console's sources (index.html, the
 * other prerendered pages, src/); react-bootstrap builds more class names at run time from its
 * prefixes and props (`${bsPrefix}-${variant}`, `navbar-expand-${expand}`, `text-bg-${bg}`,
 * modal/offcanvas/toast/dropdown states...), so those families are kept whole by the safelist
 * below. CSS variables, keyframes and font faces are kept (PurgeCSS's defaults). Only Bootstrap's
 * file is purged: styles.css is the console's own. `npm run check:css -w e2e` proves the result
 * with screenshots of every screen compared pixel by pixel against an unpurged build.
 * RESTPOINT_PURGE_CSS=off builds without it (that reference build).
 */
type PostcssPlugin = Extract<ReturnType<typeof purgeCss>, { postcssPlugin: string }>;
const bootstrapCss = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;
const runtimeClassFamilies = [
  // Variants and sizes: btn-*, alert-*, bg-*, text-bg-*, text-*, border-*, table-*, badge.
  'btn',
  'alert',
  'bg',
  'text',
  'border',
  'table',
  'badge',
  'list-group',
  'spinner',
  'placeholder',
  // Overlays and their transition states (added and removed by react-bootstrap's transitions).
  // Not tooltip/popover (bs-tooltip-*, bs-popover-*): the console uses neither.
  'modal',
  'offcanvas',
  'toast',
  'dropdown',
  'dropup',
  'dropend',
  'dropstart',
  'fade',
  'show',
  'showing',
  'hiding',
  'collapse',
  'collapsing',
  'collapsed',
  'accordion',
  // Navigation, forms and layout that take a breakpoint, size or state from props.
  'navbar',
  'nav',
  'pagination',
  'page',
  'form',
  'input-group',
  'is-invalid',
  'is-valid',
  'was-validated',
  'invalid',
  'valid',
  'active',
  'disabled',
  'card',
  'container',
  'row',
  'col',
  'position',
  'fixed',
  'sticky',
  'visually-hidden',
];
const runtimeClasses = new RegExp(`^(${runtimeClassFamilies.join('|')})(-|$)`);

function purgeBootstrap(): PostcssPlugin {
  const purge = purgeCss({
    content: [
      fileURLToPath(new URL('./*.html', import.meta.url)),
      fileURLToPath(new URL('./src/**/*.{ts,tsx}', import.meta.url)),
    ],
    safelist: { standard: [runtimeClasses, /^:root$/, /^html$/, /^body$/] },
  });
  return {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root, helpers) {
      if (!bootstrapCss.test(root.source?.input.file ?? '')) return;
      return 'OnceExit' in purge ? purge.OnceExit?.(root, helpers) : undefined;
    },
  };
}

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
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    css: { postcss: { plugins: purge ? [purgeBootstrap()] : [] } },
    server: { port: 3000, strictPort: true },
    preview: { port: 3000, strictPort: true },
    // 'hidden': maps are written next to the bundles (for debugging a build locally) but the
    // bundles do not point at them; the web image leaves them out (Dockerfile).
    build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
  };
});
