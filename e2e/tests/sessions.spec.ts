// Sessions in the browser: a reload after the server ended the session, signing out and in again in
// the same tab, and a sub admin changing their own password.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  expect,
  loginAs,
  saveScreenshot,
  signInThroughApi,
  TOKEN_KEY,
  test,
  type Role,
} from '../support/fixtures';

const COUNT_KEYS = [
  'totalUsers',
  'totalComapnies',
  'totalResting',
  'totalStates',
  'totalCities',
  'vehicleType',
];

/** Signs in with the form (the page must show it). */
async function signIn(page: Page, role: Role) {
  await page.getByLabel('Email Address').fill(ACCOUNTS[role].email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[role].password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** Counts the console's requests to an API path from now on. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() !== 'OPTIONS') {
      seen.push(request.headers().authorization ?? '');
    }
  });
  return seen;
}

async function dashboardCounts(page: Page): Promise<string[]> {
  const tiles = COUNT_KEYS.map((key) => page.getByTestId(`count-${key}`));
  for (const tile of tiles) await expect(tile).not.toHaveText('0');
  return Promise.all(tiles.map((tile) => tile.innerText()));
}

test.describe('a reload after the session ended on the server', () => {
  test('returns to sign-in with redirectTo and says why; signing in comes back', async ({
    page,
    request,
    apiUrl,
  }) => {
    const { token } = await loginAs(page, 'admin');
    await page.goto('/app/cms/police?search=Hosur');
    await expect(page.getByRole('heading', { name: 'Police contacts' })).toBeVisible();

    // The token stops working on the server (as after an idle timeout, or sign-out elsewhere).
    const revoked = await request.post(`${apiUrl}/auth/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(
      /\/auth\/login\?redirectTo=%2Fapp%2Fcms%2Fpolice%3Fsearch%3DHosur$/,
    );
    await expect(page.getByText('Your session has expired')).toBeVisible();
    await expect(page.getByText('Your account could not be loaded')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await saveScreenshot(page, 'session-expired-notice');

    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/app\/cms\/police\?search=Hosur$/);
    await expect(page.getByRole('heading', { name: 'Police contacts' })).toBeVisible();
    await expect(page.getByText('Your session has expired')).toHaveCount(0);
  });

  test('a session ended by the eleventh sign-in elsewhere says so, not that it expired', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'subadmin'); // the first session: the page's
    for (let i = 0; i < 10; i += 1) await signInThroughApi(request, 'subadmin');

    await page.goto('/app/dashbord');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fdashbord$/);
    await expect(
      page.getByText('You were signed out because this account signed in elsewhere.'),
    ).toBeVisible();
    await expect(page.getByText('Your session has expired')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await saveScreenshot(page, 'session-replaced-notice');
  });

  test('the profile lists the account’s sessions and signs out another one', async ({
    page,
    request,
    apiUrl,
  }) => {
    await loginAs(page, 'subadmin');
    const other = await signInThroughApi(request, 'subadmin');
    await page.goto('/app/profile');
    const table = page.getByRole('table', { name: 'Your sessions' });
    await expect(table.getByRole('row')).toHaveCount(3); // the heading, this one, the other
    await expect(table.getByRole('row').nth(1)).toContainText('This session');
    await table.getByRole('button', { name: /^Sign out / }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    const me = await request.get(`${apiUrl}/auth/me`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(me.status()).toBe(401);
    await saveScreenshot(page, 'profile-sessions');
  });

  test('a server that fails otherwise (503) keeps the error view with Try again', async ({
    page,
    request,
    apiUrl,
  }) => {
    await loginAs(page, 'admin');
    const fault = await request.post(`${apiUrl}/__faults`, {
      data: { method: 'GET', url: '/adminProfile', status: 503, message: 'Maintenance', times: 1 },
    });
    expect(fault.status()).toBe(201);
    await page.goto('/app/profile');
    await expect(page.getByText('Your account could not be loaded')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
  });
});

test.describe('a session that ends inside the app', () => {
  // Two ways to meet the end: opening another screen, whose call gets 401, and a reload there.
  for (const how of ['the next screen', 'a reload'] as const) {
    test(`signing in again after ${how} stays on the page it was sent from`, async ({
      page,
      request,
      apiUrl,
    }) => {
      const { token } = await loginAs(page, 'admin');
      await page.goto(how === 'a reload' ? '/app/state' : '/app/dashbord');
      await expect(page.getByRole('main')).toBeVisible();

      const revoked = await request.post(`${apiUrl}/auth/logout`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(revoked.status()).toBe(200);
      if (how === 'a reload') await page.reload();
      else {
        const menu = page.getByRole('navigation', { name: 'Sections' });
        await menu.getByRole('link', { name: 'State managment' }).click();
      }
      await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fstate$/);
      await expect(page.getByText('Your session has expired')).toBeVisible();

      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await signIn(page, 'admin');
      await expect(page).toHaveURL(/\/app\/state$/);
      await expect(page.getByRole('heading', { name: 'States' })).toBeVisible();
      // Nothing sends it on afterwards (it went on to the dashboard a moment later).
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(/\/app\/state$/);
      expect(visited).not.toContain('/app/dashbord');
    });
  }
});

test.describe('redirectTo that a browser would read as another site', () => {
  for (const [page_, value] of [
    ['/auth/login', '%2F%5Cevil.example%2Fx'],
    ['/auth/login', '%2F%09%2Fevil.example%2Fx'],
    ['/auth/login', '%2F%0A%2Fevil.example%2Fx'],
    ['/auth/register', '%2F%5Cevil.example%2Fx'],
    ['/auth/register', '%2F%09%2Fevil.example%2Fx'],
    ['/auth/register', '%2F%0A%2Fevil.example%2Fx'],
  ]) {
    test(`a signed-in user at ${page_}?redirectTo=${value} lands on the dashboard`, async ({
      page,
    }) => {
      await loginAs(page, 'admin');
      await page.goto(`${page_}?redirectTo=${value}`);
      await expect(page).toHaveURL(/\/app\/dashbord$/);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(/Ooops/i)).toHaveCount(0);
    });
  }
});

test.describe('signing out and in again in the same tab', () => {
  test('another account sees its own name, role and menu', async ({ page }) => {
    const me = countRequests(page, '/auth/me');
    await page.goto('/auth/login');
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: 'User menu for Asha Menon' })).toBeVisible();
    await signOut(page);

    await signIn(page, 'subadmin');
    await expect(page).toHaveURL(/\/app\/dashbord$/);
    await expect(page.getByRole('button', { name: 'User menu for Vikram Singh' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const adminOnly of ['Sub Admin', 'Brodcast', 'Setting']) {
      await expect(menu.getByRole('link', { name: adminOnly })).toHaveCount(0);
    }
    expect(me.length).toBeGreaterThanOrEqual(2);
    expect(me.at(-1)).not.toBe(me[0]); // asked again, with the new session's token

    await page.getByRole('button', { name: 'User menu for Vikram Singh' }).click();
    await page.getByRole('link', { name: 'Your Profile' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('Vikram Singh')).toBeVisible();
    await expect(main.getByText('Sub admin', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'session-second-account-profile');
  });

  test('the dashboard asks for its counts again and shows them', async ({ page }) => {
    const requests = countRequests(page, '/dashboard_count');
    await page.goto('/auth/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/app\/dashbord$/);
    const first = await dashboardCounts(page);
    expect(requests).toHaveLength(1);

    await signOut(page);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/app\/dashbord$/);
    expect(await dashboardCounts(page)).toEqual(first);
    expect(requests).toHaveLength(2);
    expect(requests[1]).not.toBe(requests[0]);
  });
});

test.describe('a sub admin and their password', () => {
  test('changes it from the profile; their other sessions end', async ({
    page,
    request,
    apiUrl,
  }) => {
    await loginAs(page, 'subadmin');
    const other = await signInThroughApi(request, 'subadmin');
    await page.goto('/app/profile');
    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill(ACCOUNTS.subadmin.password);
    await section.getByLabel('New password', { exact: true }).fill('Dhaba-on-NH48');
    await section.getByLabel('Confirm new password').fill('Dhaba-on-NH48');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await saveScreenshot(page, 'profile-change-password-subadmin');

    const me = (token: string) =>
      request.get(`${apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me(other.token)).status()).toBe(401);
    const login = (password: string) =>
      request.post(`${apiUrl}/adminlogin`, { data: { email: ACCOUNTS.subadmin.email, password } });
    expect((await login('Dhaba-on-NH48')).status()).toBe(200);
    expect((await login(ACCOUNTS.subadmin.password)).status()).toBe(401);

    // The page's own session goes on.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashbord$/);
  });
});
