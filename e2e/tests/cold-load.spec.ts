// No request waterfall on a cold load (issue 13): with the access (role and permissions) kept from
// the last profile answer, a signed-in screen asks for its data together with the current user,
// not after it; a screen that access forbids asks for nothing and shows no toast. Every API
// answer is held back 1.5 s here, so that "together" and "after" cannot be confused.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { ACCOUNTS, expect, loginAs, signInThroughApi, test } from '../support/fixtures';
import { everySection } from '../support/sections';

const LATENCY_MS = 1_500;
const ACCESS_KEY = 'bullet_access';

type Timeline = { started: Map<string, number>; answered: Map<string, number> };

/** Holds every API answer back `LATENCY_MS` and notes when each path was asked and answered. */
async function slowApi(page: Page): Promise<Timeline> {
  const timeline: Timeline = { started: new Map(), answered: new Map() };
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    if (!request.url().startsWith(API_URL) || request.method() === 'OPTIONS') return;
    if (!timeline.started.has(pathOf(request.url()))) {
      timeline.started.set(pathOf(request.url()), Date.now());
    }
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(API_URL) || response.request().method() === 'OPTIONS') return;
    if (!timeline.answered.has(pathOf(response.url()))) {
      timeline.answered.set(pathOf(response.url()), Date.now());
    }
  });
  await page.route(`${API_URL}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await route.continue();
  });
  return timeline;
}

/** Signs `page` in and opens the dashboard once, so that the profile's access is kept. */
async function signedInBefore(page: Page, role: 'admin' | 'subadmin') {
  await loginAs(page, role);
  await page.goto('/app/dashbord');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), ACCESS_KEY))
    .toBeTruthy();
}

function expectAskedBeforeProfileAnswered(timeline: Timeline, path: string) {
  const asked = timeline.started.get(path);
  const profileAnswered = timeline.answered.get('/adminProfile');
  expect(asked, `${path} asked for`).toBeDefined();
  expect(profileAnswered, 'GET /adminProfile answered').toBeDefined();
  expect(asked!, `${path} asked before GET /adminProfile answered`).toBeLessThan(profileAnswered!);
}

test('a cold load of the drivers list asks for the list together with the profile', async ({
  page,
}) => {
  await signedInBefore(page, 'admin');
  const timeline = await slowApi(page);
  const start = Date.now();
  await page.goto('/app/users');
  const table = page.getByRole('table', { name: 'Drivers' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  const toRows = Date.now() - start;
  expectAskedBeforeProfileAnswered(timeline, '/users_list');
  await expect(page.locator('.notifications .toast')).toHaveCount(0);
  test.info().annotations.push({ type: 'time to rows (ms)', description: String(toRows) });
});

test('a cold load of the dashboard asks for the counts together with the profile', async ({
  page,
}) => {
  await signedInBefore(page, 'admin');
  const timeline = await slowApi(page);
  await page.goto('/app/dashbord');
  await expect(page.getByTestId('count-totalUsers')).not.toHaveText('0', { timeout: 15_000 });
  expectAskedBeforeProfileAnswered(timeline, '/dashboard_count');
  await expect(page.locator('.notifications .toast')).toHaveCount(0);
});

test('without a kept access (a first load after this change) it still waits, then shows', async ({
  page,
}) => {
  await signedInBefore(page, 'admin');
  await page.evaluate((key) => localStorage.removeItem(key), ACCESS_KEY);
  const timeline = await slowApi(page);
  const start = Date.now();
  await page.goto('/app/users');
  await expect(page.getByRole('table', { name: 'Drivers' }).getByRole('link').first()).toBeVisible({
    timeout: 15_000,
  });
  const toRows = Date.now() - start;
  expect(timeline.started.get('/users_list')!).toBeGreaterThanOrEqual(
    timeline.answered.get('/adminProfile')!,
  );
  test.info().annotations.push({ type: 'time to rows (ms)', description: String(toRows) });
});

/** The demo sub admin may use drivers only: check-ins and everything else, none. */
async function limitSubAdminToDrivers(request: APIRequestContext) {
  const { token } = await signInThroughApi(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`${API_URL}/sub_admin_list`, {
    params: { search: ACCOUNTS.subadmin.email },
    headers,
  });
  const rows = ((await list.json()) as { body: { id: number; email: string; full_name: string }[] })
    .body;
  const account = rows.find((row) => row.email === ACCOUNTS.subadmin.email)!;
  const none = 'none';
  const edited = await request.post(`${API_URL}/sub_admin_edit`, {
    headers,
    data: {
      id: account.id,
      full_name: account.full_name,
      email: account.email,
      permissions: {
        sections: { ...everySection(none), drivers: 'read' },
        reveal: false,
      },
    },
  });
  expect(edited.status()).toBe(200);
}

test('a screen the kept access forbids asks for none of its data, and shows no toast', async ({
  page,
  request,
}) => {
  await limitSubAdminToDrivers(request);
  await signedInBefore(page, 'subadmin');
  const timeline = await slowApi(page);
  await page.goto('/app/checkin-list');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  // Until the profile has answered, and a moment after, nothing about check-ins is asked.
  await expect.poll(() => timeline.answered.has('/adminProfile'), { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect([...timeline.started.keys()].filter((path) => path.startsWith('/checkin'))).toEqual([]);
  await expect(page.locator('.notifications .toast')).toHaveCount(0);
});

test('a deep link shows a loading view before any script, and warms up dates off the main thread', async ({
  page,
}) => {
  await signedInBefore(page, 'admin');
  // What the page shows before its scripts run: the loading view of index.html, never a blank page.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/app/users');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await page.unroute('**/assets/*.js');

  // The worker that starts ICU for the first dates and numbers runs under the page's CSP.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const worker = page.waitForEvent('worker');
  await page.goto('/app/users');
  expect((await worker).url()).toMatch(/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
  await expect(
    page.getByRole('table', { name: 'Drivers' }).getByRole('link').first(),
  ).toBeVisible();
  expect(blocked).toEqual([]);
});

test("a cold load asks for the account and the signed-in code at once, before the app's code has run", async ({
  page,
}) => {
  await signedInBefore(page, 'admin');
  // The signed-in chunk (the app, its router and frame) is held until the account was asked for:
  // the page must ask for both without waiting for that chunk, and ask for the chunk by itself
  // (index.html's tags), without waiting for the entry to run.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() === 'GET') {
      asked.push(new URL(request.url()).pathname);
    }
  });
  let chunkAsked = false;
  await page.route('**/assets/signed-in-*.js', async (route) => {
    chunkAsked = true;
    await expect
      .poll(() => asked.includes('/adminProfile') && asked.includes('/auth/me'), {
        timeout: 10_000,
      })
      .toBe(true);
    await route.continue();
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await expect.poll(() => chunkAsked, { timeout: 10_000 }).toBe(true);
    await route.continue();
  });
  await page.goto('/app/users');
  await expect(
    page.getByRole('table', { name: 'Drivers' }).getByRole('link').first(),
  ).toBeVisible();
  expect(asked.filter((path) => path === '/adminProfile')).toHaveLength(1);
  expect(asked.filter((path) => path === '/auth/me')).toHaveLength(1);
});
