// The console as the web image serves it: real nginx, the repository's nginx.conf rendered by
// web/docker/render-runtime.sh (see e2e/scripts/serve-console.sh), over the built web/dist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { API_URL, WEB_DIST } from '../support/env';

const indexHtml = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
/** The hashed bundles index.html loads, e.g. /assets/index-AbC123.js. */
const assets = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
const scriptAsset = assets.find((a) => a.endsWith('.js'));
const styleAsset = assets.find((a) => a.endsWith('.css'));
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cspDirectives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, `Content-Security-Policy on ${response.url()}`).toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const where = `${response.status()} ${new URL(response.url()).pathname}`;
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\)/);
  expect(headers['server'], `${where}: server_tokens off`).toBe('nginx');

  const csp = cspDirectives(response);
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  expect(csp.get('script-src'), where).toEqual(["'self'"]);
  expect(csp.get('style-src'), where).toEqual(["'self'"]);
  expect(csp.get('connect-src'), where).toEqual(["'self'", API_URL]);
  expect(csp.get('img-src'), where).toEqual(["'self'", 'data:', API_URL]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(csp.get('form-action'), where).toEqual(["'self'"]);
}

test('index.html loads config.js before a hashed bundle under /assets/, without blocking', () => {
  expect(scriptAsset, 'index.html has a /assets/*.js module').toBeTruthy();
  // Deferred: it no longer blocks the first paint, and deferred scripts run in document order,
  // before the module bundle that follows it.
  expect(indexHtml).toContain('<script src="/config.js" defer></script>');
  expect(indexHtml.indexOf('src="/config.js"')).toBeLessThan(indexHtml.indexOf(scriptAsset!));
  expect(indexHtml).toMatch(new RegExp(`<script type="module" [^>]*src="${scriptAsset}"`));
});

test('app routes fall back to index.html, which is never cached', async ({ request }) => {
  // / and /auth/login are login.html (tests/sign-in-page.spec.ts).
  for (const route of ['/app/dashbord', '/app/users/view/42', '/auth/register?redirectTo=%2Fapp']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
    expect(response.headers()['cache-control'], route).toBe('no-cache');
    expect(await response.text(), route).toBe(indexHtml);
  }
});

test('hashed assets are served and cached for a year as immutable', async ({ request }) => {
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    expect(response.headers()['content-type'], asset).toMatch(/javascript|css/);
    expect(await response.body(), asset).toEqual(readFileSync(path.join(WEB_DIST, asset)));
  }
});

test('a missing asset is a real 404, not the app shell', async ({ request }) => {
  const response = await request.get('/assets/index-doesnotexist.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('id="root"');
  expect(response.headers()['cache-control'] ?? '').not.toContain('immutable');
});

test('config.js carries the runtime settings and is never cached', async ({ request }) => {
  const response = await request.get('/config.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const sandbox = { window: {} as { __RESTPOINT_CONFIG__?: unknown } };
  vm.runInNewContext(await response.text(), sandbox);
  expect(sandbox.window.__RESTPOINT_CONFIG__).toEqual({
    VITE_APP_API_URL: API_URL,
    VITE_APP_BASE_URL: API_URL,
    VITE_APP_ENABLE_API_MOCKING: 'true',
  });
});

test('html, js and css are gzip-compressed for clients that accept it', async ({ request }) => {
  for (const url of ['/app/dashbord', scriptAsset!, styleAsset ?? scriptAsset!]) {
    const gzipped = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding'], url).toBe('gzip');
    expect(gzipped.headers()['vary'], url).toMatch(/Accept-Encoding/i);
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(await gzipped.body(), url).toEqual(await plain.body());
  }
});

test('bundles are sent as the .gz files the build wrote (gzip_static)', async ({ request }) => {
  for (const asset of assets) {
    const gz = path.join(WEB_DIST, `${asset}.gz`);
    expect(existsSync(gz), `${asset}.gz`).toBe(true);
    expect(gunzipSync(readFileSync(gz)), asset).toEqual(readFileSync(path.join(WEB_DIST, asset)));
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], asset).toBe('gzip');
    // A file sent as it is has a length; gzip on the fly is chunked and has none.
    expect(response.headers()['content-length'], asset).toBe(String(statSync(gz).size));
  }
  // config.js is rewritten when the container starts: a .gz of it would go stale.
  expect(existsSync(path.join(WEB_DIST, 'config.js.gz'))).toBe(false);
  expect(existsSync(path.join(WEB_DIST, 'index.html.gz'))).toBe(false);
});

test('security headers and the CSP are on every answer, 404s included', async ({ request }) => {
  const answers = [
    ['/', 200],
    ['/app/dashbord', 200],
    ['/config.js', 200],
    [scriptAsset!, 200],
    ['/assets/index-doesnotexist.js', 404],
    ['/.env', 404],
  ] as const;
  for (const [url, status] of answers) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expectSecurityHeaders(response);
  }
});

test('robots.txt asks every crawler to stay out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).not.toContain('id="root"');
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/$/m);
  expectSecurityHeaders(response);
});

test('index.html links the SVG favicon, and /favicon.ico is that icon, not the app shell', async ({
  request,
}) => {
  const link = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(indexHtml);
  expect(link?.[1], 'index.html links an SVG icon').toBe('/favicon.svg');
  const icon = readFileSync(path.join(WEB_DIST, 'favicon.svg'));
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\/svg\+xml/);
    expect(await response.body(), url).toEqual(icon);
    expectSecurityHeaders(response);
  }
});

test('source maps are not served, and the bundles do not point at any', async ({ request }) => {
  // The harness serves the local build, which keeps its maps for debugging (the image has none).
  const maps = readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.map'));
  const urls = [...maps.map((f) => `/assets/${f}`), `${scriptAsset}.map`, '/index.js.map'];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain('"mappings"');
    expect(await response.text(), url).not.toContain('id="root"');
    expectSecurityHeaders(response);
  }
  for (const asset of assets) {
    const text = await (await request.get(asset)).text();
    expect(text, asset).not.toMatch(/sourceMappingURL=/);
  }
});
