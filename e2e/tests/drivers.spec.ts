// Drivers, check-ins, companies and the dashboard, driven as an operator would, against the
// seeded mock API (reset before every test).
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseRowAction, expect, loginAs, saveScreenshot, test } from '../support/fixtures';

type Envelope<T> = { body: T; pagination?: { total: number } };

async function apiGet<T>(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as Envelope<T>;
}

/** Makes the next matching call fail with `status`; an empty message means "no reason given". */
async function injectFault(
  request: APIRequestContext,
  apiUrl: string,
  fault: { method: string; url: string; status: number; message: string },
) {
  const response = await request.post(`${apiUrl}/__faults`, { data: { ...fault, times: 1 } });
  expect(response.status()).toBe(201);
}

const rows = (page: Page) => page.locator('table tbody tr');
const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

test.describe('drivers', () => {
  test('search and pages live in the URL: reload and Back restore the view', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/users');
    await expect(page.getByText(/^Showing 1–10 of /)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search drivers' }).fill('singh');
    await expect(page).toHaveURL(/\/app\/users\?serach=singh$/);
    await expect(rows(page).first()).toContainText(/singh/i);
    const summary = page.getByText(/^Showing \d+–\d+ of /);
    await expect(summary).toHaveText(/^Showing 1–10 of \d+$/);

    await page
      .getByRole('navigation', { name: 'Driver list pages' })
      .getByText('Next page')
      .click();
    await expect(page).toHaveURL(/serach=singh&page=2$/);
    await expect(summary).toHaveText(/^Showing 11–20 of /);
    const secondPageFirst = await rows(page).first().locator('a').first().textContent();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('singh');
    await expect(summary).toHaveText(/^Showing 11–20 of /);
    await expect(rows(page).first().locator('a').first()).toHaveText(secondPageFirst ?? '');

    await page.goBack();
    await expect(summary).toHaveText(/^Showing 1–10 of /);
    await saveScreenshot(page, 'drivers-search');
  });

  test('filters by status and city', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/users');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('blocked');
    await expect(page).toHaveURL(/status=blocked/);
    await expect(
      rows(page).first().getByText('Blocked', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Filter by city' })
      .selectOption({ label: 'Pune, Maharashtra' });
    await expect(page).toHaveURL(/status=blocked&city_id=\d+/);
    // Retried until the new page of rows has replaced the previous one (kept, dimmed, meanwhile).
    await expect(rows(page).first()).toContainText('Pune');
    await expect(rows(page).filter({ hasNotText: 'Pune' })).toHaveCount(0);
  });

  test('a status change persists across a reload', async ({ page, request, apiUrl }) => {
    const { token } = await loginAs(page, 'admin');
    const [target] = (
      await apiGet<{ full_name: string; vehicle_number: string }[]>(
        request,
        `${apiUrl}/users_list?status=active&limit=1`,
        token,
      )
    ).body;
    await page.goto(`/app/users?serach=${target!.vehicle_number}`);
    await page.getByRole('button', { name: `Change status of ${target!.full_name}` }).click();
    await page.getByRole('button', { name: 'Blocked' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change driver status?' });
    await dialog.getByRole('button', { name: 'Make blocked' }).click();
    await expect(toast(page, 'Status updated')).toBeVisible();
    await expect(
      rows(page).first().getByText('Blocked', { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    await page.reload();
    await expect(
      rows(page).first().getByText('Blocked', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await rows(page).first().getByRole('link', { name: target!.full_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: target!.full_name })).toBeVisible();
    await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'driver-detail-blocked');
  });

  test('a soft delete removes the driver and lowers the dashboard count', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/dashbord');
    const drivers = page.getByTestId('count-totalUsers');
    await expect(drivers).not.toHaveText('0');
    const before = Number((await drivers.textContent())!.replace(/,/g, ''));

    await page.getByRole('link', { name: 'Drivers', exact: true }).click();
    // The dashboard has tables of its own: read rows once the drivers list has replaced it.
    await expect(page).toHaveURL(/\/app\/users$/);
    await expect(page.getByText(/^Showing 1–10 of /)).toBeVisible();
    const name = (await rows(page).first().locator('a').first().textContent())!;
    await chooseRowAction(page, name, 'Delete');
    await page
      .getByRole('dialog', { name: 'Delete driver?' })
      .getByRole('button', { name: 'Delete driver' })
      .click();
    await expect(toast(page, 'Driver deleted')).toBeVisible();
    await expect(rows(page).first().locator('a').first()).not.toHaveText(name);

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(drivers).toHaveText((before - 1).toLocaleString('en-IN'));
  });

  test('the product texts show when status change and delete fail without a reason', async ({
    page,
    request,
    apiUrl,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/users');
    const name = (await rows(page).first().locator('a').first().textContent())!;

    await injectFault(request, apiUrl, {
      method: 'POST',
      url: '/user_status_update',
      status: 500,
      message: '',
    });
    await page.getByRole('button', { name: `Change status of ${name}` }).click();
    // Any status but the driver's current one (that item is disabled: class and aria-disabled).
    await page.locator('.dropdown-menu.show button:not(.disabled)').first().click();
    await page
      .getByRole('dialog', { name: 'Change driver status?' })
      .getByRole('button', { name: /^Make / })
      .click();
    await expect(toast(page, 'Status update failed')).toBeVisible();

    await injectFault(request, apiUrl, {
      method: 'POST',
      url: '/user_soft_delete',
      status: 503,
      message: '',
    });
    await chooseRowAction(page, name, 'Delete');
    await page
      .getByRole('dialog', { name: 'Delete driver?' })
      .getByRole('button', { name: 'Delete driver' })
      .click();
    await expect(toast(page, 'Driver delete failed')).toBeVisible();
    await expect(rows(page).first().locator('a').first()).toHaveText(name);

    await injectFault(request, apiUrl, {
      method: 'POST',
      url: '/user_soft_delete',
      status: 409,
      message: 'Driver is checked in right now',
    });
    await chooseRowAction(page, name, 'Delete');
    await page
      .getByRole('dialog', { name: 'Delete driver?' })
      .getByRole('button', { name: 'Delete driver' })
      .click();
    await expect(toast(page, 'Driver is checked in right now')).toBeVisible();
  });

  test('a bulk status change of selected drivers, after one confirmation', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/users?status=inactive');
    const summary = page.getByText(/^Showing \d+–\d+ of /);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())!.replace(/^.* of /, '').replace(/,/g, ''));
    const names: string[] = [];
    for (const row of (await rows(page).all()).slice(0, 2)) {
      names.push((await row.locator('td a').first().textContent())!);
      await row.getByRole('checkbox', { name: /^Select / }).check();
    }
    const bar = page.getByRole('region', { name: 'Selected drivers' });
    await expect(bar).toContainText('2 drivers selected');

    await bar.getByRole('button', { name: 'Change status' }).click();
    await bar.getByRole('button', { name: 'Active', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Set 2 drivers to active?' });
    await dialog.getByRole('button', { name: 'Set 2 drivers to active' }).click();
    await expect(toast(page, '2 drivers set to active')).toBeVisible();
    await expect(bar).toBeHidden();
    // They left the inactive list, and are active after a reload.
    await expect(summary).toHaveText(new RegExp(` of ${(total - 2).toLocaleString('en-IN')}$`));
    await page.goto(`/app/users?status=active&serach=${encodeURIComponent(names[0]!)}`);
    await expect(rows(page).filter({ hasText: names[0]! }).first()).toContainText('Active');
    await saveScreenshot(page, 'drivers-bulk-status');
  });

  test("a driver's photo loads by its signed URL, which alone does not", async ({
    page,
    request,
    apiUrl,
  }) => {
    const { token } = await loginAs(page, 'subadmin');
    type Row = { user_id: number; full_name: string; photo_url: string | null };
    const list = await apiGet<Row[]>(request, `${apiUrl}/users_list?limit=20`, token);
    const driver = list.body.find((row) => row.photo_url !== null)!;
    await page.goto(`/app/users/view/${driver.user_id}`);
    const photo = page.getByRole('img', { name: driver.full_name }).first();
    await expect(photo).toBeVisible();
    // Loaded, not the initials shown when the image fails.
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toMatch(
      /\/uploads\/drivers\/\d+\.svg\?expires=\d+&sig=/,
    );
    const unsigned = await request.get(`${apiUrl}/${driver.photo_url!.split('?')[0]}`);
    expect(unsigned.status()).toBe(403);
  });

  test('an unknown driver shows a not-found state', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/users/view/987654');
    await expect(page.getByRole('heading', { name: 'Driver not found' })).toBeVisible();
    // A failed driver-detail fetch is only logged, so no toast.
    await expect(page.locator('.toast')).toHaveCount(0);
  });
});

test.describe('check-ins', () => {
  // A browser in UTC still shows India time, with the zone named.
  test.use({ timezoneId: 'UTC' });

  test('search and pages live in the URL, times in India time', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/checkin-list');
    await expect(page.getByText(/^Showing 1–10 of 30,000$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search check-ins' }).fill('Hosur');
    await expect(page).toHaveURL(/\/app\/checkin-list\?search=Hosur$/);
    await expect(rows(page).first()).toContainText('Hosur');
    await page
      .getByRole('navigation', { name: 'Check-in list pages' })
      .getByRole('button', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/search=Hosur&page=2$/);
    await page.reload();
    await expect(page.getByText(/^Showing 11–20 of /)).toBeVisible();
    const time = rows(page).first().locator('time').first();
    const iso = (await time.getAttribute('datetime'))!;
    // Worked out here, in Node, from the instant: UTC+05:30.
    const india = new Date(Date.parse(iso) + 330 * 60_000);
    const month = india.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    const hhmm = india.toISOString().slice(11, 16);
    await expect(time).toHaveText(
      `${india.getUTCDate()} ${month} ${india.getUTCFullYear()}, ${hhmm} IST`,
    );
    await saveScreenshot(page, 'checkins-search');
  });

  test("a driver's check-ins open from the driver, filtered in the URL", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/checkin-list');
    // The first row whose driver still has a page (a deleted driver's name is not a link).
    const driverLink = page.locator('table tbody tr td:first-child a').first();
    const name = (await driverLink.textContent())!;
    await driverLink.click();
    const all = page.getByRole('link', { name: `All check-ins of ${name}` });
    const count = Number((await all.textContent())!.replace(/\D/g, ''));
    await all.click();
    await expect(page).toHaveURL(/\/app\/checkin-list\?user_id=\d+$/);
    await expect(page.getByText(`Driver: ${name}`)).toBeVisible();
    const summary = page.getByText(/^Showing \d+–\d+ of /);
    await expect(summary).toHaveText(new RegExp(` of ${count.toLocaleString('en-IN')}$`));
    for (const row of await rows(page).all()) await expect(row).toContainText(name);

    // Another filter joins it in the URL; removing the driver keeps the other.
    const now = page.getByRole('switch', { name: 'Checked in now' });
    await now.click();
    await expect(page).toHaveURL(/user_id=\d+&now=1$/);
    await expect(now).toBeChecked();
    await page.getByRole('button', { name: 'Remove the driver filter' }).click();
    await expect(page).toHaveURL(/\/app\/checkin-list\?now=1$/);
    await expect(rows(page).first()).toContainText('Still there');
  });
});

test.describe('companies', () => {
  test('add, rename and delete a company; the list and dashboard follow', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/company');
    await page.getByRole('link', { name: 'Add company' }).click();
    await page.getByRole('textbox', { name: 'Company name' }).fill('  Konkan Express Logistics ');
    await page.getByRole('button', { name: 'Add company' }).click();
    await expect(page).toHaveURL(/\/app\/company$/);
    await expect(toast(page, 'Company added')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('konkan express');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Konkan Express Logistics');

    await page.getByRole('link', { name: 'Edit Konkan Express Logistics' }).click();
    const field = page.getByRole('textbox', { name: 'Company name' });
    await expect(field).toHaveValue('Konkan Express Logistics');
    await field.fill('Konkan Express Roadlines');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Company saved')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('konkan express');
    await expect(rows(page).first()).toContainText('Konkan Express Roadlines');

    await chooseRowAction(page, 'Konkan Express Roadlines', 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete company?' });
    await expect(dialog).toContainText('No drivers belong to this company.');
    await dialog.getByRole('button', { name: 'Delete company' }).click();
    await expect(toast(page, 'Company deleted')).toBeVisible();
    await expect(page.getByText('No company name contains “konkan express”.')).toBeVisible();

    await page.goto('/app/dashbord');
    await expect(page.getByTestId('count-totalComapnies')).toHaveText('40');
  });

  test('a duplicate name and a failure keep what was typed and say why', async ({
    page,
    request,
    apiUrl,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/company');
    const existing = (await rows(page).first().locator('td').first().textContent())!;
    await page.goto('/app/add-edit-company');
    const field = page.getByRole('textbox', { name: 'Company name' });
    await field.fill(existing.toUpperCase());
    await page.getByRole('button', { name: 'Add company' }).click();
    await expect(
      page.getByText(`A company named "${existing}" already exists`).first(),
    ).toBeVisible();
    await expect(field).toHaveValue(existing.toUpperCase());

    await injectFault(request, apiUrl, {
      method: 'POST',
      url: '/company_add',
      status: 500,
      message: '',
    });
    await field.fill('Brand New Carriers');
    await page.getByRole('button', { name: 'Add company' }).click();
    await expect(toast(page, 'Failed please try again')).toBeVisible();
    await expect(field).toHaveValue('Brand New Carriers');
    await saveScreenshot(page, 'company-add-failed');
  });

  test('deleting a company with drivers says what happens to them', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/company');
    const first = rows(page).first();
    const name = (await first.locator('td').first().textContent())!;
    const count = (await first.locator('td').nth(1).textContent())!;
    await chooseRowAction(page, name, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete company?' });
    await expect(dialog).toContainText(
      `${count} drivers belong to this company. They stay registered and will be shown without a company.`,
    );
    await dialog.getByRole('button', { name: 'Delete company' }).click();
    await expect(toast(page, 'its drivers now have no company')).toBeVisible();
  });
});
