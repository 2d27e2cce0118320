// A save whose answer is lost is not a failed save: the console sends it once more with the same
// Idempotency-Key, the API answers what it did the first time, and the user sees it saved.
import type { Response } from '@playwright/test';
import { companiesThroughApi, expect, loginAs, test } from '../support/fixtures';

/**
 * The console's request timeout for this test (VITE_APP_REQUEST_TIMEOUT_MS) instead of 15 s: it
 * applies to every call, so it leaves room for a busy machine's slow answers.
 */
const TIMEOUT_MS = 8000;
/** How long the API holds the first answer back: well past the timeout. */
const HOLD_MS = 60_000;

test('a company edit whose answer is lost is retried with its key and shows as saved, once, with no conflict', async ({
  page,
  request,
  apiUrl,
}) => {
  test.setTimeout(TIMEOUT_MS * 3 + 60_000);
  // The runtime setting, as the web image would render it into config.js from its environment.
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\nwindow.__RESTPOINT_CONFIG__.VITE_APP_REQUEST_TIMEOUT_MS = '${TIMEOUT_MS}';\n`;
    await route.fulfill({ response, body });
  });
  const admin = await loginAs(page, 'admin');
  const [company] = await companiesThroughApi(request, apiUrl, admin.token);
  const id = company!.company_id;

  // The edit applies, but its answer is held back past the console's timeout (once).
  const fault = await request.post(`${apiUrl}/__faults`, {
    data: { method: 'POST', url: '/company_edit', hold_ms: HOLD_MS, times: 1 },
  });
  expect(fault.status()).toBe(201);

  const edits: { key: string | null; response: Promise<Response | null> }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/company_edit')) {
      edits.push({ key: sent.headers()['idempotency-key'] ?? null, response: sent.response() });
    }
  });

  await page.goto(`/app/add-edit-company?id=${id}`);
  const field = page.getByRole('textbox', { name: 'Company name' });
  // A first load on a busy machine can take longer than the default 5 s.
  await expect(field).toHaveValue(company!.company_name, { timeout: 30_000 });
  await field.fill('Lost Answer Roadlines');
  await page.getByRole('button', { name: 'Save changes' }).click();

  // The first try times out, the retry gets the answer: saved, and back to the list.
  await expect(page.getByRole('alert').filter({ hasText: 'Company saved' }).first()).toBeVisible({
    timeout: TIMEOUT_MS * 3,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);
  await expect(page.getByText('We could not confirm the save')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/company$/, { timeout: 30_000 });

  // Two tries with one key; the second got the first one's answer back.
  expect(edits).toHaveLength(2);
  expect(edits[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(edits[1]?.key).toBe(edits[0]?.key);
  const retry = await edits[1]!.response;
  expect(retry?.status()).toBe(200);
  expect(await retry?.headerValue('idempotent-replayed')).toBe('true');

  // Saved once: one version more, by the admin, and one entry in the company's history.
  const saved = (await companiesThroughApi(request, apiUrl, admin.token)).find(
    (row) => row.company_id === id,
  );
  expect(saved).toMatchObject({
    company_name: 'Lost Answer Roadlines',
    version: company!.version + 1,
    updated_by: 'Asha Menon',
  });
  const history = await request.get(`${apiUrl}/activity_record_list`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    params: { section: 'companies', record_id: id },
  });
  const entries = ((await history.json()) as { body: { action: string }[] }).body;
  expect(entries.filter((entry) => entry.action === 'edit')).toHaveLength(1);
});
