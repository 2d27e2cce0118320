// Smoke test of the whole chain a browser goes through: nginx's CSP, runtime config.js, the
// stored token, CORS to the mock API. No screen content is asserted here: screens have their own
// tests.
import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

test('a signed-in console loads under the CSP and calls the API with the stored token', async ({
  page,
  pageProblems,
  apiUrl,
}) => {
  const session = await loginAs(page, 'admin');
  const profileRequest = page.waitForRequest(
    (request) => request.url() === `${apiUrl}/adminProfile` && request.method() === 'GET',
  );
  await page.goto('/app/dashbord');

  const request = await profileRequest;
  expect(request.headers()['authorization']).toBe(`Bearer ${session.token}`);
  const response = await request.response();
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/app\/dashbord$/);

  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'console-dashboard-admin');
  expect(pageProblems.all()).toEqual([]);
});
