// The dashboard in the real build behind nginx: skeletons while the API is slow, then the
// figures; the chart library loads with the dashboard only and draws within the CSP.
import type { Route } from '@playwright/test';
import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

test('shows skeletons while the API is slow, then the figures, the chart and its links', async ({
  page,
  pageProblems,
  apiUrl,
}) => {
  const { token } = await loginAs(page, 'admin');
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  const chartCode = () => scripts.filter((path) => /\/bar-chart-canvas-/.test(path));

  // Another screen first: the chart library is not part of it.
  await page.goto('/app/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chartCode()).toEqual([]);

  // Hold the dashboard's calls: a slow API, for as long as the test needs, with no timing.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(
    (url) => url.origin === apiUrl && url.pathname.startsWith('/dashboard_'),
    async (route) => {
      held.push(route);
      await released;
      await route.continue();
    },
  );
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect.poll(() => held.length).toBe(3); // counts, trends and activity, all at once

  const counts = page.getByRole('region', { name: 'Counts' });
  await expect(counts.locator('[aria-busy="true"] .placeholder').first()).toBeVisible();
  await expect(counts.getByRole('status')).toHaveText('Loading the counts…');
  await expect(page.getByTestId('count-totalUsers')).toHaveCount(0);
  await expect(counts.getByText('0', { exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'dashboard-loading');

  release();
  const api = async (path: string) =>
    (
      await (
        await page.request.get(`${apiUrl}${path}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).body;
  const [expected, activity] = await Promise.all([
    api('/dashboard_count'),
    api('/dashboard_activity'),
  ]);
  await expect(page.getByTestId('count-totalUsers')).toHaveText(
    expected.totalUsers.toLocaleString('en-IN'),
  );
  await expect(page.getByTestId('checked-in-now')).toHaveText(
    activity.checked_in_now.toLocaleString('en-IN'),
  );
  await expect(counts.getByRole('status')).toHaveCount(0);

  // uPlot drew on a canvas, under the CSP, from its own chunk.
  const perDay = page.getByRole('region', { name: 'Check-ins per day' });
  await expect(perDay.locator('canvas')).toBeVisible();
  expect(chartCode()).toHaveLength(1);
  await perDay.getByText('Show the numbers').click();
  await expect(perDay.getByRole('table').locator('tbody tr')).toHaveCount(30);

  // At 390 px nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(perDay.locator('canvas')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'dashboard-phone');

  await page.getByRole('link', { name: 'See who is checked in' }).click();
  await expect(page).toHaveURL(/\/app\/checkin-list\?now=1$/);
  expect(pageProblems.all()).toEqual([]);
});

test('a large count stays whole on one line inside its tile, wide and on a phone', async ({
  page,
  apiUrl,
}) => {
  // 19,59,881 drivers: the API's own answer with a count larger than the seeded data's.
  await page.route(
    (url) => url.origin === apiUrl && url.pathname === '/dashboard_count',
    async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { body: Record<string, number> };
      json.body.totalUsers = 1_959_881;
      await route.fulfill({ response, json });
    },
  );
  await loginAs(page, 'admin');
  await page.goto('/app/dashbord');
  const figure = page.getByTestId('count-totalUsers');
  await expect(figure).toHaveText('19,59,881');

  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width < 576 ? 844 : 900 });
    const fit = await figure.evaluate((element) => {
      const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const tile = element.closest('.card-body')!;
      const style = getComputedStyle(tile);
      return {
        // One box per line the number is laid out on.
        lines: range.getClientRects().length,
        width: range.getBoundingClientRect().width,
        room: tile.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(fit.lines, `lines of 19,59,881 at ${width} px`).toBe(1);
    expect(fit.width, `19,59,881 fits its tile at ${width} px`).toBeLessThanOrEqual(fit.room);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
});
