// Lost updates: an edit form sends the version it loaded; when someone changed the record
// meanwhile the save is refused, the typed value stays, and the latest version can be loaded.
import {
  companiesThroughApi,
  expect,
  loginAs,
  saveScreenshot,
  signInThroughApi,
  test,
} from '../support/fixtures';

test('a company renamed in the background: the save says what changed, keeps the typing, and works after loading the latest', async ({
  page,
  request,
  apiUrl,
}) => {
  const admin = await loginAs(page, 'admin');
  const other = await signInThroughApi(request, 'subadmin');
  const [company] = await companiesThroughApi(request, apiUrl, admin.token);
  expect(company?.version).toBe(1);
  const id = company!.company_id;

  await page.goto(`/app/add-edit-company?id=${id}`);
  const field = page.getByRole('textbox', { name: 'Company name' });
  await expect(field).toHaveValue(company!.company_name);
  await field.fill('Browser Typed Roadlines');

  // The sub admin renames it through the API (a client that sends no version) meanwhile.
  const background = await request.post(`${apiUrl}/company_edit`, {
    headers: { Authorization: `Bearer ${other.token}` },
    data: { company_id: id, company_name: 'Background Renamed Carriers' },
  });
  expect(background.status()).toBe(200);

  await page.getByRole('button', { name: 'Save changes' }).click();
  const stale = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: /^Not saved: this record changed/ }) });
  await expect(stale).toContainText(/This company was changed by Vikram Singh at .+ IST/);
  await expect(stale.getByRole('list', { name: 'Changed since you opened it' })).toHaveText(
    'Company name',
  );
  await expect(field).toHaveValue('Browser Typed Roadlines');
  await expect(page).toHaveURL(new RegExp(`/app/add-edit-company\\?id=${id}$`));
  const afterRefusal = (await companiesThroughApi(request, apiUrl, admin.token)).find(
    (row) => row.company_id === id,
  );
  expect(afterRefusal).toMatchObject({ company_name: 'Background Renamed Carriers', version: 2 });
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'stale-edit-company');

  await stale.getByRole('button', { name: 'Load latest version' }).click();
  await expect(field).toHaveValue('Background Renamed Carriers');
  await expect(
    page.getByRole('status').filter({ hasText: 'latest version is loaded' }),
  ).toBeVisible();
  await field.fill('Browser Final Roadlines');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/app\/company$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Company saved' }).first()).toBeVisible();

  const saved = (await companiesThroughApi(request, apiUrl, admin.token)).find(
    (row) => row.company_id === id,
  );
  expect(saved).toMatchObject({
    company_name: 'Browser Final Roadlines',
    version: 3,
    updated_by: 'Asha Menon',
  });
});
