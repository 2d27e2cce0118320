// The activity log, driven as an operator would, against the seeded mock API (reset before every
// test): a change an administrator makes is in the log with before and after, and in the
// record's own history; sub admins cannot open the log.
import type { Page } from '@playwright/test';
import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

const DRIVER_ID = 12;

const logRows = (page: Page) =>
  page.getByRole('table', { name: 'Activity log, newest first' }).locator('tbody tr');

test("an admin's change shows in the activity log with before and after, and in the record's history", async ({
  page,
  apiUrl,
  pageProblems,
}) => {
  const { token } = await loginAs(page, 'admin');
  const detail = await page.request.post(`${apiUrl}/user_detail_view`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { user_id: DRIVER_ID },
  });
  expect(detail.ok()).toBe(true);
  const driver = ((await detail.json()) as { body: { full_name: string; status: string } }).body;
  const [from, to] =
    driver.status === 'blocked' ? ['blocked', 'active'] : [driver.status, 'blocked'];

  // The driver's status, changed on their screen: their history shows it at once.
  await page.goto(`/app/users/view/${DRIVER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: driver.full_name })).toBeVisible();
  const history = page.locator('.card').filter({
    has: page.getByRole('heading', { name: 'History', exact: true }),
  });
  await expect(history).toBeVisible();
  await page.getByRole('button', { name: `Change status of ${driver.full_name}` }).click();
  await page.getByRole('button', { name: to.charAt(0).toUpperCase() + to.slice(1) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Make ${to}` })
    .click();
  const latest = history
    .getByRole('list', { name: 'Latest changes, newest first' })
    .locator('> li');
  await expect(latest.first()).toContainText('Status changed by');
  await expect(latest.first()).toContainText('(Admin)');
  await expect(latest.first()).toContainText(`Status: ${from} → to ${to}`);

  // The log is a tab of the Sub Admin screen, not a sidebar entry.
  const menu = page.getByRole('navigation', { name: 'Sections' });
  await expect(menu.getByRole('link', { name: /activity/i })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Sub Admin', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Sub admin sections' })
    .getByRole('link', { name: 'Activity log' })
    .click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();

  // Newest first: the status change, who made it, and what it changed.
  const first = logRows(page).first();
  await expect(first).toContainText(`Status changed ${driver.full_name}`);
  await expect(first).toContainText('(Admin)');
  await expect(first).toContainText(`Status: ${from} → to ${to}`);

  // Filters live in the URL; the entry links to the driver's screen.
  await page.getByLabel('Filter by section').selectOption({ label: 'Drivers' });
  await page.getByLabel('Filter by action').selectOption({ label: 'Status changed' });
  await expect(page).toHaveURL(/\/app\/activity\?section=drivers&action=status$/);
  await expect(page.getByText(/^1 entry$/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Filter by action')).toHaveValue('status');
  await saveScreenshot(page, 'activity-log');
  await logRows(page).first().getByRole('link', { name: driver.full_name }).click();
  await expect(page).toHaveURL(new RegExp(`/app/users/view/${DRIVER_ID}$`));

  expect(pageProblems.all()).toEqual([]);
});

test('a state renamed by an admin is logged with its old and new name', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/app/state');
  const row = page.locator('main table tbody tr').first();
  const name = (await row.locator('td .fw-semibold').first().innerText()).trim();
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByLabel('State name').fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/app\/state$/);

  await page.goto('/app/activity?section=states');
  const first = logRows(page).first();
  await expect(first).toContainText('Edited');
  await expect(first).toContainText(`${name} → to ${name} Renamed`);
});

test('a sub admin cannot open the activity log, nor read it from the API', async ({
  page,
  apiUrl,
}) => {
  const { token } = await loginAs(page, 'subadmin');
  await page.goto('/app/activity');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const answer = await page.request.get(`${apiUrl}/activity_list`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(403);
});
