// The compose setup's same-origin API: the repository's nginx.conf rendered with
// RESTPOINT_API_UPSTREAM proxies /api/ to the API, and the console configured with
// VITE_APP_API_URL=/api calls it on its own origin, so the browser sends no CORS preflight. A
// second nginx (its own port and directory) serves it here; the suite's console stays
// cross-origin.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_URL, CONSOLE_PORT, E2E_DIR } from '../support/env';
import { ACCOUNTS, expect, signInThroughApi, TOKEN_KEY, test } from '../support/fixtures';

const PROXIED_PORT = CONSOLE_PORT + 81;
const PROXIED_URL = `http://localhost:${PROXIED_PORT}`;

let server: ChildProcess | undefined;
let dir = '';
let log = '';

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'restpoint-proxied-'));
  server = spawn('bash', [path.join(E2E_DIR, 'scripts', 'serve-console.sh')], {
    env: {
      ...process.env,
      E2E_CONSOLE_PORT: String(PROXIED_PORT),
      E2E_API_UPSTREAM: API_URL,
      E2E_SERVE_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${PROXIED_URL}/config.js`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 15_000, message: `nginx with the API proxy did not start:\n${log}` },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGQUIT'); // nginx's graceful stop
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

test('nginx proxies /api/ to the API, answering as the API does', async ({ request }) => {
  const direct = await request.get(`${API_URL}/health`);
  const proxied = await request.get(`${PROXIED_URL}/api/health`);
  expect(proxied.status()).toBe(200);
  expect(proxied.headers()['content-type']).toMatch(/^application\/json/);
  // The same answer but the uptime, which may tick over a second between the two calls.
  const withoutUptime = async (answer: typeof direct) => {
    const { body, ...envelope } = (await answer.json()) as { body: Record<string, unknown> };
    const { uptime_seconds: uptime, ...rest } = body;
    expect(typeof uptime).toBe('number');
    return { ...envelope, body: rest };
  };
  expect(await withoutUptime(proxied)).toEqual(await withoutUptime(direct));
  // Only under /api/: the app's own paths are still the app.
  const shell = await request.get(`${PROXIED_URL}/app/users`);
  expect(shell.headers()['content-type']).toMatch(/^text\/html/);
  // The console is told to call its own origin, and the CSP needs no other origin for it.
  const config = await (await request.get(`${PROXIED_URL}/config.js`)).text();
  expect(config).toContain('"VITE_APP_API_URL": "/api"');
  expect(shell.headers()['content-security-policy']).toMatch(/connect-src 'self' ;/);
});

test('the console works through the proxy: same origin, no preflight', async ({ page }) => {
  const { token } = await signInThroughApi(page.request, 'admin');
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('seeded', '1');
      }
    },
    { key: TOKEN_KEY, value: token },
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') calls.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`${PROXIED_URL}/app/users`);
  const table = page.getByRole('table', { name: 'Drivers' });
  await expect(table.getByRole('link').first()).toBeVisible();
  expect(calls).toContain(`GET ${PROXIED_URL}/api/adminProfile`);
  expect(calls.some((call) => call.startsWith(`GET ${PROXIED_URL}/api/users_list?`))).toBe(true);
  expect(calls.filter((call) => !call.startsWith(`GET ${PROXIED_URL}/api/`))).toEqual([]);
});

test('through the proxy each header is sent once: the API caching rule, nginx security headers', async ({
  request,
}) => {
  // Signed in or not, small answers (that nginx could compress) and large ones (the API does).
  const signIn = await request.post(`${PROXIED_URL}/api/adminlogin`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(signIn.status()).toBe(200);
  const { token } = ((await signIn.json()) as { body: { token: string } }).body;
  const authorization = { Authorization: `Bearer ${token}` };
  const answers = [
    signIn,
    await request.get(`${PROXIED_URL}/api/health`),
    await request.get(`${PROXIED_URL}/api/adminProfile`, { headers: authorization }),
    await request.get(`${PROXIED_URL}/api/users_list?limit=50`, { headers: authorization }),
  ];
  for (const answer of answers) {
    const where = new URL(answer.url()).pathname;
    const names = answer.headersArray().map((header) => header.name.toLowerCase());
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      `${where}: sent twice`,
    ).toEqual([]);
    expect(answer.headers()['cache-control'], where).toBe('no-store');
    expect(answer.headers()['x-content-type-options'], where).toBe('nosniff');
    expect(answer.headers()['x-frame-options'], where).toBe('DENY');
  }
});

test("the proxy's access log leaves out an export link's token and search terms", async ({
  request,
}) => {
  const { token } = await signInThroughApi(request, 'admin', `${PROXIED_URL}/api`);
  const mobile = '%2B919876543210';
  const searched = await request.get(`${PROXIED_URL}/api/users_list?page=1&serach=${mobile}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(searched.status()).toBe(200);
  const link = await request.post(`${PROXIED_URL}/api/users_export_link`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  const { url } = ((await link.json()) as { body: { url: string } }).body;
  const secret = url.split('token=')[1]!;
  expect((await request.get(`${PROXIED_URL}/api${url}`)).status()).toBe(200);

  const accessLog = readFileSync(path.join(dir, 'nginx', 'logs', 'access.log'), 'utf8');
  expect(accessLog).toContain('"GET /api/users_export?... HTTP/1.1" 200');
  expect(accessLog).not.toContain(secret);
  expect(accessLog).toContain('"GET /api/users_list?... HTTP/1.1" 200');
  expect(accessLog).not.toContain(mobile);
  // Other requests keep their query.
  expect(accessLog).toContain('"POST /api/users_export_link HTTP/1.1" 200');
});
