// The resting point and company detail views, opened from their lists as an operator would,
// against the seeded mock API (reset before every test).
import type { APIRequestContext } from '@playwright/test';
import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

async function apiGet<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { body: T }).body;
}

type PoliceContact = { station_name: string; resting_points: { id: number; name: string }[] };

test('a resting point opened from its list shows its police contacts and links to its check-ins', async ({
  page,
  apiUrl,
  pageProblems,
}) => {
  const { token } = await loginAs(page, 'admin');
  // A seeded resting point that a police contact covers.
  const police = await apiGet<PoliceContact[]>(
    page.request,
    `${apiUrl}/police_list?limit=100`,
    token,
  );
  const contact = police.find((c) => c.resting_points.length > 0);
  expect(contact, 'the seed has police contacts covering resting points').toBeDefined();
  const point = contact!.resting_points[0]!;

  await page.goto('/app/resting-points');
  await page.getByRole('searchbox', { name: 'Search resting points' }).fill(point.name);
  // The search is applied (it waits for typing to pause) before a result is opened.
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('link', { name: point.name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/app/resting-points/view/${point.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: point.name })).toBeVisible();
  const policeSection = page.locator('.card', {
    has: page.getByRole('heading', { level: 2, name: 'Police contacts' }),
  });
  await expect(policeSection.getByText(contact!.station_name)).toBeVisible();
  const checkins = page.getByRole('link', { name: /check-ins at this resting point$/ });
  await expect(checkins).toHaveAttribute('href', `/app/checkin-list?resting_point_id=${point.id}`);
  await saveScreenshot(page, 'details-resting-point');

  await checkins.click();
  await expect(page).toHaveURL(new RegExp(`/app/checkin-list\\?resting_point_id=${point.id}$`));
  expect(pageProblems.all()).toEqual([]);
});
