import { ACCOUNTS, expect, loginAs, saveScreenshot, TOKEN_KEY, test } from '../support/fixtures';

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

  test('a new registration is a sub admin with the reduced menu', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByLabel('Email Address').fill('meera.nair@example.com');
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Nair');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/app\/dashbord$/);
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sub Admin' })).toHaveCount(0);
    await page.goto('/app/profile');
    const info = page.getByRole('main');
    await expect(info.getByText('Meera Nair')).toBeVisible();
    await expect(info.getByText('Sub admin', { exact: true })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Setting' })).toBeVisible();
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
