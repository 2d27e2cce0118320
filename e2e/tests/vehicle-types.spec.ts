// Vehicle types, a managed section (issue 23), driven as an operator would against the seeded
// mock API (reset before every test): its seven seeded types, drivers' types among them.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  chooseRowAction,
  expect,
  loginAs,
  saveScreenshot,
  signInThroughApi,
  test,
} from '../support/fixtures';

type VehicleType = { id: number; code: string; name: string; driver_count: number };

const rowOf = (page: Page, text: string) =>
  page.locator('main table tbody tr').filter({ hasText: text });
const codes = (page: Page) =>
  page
    .locator('main table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]!.textContent!.trim()));

/** The seeded types as the API lists them, by code. */
async function seededTypes(request: APIRequestContext, apiUrl: string, token: string) {
  const response = await request.get(`${apiUrl}/vehicle_type_list`, {
    params: { limit: 100 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { body: VehicleType[] }).body;
  return new Map(rows.map((row) => [row.code, row]));
}

test('list, search, sort and export vehicle types; add and edit one; the dashboard count follows', async ({
  page,
  pageProblems,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/app/dashbord');
  await expect(page.getByTestId('count-vehicleType')).toHaveText('7');

  // Reached from the sidebar, after the spec's entries.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Vehicle types' })
    .click();
  await expect(page).toHaveURL(/\/app\/vehicle-types$/);
  await expect(page.getByText('7 vehicle types')).toBeVisible();
  await expect(rowOf(page, 'Heavy commercial vehicle')).toContainText('HCV');

  // Search, then sort by code on the server.
  await page.getByRole('searchbox', { name: 'Search vehicle types' }).fill('commercial');
  await expect(page).toHaveURL(/search=commercial/);
  await expect(page.getByText('3 vehicle types')).toBeVisible();
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  await expect(page).toHaveURL(/sort=code&order=asc/);
  await expect.poll(() => codes(page)).toEqual(['HCV', 'LCV', 'MCV']);
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  await expect.poll(() => codes(page)).toEqual(['MCV', 'LCV', 'HCV']);

  // The export has exactly that view.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^vehicle-types-\d{4}-\d{2}-\d{2}\.csv$/);
  const [heading, ...records] = parse(await readFile((await download.path())!, 'utf8'), {
    bom: true,
  }) as string[][];
  expect(heading!.slice(0, 3)).toEqual(['Code', 'Name', 'Description']);
  expect(records.map((record) => record[0])).toEqual(['MCV', 'LCV', 'HCV']);

  // Add one: the list and the dashboard count it.
  await page.goto('/app/vehicle-types');
  await page.getByRole('link', { name: 'Add vehicle type' }).click();
  await expect(page).toHaveURL(/\/app\/vehicle-types\/add$/);
  await page.getByLabel('Code').fill('car');
  await page.getByLabel('Name', { exact: true }).fill('Car carrier');
  await page.getByLabel('Description').fill('Moves new cars');
  await page.getByRole('button', { name: 'Add vehicle type' }).click();
  await expect(page).toHaveURL(/\/app\/vehicle-types$/);
  await expect(rowOf(page, 'Car carrier')).toContainText('CAR');
  await expect(page.getByText('8 vehicle types')).toBeVisible();

  // Edit it: no driver uses it, so even its code may change.
  await page.getByRole('link', { name: 'Edit Car carrier' }).click();
  await expect(page).toHaveURL(/\/app\/vehicle-types\/add\?id=\d+$/);
  await expect(page.getByLabel('Code')).toHaveValue('CAR');
  await page.getByLabel('Code').fill('AUTO');
  await page.getByLabel('Name', { exact: true }).fill('Auto carrier');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/app\/vehicle-types$/);
  await expect(rowOf(page, 'Auto carrier')).toContainText('AUTO');
  await saveScreenshot(page, 'vehicle-types');

  await page.goto('/app/dashbord');
  await expect(page.getByTestId('count-vehicleType')).toHaveText('8');
  expect(pageProblems.all()).toEqual([]);
});

test('a type drivers use cannot be deleted or change its code; set inactive, the dashboard stops counting it', async ({
  page,
  request,
  apiUrl,
}) => {
  const { token } = await loginAs(page, 'admin');
  const hcv = (await seededTypes(request, apiUrl, token)).get('HCV')!;
  expect(hcv.driver_count).toBeGreaterThan(1);

  // Around the console, the API refuses the delete, saying how many drivers use it.
  const refused = await request.post(`${apiUrl}/vehicle_type_delete`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: hcv.id },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    `Heavy commercial vehicle cannot be deleted: ${hcv.driver_count} drivers use it. Set it inactive instead.`,
  );

  // In the list, Delete says why not and offers to set it inactive instead.
  await page.goto('/app/vehicle-types');
  await chooseRowAction(page, 'Heavy commercial vehicle', 'Delete');
  const dialog = page.getByRole('dialog', {
    name: 'Heavy commercial vehicle (HCV) cannot be deleted',
  });
  await expect(dialog).toContainText(`drivers use Heavy commercial vehicle`);
  await dialog.getByRole('button', { name: 'Set inactive instead' }).click();
  await expect(rowOf(page, 'Heavy commercial vehicle')).toContainText('Inactive');

  await page.goto('/app/dashbord');
  await expect(page.getByTestId('count-vehicleType')).toHaveText('6');

  // The code cannot change: the server's reason shows on the field.
  await page.goto(`/app/vehicle-types/add?id=${hcv.id}`);
  await expect(page.getByLabel('Code')).toHaveValue('HCV');
  await page.getByLabel('Code').fill('HGV');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#field-code-error')).toHaveText(
    `The code of Heavy commercial vehicle cannot change: ${hcv.driver_count} drivers use it. Add a new type instead.`,
  );
  await expect(page).toHaveURL(/\/app\/vehicle-types\/add\?id=\d+$/);
});

test('the demo sub admin, who may only read vehicle types, sees no add, edit or delete', async ({
  page,
}) => {
  await loginAs(page, 'subadmin');
  await page.goto('/app/vehicle-types');
  await expect(rowOf(page, 'Heavy commercial vehicle')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add vehicle type' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^More actions for / })).toHaveCount(0);
  await page.goto('/app/vehicle-types/add');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
});

test('the drivers list filters by a vehicle type of the managed list', async ({
  page,
  request,
  apiUrl,
}) => {
  const { token } = await signInThroughApi(request, 'admin');
  const tanker = (await seededTypes(request, apiUrl, token)).get('TANKER')!;
  await loginAs(page, 'admin');

  // From the type's driver count to its drivers.
  await page.goto('/app/vehicle-types');
  await rowOf(page, 'Tanker')
    .getByRole('link', { name: /drivers with Tanker$/ })
    .click();
  await expect(page).toHaveURL(/\/app\/users\?vehicle_type=TANKER$/);
  const filter = page.getByRole('combobox', { name: 'Filter by vehicle type' });
  await expect(filter).toHaveValue('TANKER');
  const total = page.getByText(/^[\d,]+ drivers?$/);
  await expect(total).toBeVisible();
  expect(Number((await total.textContent())!.replace(/\D/g, ''))).toBe(tanker.driver_count);
  const types = await page
    .locator('main table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  expect(types.length).toBeGreaterThan(0);
  for (const text of types) expect(text).toContain('TANKER');

  // And chosen in the filter.
  await filter.selectOption({ label: 'Container carrier (CONTAINER)' });
  await expect(page).toHaveURL(/vehicle_type=CONTAINER/);
  await expect(page.locator('main table tbody tr').first()).toContainText('CONTAINER');
});
