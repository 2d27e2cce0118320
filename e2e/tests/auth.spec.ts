import { CONSOLE_URL } from '../support/env';
import {
  ACCOUNTS,
  expect,
  loginAs,
  resetApi,
  saveScreenshot,
  TOKEN_KEY,
  test,
} from '../support/fixtures';

test.describe('signing in', () => {
  test("validates the form with the product's messages before calling the API", async ({
    page,
  }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/adminlogin')) loginCalls += 1;
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Required')).toHaveCount(2);
    await page.getByLabel('Email Address').fill('driver.at.example');
    await page.getByLabel('Password', { exact: true }).fill('1234');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Required')).toHaveCount(1);
    expect(loginCalls).toBe(0);
  });

  test("shows the server's message in an 'Error' toast on a wrong password", async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(toast).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('Email Address')).toHaveValue(ACCOUNTS.admin.email);
    await saveScreenshot(page, 'login-wrong-password');
    await expect(toast).toBeHidden({ timeout: 4_000 }); // toasts leave after 2 s
  });

  test('after 5 failed sign-ins the account waits, and the form says for how long', async ({
    page,
    request,
    apiUrl,
  }) => {
    // The mock API runs with its default limits: 5 failed sign-ins per account per 15 minutes.
    const { email, password } = ACCOUNTS.subadmin;
    for (let i = 0; i < 4; i += 1) {
      const answer = await request.post(`${apiUrl}/adminlogin`, {
        data: { email, password: 'not-the-password' },
      });
      expect(answer.status()).toBe(401);
    }
    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'Invalid email or password',
    );

    // The 6th attempt is refused even with the right password, until the window is over.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const notice = form.getByRole('alert');
    await expect(notice).toHaveText(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
    await saveScreenshot(page, 'login-throttled');

    // POST /__reset forgets the count (so e2e tests never depend on their order).
    await resetApi(request, apiUrl);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\/dashbord$/);
  });

  test('signs in from the home page and lands on the dashboard', async ({ page, pageProblems }) => {
    await page.goto('/');
    await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\/dashbord$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Restpoint Admin');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toMatch(/\S{20,}/);
    await saveScreenshot(page, 'dashboard-admin');
    expect(pageProblems.all()).toEqual([]);
  });

  test('returns to the page asked for (redirectTo) after signing in', async ({ page }) => {
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fprofile$/);
    await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
  });

  test('sends a signed-in admin from /auth/login to the dashboard', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/app\/dashbord$/);
  });
});

test.describe('registering', () => {
  test('asks an administrator, who approves it in Sub Admin; then the account signs in', async ({
    page,
    browser,
  }) => {
    const meera = { email: 'meera.nair@example.com', password: 'Rest-stop-21' };
    const signIn = async () => {
      await page.goto('/auth/login');
      await page.getByLabel('Email Address').fill(meera.email);
      await page.getByLabel('Password', { exact: true }).fill(meera.password);
      await page.getByRole('button', { name: 'Log in' }).click();
    };

    await page.goto('/auth/register');
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await page.getByLabel('Email Address').fill(meera.email);
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Nair');
    await page.getByLabel('Password', { exact: true }).fill(meera.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
    await expect(
      page.getByText('Thanks — an administrator must approve your account before you can sign in.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await saveScreenshot(page, 'register-received');

    // Not yet: the right password is refused with the reason.
    await signIn();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      "Your account is waiting for an administrator's approval",
    );
    await expect(page).toHaveURL(/\/auth\/login$/);

    // An administrator, in their own browser, approves it.
    const context = await browser.newContext({ baseURL: CONSOLE_URL });
    const admin = await context.newPage();
    await loginAs(admin, 'admin');
    await admin.goto('/app/sub-Admin');
    await expect(admin.getByRole('status', { name: 'Pending registrations' })).toContainText(
      '1 registration is waiting for approval',
    );
    const row = admin.getByRole('row').nth(1);
    await expect(row).toContainText('Meera Nair');
    await expect(row).toContainText('Pending');
    await saveScreenshot(admin, 'sub-admin-pending');
    await row.getByRole('button', { name: 'Approve Meera Nair' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve registration?' });
    // Read-only everywhere unless the administrator grants more here.
    await expect(
      dialog.getByRole('radiogroup', { name: 'Drivers', exact: true }).getByLabel('Read only'),
    ).toBeChecked();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Meera Nair was approved: Read-only.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('row').filter({ hasText: 'Meera Nair' })).toContainText('Active');
    await expect(admin.getByRole('status', { name: 'Pending registrations' })).not.toContainText(
      'waiting for approval',
    );
    await context.close();

    // Now the account signs in, as a sub admin.
    await signIn();
    await expect(page).toHaveURL(/\/app\/dashbord$/);
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sub Admin' })).toHaveCount(0);
  });
});

test.describe('the session', () => {
  test('ends when the API answers 401 mid-session, and comes back after signing in', async ({
    page,
    request,
    apiUrl,
  }) => {
    const { token } = await loginAs(page, 'admin');
    await page.goto('/app/setting');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    // The session ends on the server (as after a password change elsewhere, or expiry).
    await request.post(`${apiUrl}/auth/logout`, { headers: { Authorization: `Bearer ${token}` } });
    await page.getByLabel('Current password').fill(ACCOUNTS.admin.password);
    await page.getByLabel('New password', { exact: true }).fill('N3w-password!');
    await page.getByLabel('Confirm new password').fill('N3w-password!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fsetting$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await page.getByLabel('Email Address').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\/setting$/);
  });

  test('signs out from the user menu and cannot go back', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/dashbord');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/app\/dashbord$/);
  });

  test('changes the password: the new one signs in, the old one no longer does', async ({
    page,
    request,
    apiUrl,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/setting');
    await page.getByLabel('Current password').fill(ACCOUNTS.admin.password);
    await page.getByLabel('New password', { exact: true }).fill('Highway-48-rest');
    await expect(page.getByText(/Strength: Strong/)).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Highway-48-rest');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    const login = (password: string) =>
      request.post(`${apiUrl}/adminlogin`, { data: { email: ACCOUNTS.admin.email, password } });
    expect((await login('Highway-48-rest')).status()).toBe(200);
    expect((await login(ACCOUNTS.admin.password)).status()).toBe(401);
  });
});
