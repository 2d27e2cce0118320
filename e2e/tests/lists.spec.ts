// Big lists as an operator uses them: sort by a heading (kept in the URL), and export the view on
// screen as CSV, saved by the browser from a single-use link, behind nginx's CSP.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

const rows = (page: Page) => page.locator('table tbody tr');
/** The driver names of the rows shown, in order. */
const names = (page: Page) => rows(page).locator('a[href^="/app/users/view/"]').allTextContents();

test.describe('lists', () => {
  test('a heading sorts the list on the server, in the URL, both ways', async ({ page }) => {
    // Wide enough for the Registered column, which folds away below 1400 px.
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/app/users');
    await expect(page.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const byRegistration = await names(page);

    await page.getByRole('button', { name: 'Driver', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/users\?sort=name&order=asc$/);
    await expect(page.getByRole('columnheader', { name: 'Driver', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => names(page)).not.toEqual(byRegistration);
    const ascending = await names(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));

    await page.getByRole('button', { name: 'Driver', exact: true }).click();
    await expect(page).toHaveURL(/sort=name&order=desc$/);
    await expect.poll(() => names(page)).not.toEqual(ascending);
    const descending = await names(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en')));

    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Driver', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => names(page)).toEqual(descending);
  });

  test('Export CSV saves exactly the filtered, sorted view, every row', async ({
    page,
    pageProblems,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/users?status=blocked&sort=name&order=desc');
    const total = page.getByText(/^[\d,]+ drivers?$/);
    await expect(total).toBeVisible();
    const count = Number((await total.textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(10); // more than one page: the file is not just what is shown
    const shown = await names(page);

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^drivers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);

    const [heading, ...records] = parse(text, { bom: true }) as string[][];
    expect(heading!.slice(0, 3)).toEqual(['Driver ID', 'Name', 'Mobile']);
    expect(records).toHaveLength(count);
    expect(records.slice(0, shown.length).map((record) => record[1])).toEqual(shown);
    expect(new Set(records.map((record) => record[9]))).toEqual(new Set(['blocked']));

    // The console stayed where it was, and nothing was blocked on the way.
    await expect(page).toHaveURL(/\/app\/users\?status=blocked&sort=name&order=desc$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Export started' })).toBeVisible();
    await saveScreenshot(page, 'drivers-export');
    expect(pageProblems.all()).toEqual([]);
  });
});
