// The mock API's Swagger UI (/docs) under its Content-Security-Policy (mock-api/src/openapi.ts):
// it still renders every operation and "Try it out" still calls the API, and Chromium reports no
// violation of the policy while it does.
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';

test('/docs renders the operations and runs "Try it out" without a CSP violation', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto(`${API_URL}/docs/`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // By its path: Swagger UI's element ids follow the operationId.
  const health = page.locator('.opblock').filter({ has: page.locator('[data-path="/health"]') });
  await expect(health).toBeVisible({ timeout: 15_000 });
  expect(await page.locator('.opblock').count()).toBeGreaterThan(50);

  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(
    health.locator('.live-responses-table .response-col_status:not(.col_header)').first(),
  ).toHaveText('200');

  expect(problems).toEqual([]);
});

test('/docs cannot be shown in a frame, while an API answer without the headers can', async ({
  page,
}) => {
  await page.goto(`${API_URL}/health`);
  const frameLoaded = (id: string, src: string) =>
    page.evaluate(
      ({ id, src }) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.id = id;
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          document.body.append(frame);
        }),
      { id, src },
    );
  await frameLoaded('health', `${API_URL}/health`);
  await expect(page.frameLocator('#health').locator('body')).toContainText('"success":true');

  await frameLoaded('docs', `${API_URL}/docs/`);
  await expect(page.frameLocator('#docs').locator('#swagger-ui')).toHaveCount(0);
});
