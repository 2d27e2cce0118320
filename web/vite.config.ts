import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { purgeBootstrap } from './build/purge-bootstrap';
import { signInPage } from './build/sign-in-page';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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
