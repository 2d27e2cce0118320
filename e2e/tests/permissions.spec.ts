// Per-section permissions (issue 12): an administrator limits the demo sub admin to reading
// drivers in the console's editor; signed in as that sub admin, the console offers no change to
// drivers, hides what they may not see, and the API refuses a change made around the console.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { ACCOUNTS, expect, loginAs, signInThroughApi, TOKEN_KEY, test } from '../support/fixtures';
import { PERMISSION_LABELS } from '../support/sections';

const SECTIONS = PERMISSION_LABELS;

/** The demo sub admin's id, as the administrator's list answers it. */
async function demoSubAdminId(request: APIRequestContext): Promise<number> {
  const { token } = await signInThroughApi(request, 'admin');
  const response = await request.get(`${API_URL}/sub_admin_list`, {
    params: { search: ACCOUNTS.subadmin.email },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { body: { id: number; email: string }[] }).body;
  const row = rows.find((candidate) => candidate.email === ACCOUNTS.subadmin.email);
  expect(row, `${ACCOUNTS.subadmin.email} in the sub admin list`).toBeDefined();
  return row!.id;
}

async function setLevel(page: Page, section: string, level: string) {
  await page.getByRole('radiogroup', { name: section, exact: true }).getByLabel(level).check();
}

test('a sub admin limited to reading drivers sees no change to them, and the API refuses one', async ({
  browser,
  page,
  request,
}) => {
  // The administrator grants drivers read-only and nothing else, in the console.
  const id = await demoSubAdminId(request);
  await loginAs(page, 'admin');
  await page.goto(`/app/sub-Admin/add?id=${id}`);
  await expect(page.getByRole('radiogroup')).toHaveCount(SECTIONS.length);
  for (const section of SECTIONS) await setLevel(page, section, 'None');
  await setLevel(page, 'Drivers', 'Read only');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/app\/sub-Admin(\?|$)/);
  await expect(page.getByRole('row', { name: new RegExp(ACCOUNTS.subadmin.email) })).toContainText(
    `1 of ${SECTIONS.length} sections, 1 read-only`,
  );

  // The sub admin, in a browser of their own.
  const context = await browser.newContext();
  const subPage = await context.newPage();
  await loginAs(subPage, 'subadmin');
  await subPage.goto('/app/users');
  await expect(subPage.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  const table = subPage.getByRole('table', { name: 'Drivers' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(subPage.getByRole('button', { name: /^Change status of / })).toHaveCount(0);
  await expect(subPage.getByRole('button', { name: /^More actions for / })).toHaveCount(0);
  await expect(subPage.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(subPage.getByRole('checkbox', { name: /^Select / })).toHaveCount(0);

  // A driver's own screen offers no change either.
  await table.getByRole('link').first().click();
  await expect(subPage).toHaveURL(/\/app\/users\/view\/\d+$/);
  await expect(subPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(subPage.getByRole('button', { name: /^Change status of / })).toHaveCount(0);
  await expect(subPage.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const driverId = Number(new URL(subPage.url()).pathname.split('/').pop());

  // Companies (none) is not in the menu, and its address says Not allowed.
  const menu = subPage.getByRole('navigation', { name: 'Sections' });
  await expect(menu.getByRole('link', { name: 'Driver managments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'company managment' })).toHaveCount(0);
  await subPage.goto('/app/company');
  await expect(subPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  // Around the console: the API itself refuses the change, with the shared message.
  const answer = await subPage.evaluate(
    async ({ api, key, userId }) => {
      const response = await fetch(`${api}/user_status_update`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${window.localStorage.getItem(key) ?? ''}`,
        },
        body: JSON.stringify({ user_id: userId, status: 'blocked' }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    },
    { api: API_URL, key: TOKEN_KEY, userId: driverId },
  );
  expect(answer.status).toBe(403);
  expect(answer.body.message).toBe('Your account may not change drivers');
  await context.close();
});
