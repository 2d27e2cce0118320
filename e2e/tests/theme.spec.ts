// Dark mode (issue 25): the colour mode is right from the first paint, on the prerendered sign-in
// page and on a signed-in screen alike, and follows the account to another browser.
import type { Page } from '@playwright/test';
import { CONSOLE_URL } from '../support/env';
import { ACCOUNTS, expect, loginAs, test } from '../support/fixtures';

const DARK_BODY = 'rgb(33, 37, 41)'; // Bootstrap's dark --bs-body-bg
const LIGHT_BODY = 'rgb(255, 255, 255)';

/** The colour mode on <html> and the page's background, as painted. */
const painted = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.getAttribute('data-bs-theme'),
    document.body ? getComputedStyle(document.body).backgroundColor : null,
  ]);

/** No script of the app's own ever arrives: only public/theme.js can have set the mode. */
async function withoutAppScripts(page: Page) {
  await page.route('**/assets/*.js', () => undefined);
  await page.route('**/after-paint.js', () => undefined);
}

const keepTheme = (page: Page, theme: string) =>
  page.addInitScript((value) => window.localStorage.setItem('bullet_theme', value), theme);

for (const path of ['/auth/login', '/app/dashbord']) {
  test(`${path} paints in the kept colour mode before any app script runs`, async ({ page }) => {
    if (path.startsWith('/app')) await loginAs(page, 'admin');
    await keepTheme(page, 'dark');
    await withoutAppScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => painted(page)).toEqual(['dark', DARK_BODY]);
  });
}

test("with nothing kept the device's setting decides, and a kept choice wins over it", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await withoutAppScripts(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect.poll(() => painted(page)).toEqual(['dark', DARK_BODY]);

  await keepTheme(page, 'light');
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect.poll(() => painted(page)).toEqual(['light', LIGHT_BODY]);
});

test('a choice on the sign-in page becomes the account’s and follows it to another browser', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers and two sign-ins
  await page.goto('/auth/login');
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
  await expect.poll(() => painted(page)).toEqual(['dark', DARK_BODY]);
  await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
  const saved = page.waitForResponse((answer) =>
    answer.url().endsWith('/admin_preferences_update'),
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await saved).status()).toBe(200);

  // Another browser with the device in light mode: dark once the account is known.
  const elsewhere = await browser.newContext({ baseURL: CONSOLE_URL, colorScheme: 'light' });
  const other = await elsewhere.newPage();
  await loginAs(other, 'admin');
  await other.goto('/app/dashbord');
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => painted(other)).toEqual(['dark', DARK_BODY]);
  await other.getByRole('button', { name: /User menu/ }).click();
  await expect(
    other.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await elsewhere.close();
});
