// Drivers, check-ins, companies and the dashboard, driven as an operator would, against the
// seeded mock API (reset before every test).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

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
    await expect(rows(page).first().getByText('Blocked', { exact: true })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Filter by city' })
      .selectOption({ label: 'Pune, Maharashtra' });
    await expect(page).toHaveURL(/status=blocked&city_id=\d+/);
    for (const row of await rows(page).all()) await expect(row).toContainText('Pune');
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
    await expect(rows(page).first().getByText('Blocked', { exact: true })).toBeVisible();

    await page.reload();
    await expect(rows(page).first().getByText('Blocked', { exact: true })).toBeVisible();
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

    await page.getByRole('link', { name: 'Drivers' }).click();
    const name = (await rows(page).first().locator('a').first().textContent())!;
    await page.getByRole('button', { name: `Delete ${name}` }).click();
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
    await page.getByRole('button', { name: `Delete ${name}` }).click();
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
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete driver?' })
      .getByRole('button', { name: 'Delete driver' })
      .click();
    await expect(toast(page, 'Driver is checked in right now')).toBeVisible();
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
  test('search and pages live in the URL, times in local time', async ({ page }) => {
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
    const iso = await time.getAttribute('datetime');
    const shown = await page.evaluate(
      (value) =>
        new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(value!),
        ),
      iso,
    );
    await expect(time).toHaveText(shown);
    await saveScreenshot(page, 'checkins-search');
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

    await page.getByRole('button', { name: 'Delete Konkan Express Roadlines' }).click();
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
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete company?' });
    await expect(dialog).toContainText(
      `${count} drivers belong to this company. They stay registered and will be shown without a company.`,
    );
    await dialog.getByRole('button', { name: 'Delete company' }).click();
    await expect(toast(page, 'its drivers now have no company')).toBeVisible();
  });
});
