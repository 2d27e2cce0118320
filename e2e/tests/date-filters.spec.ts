// Date filters typed with the keyboard, as operators do, in the two date orders the console meets:
// en-US (mm/dd/yyyy) and en-IN (dd/mm/yyyy). Chromium draws its date box in the browser's own
// language, not the page's, so each locale gets its own browser, started in that language (its
// translations come with Debian's chromium-l10n). The typed day filters the list and its CSV export
// alike, and nothing half typed is ever applied on the way.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { test as base, expect, loginAs, watchPage } from '../support/fixtures';

type DateLocale = 'en-US' | 'en-IN';

const test = base.extend<{ dateLocale: DateLocale; localePage: Page }>({
  dateLocale: ['en-US', { option: true }],
  // A browser of its own, started in the locale's language: Chromium on Linux takes it, and with
  // it the order of the date box, from LANGUAGE (a context's locale does not change it).
  localePage: async ({ playwright, baseURL, dateLocale }, use) => {
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: { ...process.env, LANGUAGE: dateLocale.replace('-', '_') },
    });
    const context = await browser.newContext({ baseURL, locale: dateLocale });
    await use(await context.newPage());
    await browser.close();
  },
});

const INDIA_OFFSET_MS = 5.5 * 3_600_000;
/** The India date of a moment, YYYY-MM-DD. */
const indiaDay = (ms: number) => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Yesterday in India: a whole day of the seeded data, which is laid out backwards from the mock
 * API's start (today may have only begun), and not its newest day, so filtering by it shows.
 */
const yesterday = () => indiaDay(Date.now() - 24 * 3_600_000);

/** Keys that type `day` (YYYY-MM-DD) into a date box drawn in `locale`'s order. */
function keysFor(locale: DateLocale, day: string) {
  const [year, month, date] = day.split('-');
  return locale === 'en-US' ? `${month}${date}${year}` : `${date}${month}${year}`;
}

/** Types `day` into the date box `label` with the keyboard, from its first part, and leaves it. */
async function typeDay(page: Page, locale: DateLocale, label: string, day: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.focus();
  await page.keyboard.type(keysFor(locale, day));
  await expect(box, `${label} in ${locale} shows what was typed`).toHaveValue(day);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(box).toHaveValue(day);
}

/** The India days of the times in column `column` (0-based) of the rows shown. */
const rowDays = (page: Page, column: number) =>
  page.locator('main table tbody tr').evaluateAll(
    (rows, [column, offset]) =>
      rows.map((row) => {
        const time = row.querySelectorAll('td')[column]!.querySelector('time')!;
        return new Date(Date.parse(time.dateTime) + offset).toISOString().slice(0, 10);
      }),
    [column, INDIA_OFFSET_MS] as const,
  );

/** `GET path` from the mock API as `token`: the answer's body and total. */
async function apiList(page: Page, apiUrl: string, token: string, path: string) {
  const response = await page.request.get(`${apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  const json = (await response.json()) as { pagination: { total: number } };
  return json.pagination.total;
}

/** The list's total, e.g. "1,234 check-ins" (en-IN grouping), above the table. */
const total = (page: Page) =>
  page.locator('main p[aria-live="polite"]').filter({ hasText: /^[\d,]+ [a-z-]+$/ });
const totalText = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

for (const locale of ['en-US', 'en-IN'] as const) {
  test.describe(`typed date filters (${locale})`, () => {
    test.use({ dateLocale: locale });
    // Each test starts a browser of its own, types four dates and saves a CSV of a whole day.
    test.describe.configure({ timeout: 60_000 });

    test('a typed day filters the check-ins and their CSV export to that day', async ({
      localePage: page,
      apiUrl,
    }) => {
      const pageProblems = await watchPage(page);
      const { token } = await loginAs(page, 'admin');
      const day = yesterday();
      const [all, expected] = await Promise.all([
        apiList(page, apiUrl, token, '/checkin_detail_list?page=1&limit=1'),
        apiList(page, apiUrl, token, `/checkin_detail_list?page=1&limit=1&from=${day}&to=${day}`),
      ]);
      expect(expected, `the seeded data has check-ins on ${day}`).toBeGreaterThan(10);
      expect(expected).toBeLessThan(all);

      // Only whole days reach the API: no year on the way (0002, 0020, 0202) is ever asked for.
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/checkin_detail_list') return;
        for (const end of ['from', 'to']) {
          const value = url.searchParams.get(end);
          if (value) asked.push(value);
        }
      });

      await page.goto('/app/checkin-list');
      await expect(total(page)).toHaveText(totalText(all, 'check-in', 'check-ins'));
      await typeDay(page, locale, 'Checked in from', day);
      await typeDay(page, locale, 'Checked in to', day);

      await expect(page).toHaveURL(new RegExp(`/app/checkin-list\\?from=${day}&to=${day}$`));
      await expect(total(page)).toHaveText(totalText(expected, 'check-in', 'check-ins'));
      expect(await rowDays(page, 3)).toEqual(Array(10).fill(day));
      expect(new Set(asked)).toEqual(new Set([day]));

      // The export asks for the range the boxes show, and the file holds that day's check-ins.
      const exportRequest = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/checkin_detail_export_link',
      );
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      expect((await exportRequest).postDataJSON()).toMatchObject({ from: day, to: day });
      const text = await readFile((await (await saved).path())!, 'utf8');
      const [heading, ...records] = parse(text, { bom: true }) as string[][];
      const checkedIn = heading!.indexOf('Checked in (IST)');
      expect(checkedIn).toBeGreaterThan(-1);
      expect(records).toHaveLength(expected);
      expect(new Set(records.map((record) => record[checkedIn]!.slice(0, 10)))).toEqual(
        new Set([day]),
      );
      await expect(page.getByLabel('Checked in from', { exact: true })).toHaveValue(day);
      await expect(page.getByLabel('Checked in to', { exact: true })).toHaveValue(day);
      expect(pageProblems.all()).toEqual([]);
    });

    test('a typed day filters the activity log to that day', async ({
      localePage: page,
      apiUrl,
    }) => {
      const { token } = await loginAs(page, 'admin');
      const day = yesterday();
      const expected = await apiList(
        page,
        apiUrl,
        token,
        `/activity_list?page=1&limit=1&from=${day}&to=${day}`,
      );
      expect(expected, `the seeded log has entries on ${day}`).toBeGreaterThan(0);

      await page.goto('/app/activity');
      await expect(page.getByRole('table', { name: 'Activity log, newest first' })).toBeVisible();
      await typeDay(page, locale, 'From date', day);
      await typeDay(page, locale, 'To date', day);

      await expect(page).toHaveURL(new RegExp(`/app/activity\\?from=${day}&to=${day}$`));
      await expect(total(page)).toHaveText(totalText(expected, 'entry', 'entries'));
      const days = await rowDays(page, 0);
      expect(days).toHaveLength(Math.min(expected, 10));
      expect(new Set(days)).toEqual(new Set([day]));
    });
  });
}
