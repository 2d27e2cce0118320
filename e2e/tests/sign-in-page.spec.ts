// The sign-in page paints before the app's JavaScript (issue 13): / and /auth/login are served as
// login.html, prerendered from the real sign-in component; every other path keeps index.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from '../support/env';
import { ACCOUNTS, expect, loginAs, test, TOKEN_KEY } from '../support/fixtures';

const loginHtml = readFileSync(path.join(WEB_DIST, 'login.html'), 'utf8');
/** The entry script login.html loads once painted (the same as index.html's). */
const entry = /<script src="\/after-paint\.js" data-entry="(\/assets\/[^"]+\.js)"/.exec(
  loginHtml,
)?.[1];
const FORM = 'aria-label="Sign in"';

test('/ and /auth/login (with any query) are the prerendered sign-in page', async ({ request }) => {
  for (const address of ['/', '/auth/login', '/auth/login?redirectTo=%2Fapp%2Fusers', '/?x=1']) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(200);
    const html = await answer.text();
    expect(html, address).toContain(FORM);
    expect(html, address).toContain('<title>Log in to your account | Restpoint Admin</title>');
    expect(answer.headers()['cache-control'], address).toBe('no-cache');
    // CSP unchanged: no inline script or style is needed.
    expect(answer.headers()['content-security-policy'], address).toContain("script-src 'self';");
    expect(html, address).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html, address).not.toMatch(/<style|\sstyle="/);
  }
});

test('every other path keeps the app shell and its loading view: a deep link never shows the form', async ({
  request,
}) => {
  for (const address of ['/app/users', '/app', '/auth/register', '/auth/login/extra', '/nowhere']) {
    const html = await (await request.get(address)).text();
    expect(html, address).toContain('data-app-loading');
    expect(html, address).not.toContain(FORM);
  }
});

test('the form paints without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  // Not sendable before the script: a native submit would put the password in the address.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await context.close();
});

test('what is typed before the script arrives survives; signing in goes to redirectTo', async ({
  page,
  pageProblems,
}) => {
  expect(entry, 'login.html loads an entry script').toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login?redirectTo=%2Fapp%2Fprofile', { waitUntil: 'commit' });
  await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
  const button = page.getByRole('button', { name: 'Log in' });
  await expect(button).toBeDisabled();

  release();
  await expect(button).toBeEnabled();
  await expect(page.getByLabel('Email Address')).toHaveValue(ACCOUNTS.admin.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ACCOUNTS.admin.password);
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/auth/register?redirectTo=%2Fapp%2Fprofile',
  );

  await button.click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.admin.email)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toMatch(/\S{20,}/);
  expect(pageProblems.all()).toEqual([]);
});

test('a redirectTo outside the console lands on the dashboard', async ({ page }) => {
  await page.goto('/auth/login?redirectTo=%2F%2Fevil.example%2Fapp');
  await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/app\/dashbord$/);
});

test('a signed-in visitor to / ends on the dashboard', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashbord$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
