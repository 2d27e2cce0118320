// The container bundle as docker-compose.yml runs it, started by e2e/scripts/docker-smoke.sh: the
// console and its API through the console's own origin (nginx proxies /api/), and what the
// containers are made of. Figures are checked for being there, not for their values: the mock's
// data is generated.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { ACCOUNTS, TOKEN_KEY } from '../support/fixtures';

const DOCKER = process.env.SMOKE_DOCKER ?? 'docker';
/** The compose command with the smoke's project and file, e.g. ["docker", "compose", "--project-name", ...]. */
const COMPOSE = JSON.parse(process.env.SMOKE_COMPOSE ?? '["docker", "compose"]') as string[];
const SERVICES = ['mock-api', 'web'];

function run(command: string[]): string {
  const [file, ...args] = command;
  return execFileSync(file!, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}
const compose = (...args: string[]): string => run([...COMPOSE, ...args]);
const containerOf = (service: string): string => compose('ps', '-q', service);
const inspect = (container: string, format: string): string =>
  run([DOCKER, 'inspect', '-f', format, container]);

async function expectHealthy(service: string): Promise<void> {
  await expect
    .poll(() => inspect(containerOf(service), '{{.State.Health.Status}}'), {
      message: `${service}'s healthcheck`,
      timeout: 90_000,
    })
    .toBe('healthy');
}

/** The hashed bundles the console's index.html loads. */
async function bundles(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/app/dashbord')).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}

function expectSecurityHeaders(response: APIResponse, where: string): void {
  const names = response.headersArray().map((header) => header.name.toLowerCase());
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    `${where}: headers sent twice`,
  ).toEqual([]);
  const headers = response.headers();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\)/);
  expect(headers['content-security-policy'], where).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(headers['content-security-policy'], where).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
}

test('both containers are healthy, every process non-root, the root file system read-only', () => {
  for (const service of SERVICES) {
    const id = containerOf(service);
    expect(inspect(id, '{{.State.Health.Status}}'), service).toBe('healthy');
    // The image's user from the first process on: PID 1 (the entrypoint, then nginx's master or
    // node) and everything it started; real, effective, saved and file-system ids alike.
    expect(['', 'root', '0']).not.toContain(inspect(id, '{{.Config.User}}').split(':')[0]);
    const statuses = run([DOCKER, 'exec', id, 'sh', '-c', 'grep -H "^Uid:" /proc/[0-9]*/status']);
    const processes = [...statuses.matchAll(/^\/proc\/(\d+)\/status:Uid:\s+(.+)$/gm)].map(
      ([, pid, ids]) => ({ pid, ids: ids!.trim().split(/\s+/) }),
    );
    expect(
      processes.map((p) => p.pid),
      `${service}: processes`,
    ).toContain('1');
    expect(
      processes.filter((p) => p.ids.includes('0')),
      `${service}: processes running as root`,
    ).toEqual([]);
    expect(inspect(id, '{{.HostConfig.ReadonlyRootfs}}'), service).toBe('true');
    expect(inspect(id, '{{json .HostConfig.Tmpfs}}'), service).toContain('"/tmp"');
    expect(inspect(id, '{{json .HostConfig.CapDrop}}'), service).toContain('ALL');
  }
  // Even where its user may write, nothing outside /tmp is written.
  const write = spawnSync(
    DOCKER,
    ['exec', containerOf('mock-api'), 'sh', '-c', 'echo x > "$HOME/write-check"'],
    { encoding: 'utf8' },
  );
  expect(write.status).not.toBe(0);
  expect(write.stderr).toMatch(/Read-only file system/);
});

test('sign-in, dashboard counts, the drivers list and an edit the API keeps, on one origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    if (url.origin !== origin) elsewhere.push(request.url());
    else if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });

  await page.goto('/');
  await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/dashbord$/);
  await expect(page.getByTestId('count-totalUsers')).toHaveText(/^[1-9][\d,]*$/);
  expect(apiCalls).toContain('POST /api/adminlogin');

  await page.getByRole('link', { name: 'Drivers', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/users$/);
  const rows = page.getByRole('table', { name: 'Drivers' }).locator('tbody tr');
  await expect(rows.first().getByRole('link').first()).toBeVisible();

  // An edit: a driver blocked in the console is blocked for the API, after a reload too.
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  const headers = { Authorization: `Bearer ${token}` };
  const driversWith = async (query: string) => {
    const response = await page.request.get(`/api/users_list?${query}`, { headers });
    expect(response.status(), `GET /api/users_list?${query}`).toBe(200);
    return ((await response.json()) as { body: DriverRow[] }).body;
  };
  const [target] = await driversWith('status=active&limit=1');
  expect(target, 'an active driver').toBeTruthy();
  await page.goto(`/app/users?serach=${encodeURIComponent(target!.vehicle_number)}`);
  await page.getByRole('button', { name: `Change status of ${target!.full_name}` }).click();
  await page.getByRole('button', { name: 'Blocked' }).click();
  await page
    .getByRole('dialog', { name: 'Change driver status?' })
    .getByRole('button', { name: 'Make blocked' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status updated' }).first()).toBeVisible();
  await page.reload();
  await expect(
    rows.first().getByText('Blocked', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  const blocked = await driversWith(
    `status=blocked&serach=${encodeURIComponent(target!.vehicle_number)}`,
  );
  expect(blocked.map((driver) => driver.id)).toContain(target!.id);

  expect(elsewhere, 'requests to another origin').toEqual([]);
});

interface DriverRow {
  id: number;
  full_name: string;
  vehicle_number: string;
}

test('security headers on pages, bundles and API answers, each sent once; no source maps', async ({
  request,
}) => {
  const assets = await bundles(request);
  expect(assets.length).toBeGreaterThan(0);
  const answers: [string, number][] = [
    ['/', 200],
    ['/app/dashbord', 200],
    ['/config.js', 200],
    ...assets.map((asset): [string, number] => [asset, 200]),
    ['/assets/index-missing.js', 404],
    ['/api/health', 200],
    ['/api/users_list', 401],
  ];
  for (const [url, status] of answers) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expectSecurityHeaders(response, url);
  }
  // Signed-in answers, small and large (the API compresses what is worth it, nginx adds nothing).
  const { email, password } = ACCOUNTS.admin;
  const signIn = await request.post('/api/adminlogin', { data: { email, password } });
  expectSecurityHeaders(signIn, 'POST /api/adminlogin');
  const { token } = ((await signIn.json()) as { body: { token: string } }).body;
  for (const url of ['/api/adminProfile', '/api/users_list?limit=50']) {
    const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), url).toBe(200);
    expectSecurityHeaders(response, url);
    // The API's caching rule, not the console's.
    expect(response.headers()['cache-control'], url).toBe('no-store');
  }
  expect((await request.get('/app/dashbord')).headers()['cache-control']).toBe('no-cache');

  for (const asset of assets) {
    const map = await request.get(`${asset}.map`);
    expect(map.status(), `${asset}.map`).toBe(404);
    expect(await (await request.get(asset)).text(), asset).not.toMatch(/sourceMappingURL=/);
  }
  const web = containerOf('web');
  expect(run([DOCKER, 'exec', web, 'find', '/usr/share/nginx/html', '-name', '*.map'])).toBe('');
});

test('new runtime settings take effect on a restart, without a rebuild', async ({ request }) => {
  const images = 'https://images.restpoint.test';
  const readConfig = async (): Promise<Record<string, string>> => {
    const sandbox = { window: {} as { __RESTPOINT_CONFIG__?: Record<string, string> } };
    vm.runInNewContext(await (await request.get('/config.js')).text(), sandbox);
    return sandbox.window.__RESTPOINT_CONFIG__ ?? {};
  };
  expect((await readConfig()).VITE_APP_BASE_URL).toBe('/api');

  const before = containerOf('web');
  const image = inspect(before, '{{.Image}}');
  const dir = mkdtempSync(path.join(tmpdir(), 'restpoint-smoke-'));
  const settings = path.join(dir, 'settings.yml');
  writeFileSync(
    settings,
    `services:\n  web:\n    environment:\n      VITE_APP_BASE_URL: ${images}\n`,
  );
  try {
    compose('--file', settings, 'up', '--detach', '--no-build', '--no-deps', 'web');
    await expectHealthy('web');
    const after = containerOf('web');
    expect(after, 'a new container').not.toBe(before);
    expect(inspect(after, '{{.Image}}'), 'the same image').toBe(image);
    expect(await readConfig()).toEqual({
      VITE_APP_API_URL: '/api',
      VITE_APP_BASE_URL: images,
      VITE_APP_ENABLE_API_MOCKING: 'true',
    });
    const csp = (await request.get('/app/dashbord')).headers()['content-security-policy'];
    expect(csp).toContain(`img-src 'self' data: ${images};`);
  } finally {
    compose('up', '--detach', '--no-build', '--no-deps', 'web');
    rmSync(dir, { recursive: true, force: true });
  }
  await expectHealthy('web');
  expect((await readConfig()).VITE_APP_BASE_URL).toBe('/api');
});
