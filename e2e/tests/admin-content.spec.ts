// Issue 5 in a real browser: sub admins and the role rule, CMS pages rendered safely, policy
// versions, broadcasts with their audience count, and changing the password.
import type { Page } from '@playwright/test';
import { CONSOLE_URL } from '../support/env';
import {
  ACCOUNTS,
  chooseRowAction,
  expect,
  loginAs,
  saveScreenshot,
  test,
} from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('sub admins', () => {
  test('an admin creates a sub admin, who gets the reduced menu; disabling locks them out', async ({
    page,
    browser,
  }) => {
    const meera = { email: 'meera.nair@example.in', password: 'Truck-stop-9' };
    await loginAs(page, 'admin');
    await page.goto('/app/sub-Admin');
    await page.getByRole('link', { name: 'Add sub admin' }).click();
    await page.getByLabel('Full name').fill('Meera Nair');
    await page.getByLabel('Email address').fill(meera.email);
    await page.getByLabel('Mobile (optional)').fill('98765 43210');
    await page.getByLabel('Password', { exact: true }).fill(meera.password);
    await page.getByLabel('Confirm password').fill(meera.password);
    await expect(page.getByText(/^Strength: Strong/)).toBeVisible();
    await page.getByRole('button', { name: 'Add sub admin' }).click();
    await expect(page).toHaveURL(/\/app\/sub-Admin$/);
    const row = page.getByRole('row').filter({ hasText: 'Meera Nair' });
    await expect(row).toContainText('+91 98765 43210');
    await expect(row).toContainText('Active');
    await saveScreenshot(page, 'sub-admin-list');

    // A fresh browser context: nothing shared with the admin's tab.
    const context = await browser.newContext({ baseURL: CONSOLE_URL });
    const other = await context.newPage();
    await signIn(other, meera.email, meera.password);
    await expect(other).toHaveURL(/\/app\/dashbord$/);
    const menu = other.getByRole('navigation', { name: 'Sections' });
    await expect(menu.getByRole('link', { name: 'CMS' })).toBeVisible();
    for (const entry of ['Sub Admin', 'Brodcast', 'Setting']) {
      await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
    }
    await other.goto('/app/brodcast');
    await expect(other.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Broadcast' })).toHaveCount(0);
    await saveScreenshot(other, 'sub-admin-not-allowed');

    await chooseRowAction(row, 'Meera Nair', 'Disable');
    const dialog = page.getByRole('dialog', { name: 'Disable sub admin?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');

    // Their open tab is signed out at its next call, and signing in again is refused.
    await other
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'CMS' })
      .click();
    await expect(other).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fcms$/);
    await signIn(other, meera.email, meera.password);
    await expect(other.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'This account is disabled. Contact an administrator.',
    );
    await context.close();
  });

  test('the sub admin list on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'admin');
    await page.goto('/app/sub-Admin');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await saveScreenshot(page, 'sub-admin-list-phone');
  });
});

test('a CMS page with script in it is shown safely, in the preview and once saved', async ({
  page,
  pageProblems,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/app/cms');
  await expect(
    page
      .getByRole('navigation', { name: 'Content sections' })
      .getByRole('link', { name: 'Police' }),
  ).toHaveAttribute('href', '/app/cms/police');
  await page.getByRole('link', { name: 'Edit FAQ' }).click();
  await expect(page).toHaveURL(/\/app\/cms\?page=faq$/);

  const content = [
    '# Safe page',
    '<script>window.__pwned = "script"</script>',
    '<img src="x" onerror="window.__pwned = \'img\'">',
    '[tap here](javascript:window.__pwned="link") and **stay safe**',
  ].join('\n\n');
  await page.getByLabel('Content').fill(content);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('<script>window.__pwned = "script"</script>')).toBeVisible();
  await expect(preview.getByText('stay safe')).toHaveJSProperty('tagName', 'STRONG');
  await expect(preview.locator('img, script, a[href^="javascript"]')).toHaveCount(0);
  await saveScreenshot(page, 'cms-editor-preview');

  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('FAQ was saved.')).toBeVisible();
  await expect(page.getByText(/Unsafe markup was removed/)).toBeVisible();

  await page.reload();
  await expect(preview.getByRole('heading', { name: 'Safe page' })).toBeVisible();
  // sanitize-html rewrote the tag it cleaned.
  await expect(preview.getByText('<img src="x" />')).toBeVisible();
  await expect(page.getByLabel('Content')).not.toHaveValue(/script|onerror|javascript:/);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  // No blocked inline script, no failed image load: nothing was even attempted.
  expect(pageProblems.all()).toEqual([]);

  await page.goto('/app/cms');
  await expect(page.getByRole('row').filter({ hasText: 'FAQ' })).toContainText('Asha Menon');
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Edit About us' }).click();
  await expect(preview.getByRole('heading', { name: 'About Restpoint' })).toBeVisible();
  await saveScreenshot(page, 'cms-editor-phone');
});

test('publishing a policy adds a version and keeps the old ones readable', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/app/policys');
  await page.getByRole('link', { name: 'Stay rules' }).click();
  await expect(page).toHaveURL(/\/app\/policys\?id=\d+$/);
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('button', { name: /Version 2 \(current\)/ })).toBeVisible();

  await page.getByRole('link', { name: 'Publish new version' }).click();
  const text = page.getByLabel('Policy text');
  await text.fill(`${await text.inputValue()}\n- Pets must stay in the cabin.`);
  await page.getByLabel('What changed (optional)').fill('Pets rule');
  await page.getByRole('button', { name: 'Publish version 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish version 3?' });
  await expect(dialog).toContainText('Earlier versions stay in the history');
  await dialog.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/app\/policys\?id=\d+$/);
  await expect(history.getByRole('button', { name: /Version 3 \(current\)/ })).toBeVisible();
  await expect(page.getByText('Pets must stay in the cabin.').first()).toBeVisible();
  const older = history.getByRole('button', { name: /^Version 2/ });
  await older.click();
  await expect(history.getByText('What changed: Longer stays; no open fires.')).toBeVisible();
  await expect(history.getByText('36 hours').filter({ visible: true })).toHaveCount(1);
  await expect(history.getByRole('button', { name: /^Version 1/ })).toBeVisible();
  await saveScreenshot(page, 'policy-history');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'policy-history-phone');
});

test('a broadcast to one state reaches the drivers the API counts, and is listed', async ({
  page,
  apiUrl,
}) => {
  const session = await loginAs(page, 'admin');
  const auth = { Authorization: `Bearer ${session.token}` };
  const states = await (
    await page.request.get(`${apiUrl}/state_list_all`, { headers: auth })
  ).json();
  const goa = (states.body as { id: number; name: string }[]).find((s) => s.name === 'Goa');
  expect(goa, 'Goa is seeded').toBeDefined();
  const counted = await page.request.post(`${apiUrl}/broadcast_audience_count`, {
    headers: auth,
    data: { audience: { state_ids: [goa!.id] } },
  });
  const expected: number = (await counted.json()).body.recipient_count;
  expect(expected).toBeGreaterThan(0);

  await page.goto('/app/brodcast');
  await page.getByLabel('Title').fill('Heavy rain on NH66');
  await expect(page.getByText('18 / 65 characters')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Landslide risk near the ghats tonight. Rest at a Restpoint.');
  await page.getByLabel('Drivers in chosen states, cities or companies').check();
  await page.getByLabel('States', { exact: true }).selectOption({ label: 'Goa' });
  const reach = page.getByRole('status', { name: 'Recipients' });
  await expect(reach).toContainText(`Reaches ${expected.toLocaleString('en-IN')} of`);
  await saveScreenshot(page, 'broadcast-compose');

  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send broadcast?' });
  await expect(dialog).toContainText(`to ${expected.toLocaleString('en-IN')} drivers`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('“Heavy rain on NH66” is on its way.')).toBeVisible();

  const history = page.getByRole('table', { name: 'Sent broadcasts, newest first' });
  const first = history.getByRole('row').nth(1);
  await expect(first).toContainText('Heavy rain on NH66');
  await expect(first).toContainText('States: Goa');
  // Sent, Message (with the audience under it), Recipients, Status.
  await expect(first.getByRole('cell').nth(2)).toHaveText(expected.toLocaleString('en-IN'));
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'broadcast-phone');
});

test('changing the password: a wrong current password is refused, then it works', async ({
  page,
  apiUrl,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/app/setting');
  const fill = async (current: string, next: string) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
  };

  await fill('not-my-password', 'Highway-rest-77');
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Current password is incorrect',
  );
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );
  await saveScreenshot(page, 'change-password-wrong');

  await fill(ACCOUNTS.admin.password, 'Highway-rest-77');
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

  const login = (password: string) =>
    page.request.post(`${apiUrl}/adminlogin`, { data: { email: ACCOUNTS.admin.email, password } });
  expect((await login('Highway-rest-77')).status()).toBe(200);
  expect((await login(ACCOUNTS.admin.password)).status()).toBe(401);
});
