// Nothing typed is lost: leaving a changed form asks first, and saving returns to the list as it
// was left (its filters and page).
import { expect, loginAs, test } from '../support/fixtures';

test('leaving a changed form asks first: Stay keeps the typing, Leave goes', async ({
  page,
  pageProblems,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/app/state/add');
  const name = page.getByLabel('State name');
  await name.fill('Test Pradesh');
  // A reload or closing the tab would be questioned by the browser now.
  expect(
    await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  ).toBe(true);

  const sections = page.getByRole('navigation', { name: 'Sections' });
  await sections.getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toContainText('Your changes are not saved.');
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/state\/add$/);
  await expect(name).toHaveValue('Test Pradesh');

  await sections.getByRole('link', { name: 'Dashboard' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/dashbord$/);
  expect(pageProblems.all()).toEqual([]);
});

test('saving a record returns to the filtered page of the list it was opened from', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/app/state?status=active&page=2');
  await page.getByRole('link', { name: 'Edit Gujarat' }).click();
  await expect(page).toHaveURL(/\/app\/state\/edit\/\d+$/);
  await page.getByLabel('State name').fill('Gujarat State');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/app\/state\?status=active&page=2$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('table tbody tr').filter({ hasText: 'Gujarat State' })).toBeVisible();
});
