// States, cities, resting points and the police list, driven as an operator would, against the
// seeded mock API (reset before every test).
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseRowAction, expect, loginAs, saveScreenshot, test } from '../support/fixtures';

type Counts = { totalStates: number; totalCities: number; totalResting: number };

async function apiGet<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { body: T }).body;
}

const rowOf = (page: Page, text: string) =>
  page.locator('table tbody tr').filter({ hasText: text });

/** How far the page, or any scrolling table in it, is wider than the screen. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...Array.from(
        document.querySelectorAll('.table-responsive'),
        (box) => box.scrollWidth - box.clientWidth,
      ),
    ),
  );

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`),
  );
}

test('create and edit a state, a city in it and a resting point there; lists and counts follow', async ({
  page,
  apiUrl,
  pageProblems,
}) => {
  const { token } = await loginAs(page, 'admin');
  const before = await apiGet<Counts>(page.request, `${apiUrl}/dashboard_count`, token);

  // State
  await page.goto('/app/state');
  await page.getByRole('link', { name: 'Add state' }).click();
  await expect(page).toHaveURL(/\/app\/state\/add$/);
  await page.getByLabel('State name').fill('Test Pradesh');
  await page.getByLabel('Code').fill('tp');
  await page.getByRole('button', { name: 'Add state' }).click();
  await expect(page).toHaveURL(/\/app\/state$/);
  await search(page, 'Search states', 'Test Pradesh');
  await expect(rowOf(page, 'Test Pradesh')).toContainText('TP');

  await page.getByRole('link', { name: 'Edit Test Pradesh' }).click();
  await expect(page).toHaveURL(/\/app\/state\/edit\/\d+$/);
  await expect(page.getByLabel('State name')).toHaveValue('Test Pradesh');
  await page.getByLabel('State name').fill('Test Pradesh North');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Back to the list as it was left: still searched.
  await expect(page).toHaveURL(/\/app\/state\?search=Test\+Pradesh$/);

  // City in it
  await page.goto('/app/city');
  await page.getByRole('link', { name: 'Add city' }).click();
  await page.getByLabel('City name').fill('Testnagar');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Test Pradesh North' });
  await page.getByRole('button', { name: 'Add city' }).click();
  await expect(page).toHaveURL(/\/app\/city\?state_id=\d+$/);
  await expect(rowOf(page, 'Testnagar')).toContainText('Test Pradesh North');
  await page.getByRole('link', { name: 'Edit Testnagar' }).click();
  await expect(page).toHaveURL(/\/app\/city\/add\?id=\d+$/);
  await page.getByLabel('City name').fill('Testnagar East');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(rowOf(page, 'Testnagar East')).toBeVisible();

  // Resting point in that city
  await page.goto('/app/resting-points/add');
  await page.getByLabel('Name', { exact: true }).fill('Testnagar Truck Terminal');
  await page.getByLabel('Type').selectOption({ label: 'Truck parking' });
  await page.getByLabel('Address').fill('NH48, km 12, Bypass Road, Testnagar East');
  await page.getByLabel('PIN code').fill('635109');
  await expect(page.getByLabel('City', { exact: true })).toBeDisabled();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Test Pradesh North' });
  await expect(page.getByLabel('City', { exact: true }).locator('option')).toHaveText([
    'Choose a city',
    'Testnagar East',
  ]);
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Testnagar East' });
  await page.getByLabel('Latitude').fill('12.7409');
  await page.getByLabel('Longitude').fill('77.8253');
  await expect(page.getByRole('link', { name: /Open on OpenStreetMap/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=12.7409&mlon=77.8253#map=15/12.7409/77.8253',
  );
  await page.getByLabel('Highway').fill('nh 48');
  await page.getByLabel('Truck parking bays').fill('80');
  await page.getByLabel('Beds').fill('0');
  await page.getByRole('checkbox', { name: 'Toilets' }).check();
  await page.getByRole('checkbox', { name: 'CCTV' }).check();
  await page.getByRole('switch', { name: 'Open 24x7' }).uncheck();
  await page.getByLabel('Opens at').fill('06:00');
  await page.getByLabel('Closes at').fill('22:00');
  await page.getByLabel('Contact name').fill('Ravi Kumar');
  await page.getByLabel('Contact phone').fill('+91 98765 43210');
  await saveScreenshot(page, 'geography-resting-point-form');
  await page.getByRole('button', { name: 'Add resting point' }).click();
  await expect(page).toHaveURL(/\/app\/resting-points$/);

  await search(page, 'Search resting points', 'Testnagar');
  const point = rowOf(page, 'Testnagar Truck Terminal');
  await expect(point).toContainText('80 trucks');
  await expect(point).toContainText('Testnagar East');
  await expect(point.locator('td').nth(4)).toHaveText('0');
  await page.getByRole('link', { name: 'Edit Testnagar Truck Terminal' }).click();
  await expect(page.getByLabel('Highway')).toHaveValue('NH48');
  await expect(page.getByLabel('Opens at')).toHaveValue('06:00');
  await page.getByLabel('Truck parking bays').fill('120');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Back to the list as it was left: still searched.
  await expect(page).toHaveURL(/\/app\/resting-points\?search=Testnagar$/);
  await expect(rowOf(page, 'Testnagar Truck Terminal')).toContainText('120 trucks');

  // The state's row counts its city and resting point
  await page.goto('/app/state?search=Test+Pradesh');
  const state = rowOf(page, 'Test Pradesh North');
  await expect(state.getByRole('link', { name: '1 city in Test Pradesh North' })).toHaveText('1');
  await expect(
    state.getByRole('link', { name: '1 resting point in Test Pradesh North' }),
  ).toHaveText('1');
  await saveScreenshot(page, 'geography-state-list');

  // Dashboard counts
  await page.goto('/app/dashbord');
  await expect(page.getByTestId('count-totalStates')).toHaveText(String(before.totalStates + 1));
  await expect(page.getByTestId('count-totalCities')).toHaveText(String(before.totalCities + 1));
  await expect(page.getByTestId('count-totalResting')).toHaveText(String(before.totalResting + 1));
  expect(pageProblems.all()).toEqual([]);
});

test('a blocked delete explains itself and offers to set the record inactive', async ({
  page,
  apiUrl,
}) => {
  const { token } = await loginAs(page, 'admin');

  await page.goto('/app/state?search=Goa');
  await chooseRowAction(page, 'Goa', 'Delete');
  const stateDialog = page.getByRole('dialog', { name: 'Goa (GA) cannot be deleted' });
  await expect(stateDialog).toContainText(/Goa still has 3 cities and \d+ resting points?\./);
  await expect(stateDialog.getByRole('button', { name: 'Set inactive instead' })).toBeVisible();
  await stateDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(stateDialog).toBeHidden();

  const [used] = await apiGet<{ id: number; name: string; checkin_count: number }[]>(
    page.request,
    `${apiUrl}/resting_point_list?status=active&limit=100`,
    token,
  ).then((rows) => rows.filter((row) => row.checkin_count > 0));
  expect(used).toBeDefined();
  await page.goto(`/app/resting-points?search=${encodeURIComponent(used!.name)}`);
  await chooseRowAction(page, used!.name, 'Delete');
  const dialog = page.getByRole('dialog', { name: `${used!.name} cannot be deleted` });
  await expect(dialog).toContainText(/has [\d,]+ check-ins?, so it cannot be deleted/);
  await expect(dialog).toContainText('Set it inactive instead');
  await saveScreenshot(page, 'geography-blocked-delete');
  await dialog.getByRole('button', { name: 'Set inactive instead' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, used!.name)).toContainText('Inactive');

  // The server refuses the delete itself too, with the same advice.
  const refused = await page.request.post(`${apiUrl}/resting_point_delete`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: used!.id },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain('Set it inactive');
});

test('police contacts: add, edit and delete from the CMS police list', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/app/cms');
  await page
    .getByRole('navigation', { name: 'Content sections' })
    .getByRole('link', { name: 'Police' })
    .click();
  await expect(page).toHaveURL(/\/app\/cms\/police$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add police contact' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add police contact' });
  await drawer.getByLabel('Station name').fill('Testpur Highway Patrol Police Station');
  await drawer.getByLabel('Officer or desk').fill('Duty Officer');
  await drawer.getByRole('textbox', { name: 'Phone number 1' }).fill('112');
  await drawer.getByRole('button', { name: 'Add another number' }).click();
  await drawer.getByRole('textbox', { name: 'Phone number 2' }).fill('04344 222100');
  await drawer.getByLabel('State').selectOption({ label: 'Tamil Nadu' });
  await drawer.getByLabel('City (optional)').selectOption({ label: 'Hosur' });
  await drawer.getByLabel('Address').fill('Bypass Road, Hosur, Tamil Nadu 635109');
  await saveScreenshot(page, 'geography-police-drawer');
  await drawer.getByRole('button', { name: 'Add police contact' }).click();
  await expect(drawer).toBeHidden();

  await search(page, 'Search police contacts', 'Testpur');
  const row = rowOf(page, 'Testpur Highway Patrol Police Station');
  await expect(row).toContainText('Duty Officer');
  await expect(row.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');

  await page.getByRole('button', { name: 'Edit Testpur Highway Patrol Police Station' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit police contact' });
  await editor.getByLabel('Officer or desk').fill('Inspector R. Selvam');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toBeHidden();
  await expect(row).toContainText('Inspector R. Selvam');

  await chooseRowAction(page, 'Testpur Highway Patrol Police Station', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete police contact?' });
  await confirm.getByRole('button', { name: 'Delete contact' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No police contacts match.', { exact: false })).toBeVisible();
});

test('phone layout: lists and the resting point form fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await page.goto('/app/resting-points');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'geography-resting-points-phone');
  await page.goto('/app/resting-points/add');
  await expect(page.getByRole('checkbox', { name: 'Reefer power' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'geography-resting-point-form-phone');
  for (const [path, name] of [
    ['/app/cms/police', 'police'],
    ['/app/state', 'states'],
    ['/app/city', 'cities'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    expect(await horizontalOverflow(page), `${path} fits the screen`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `geography-${name}-phone`);
  }
});
