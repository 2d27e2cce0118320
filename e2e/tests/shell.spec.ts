import { expect, loginAs, saveScreenshot, test } from '../support/fixtures';

const ADMIN_MENU = [
  'Dashboard',
  'Driver managments',
  'Checkin',
  'Resting points managment',
  'Sub Admin',
  'State managment',
  'City managment',
  'company managment',
  'CMS',
  'Brodcast',
  'Setting',
  // Not in the spec: after its entries.
  'Vehicle types',
];
const ADMIN_ONLY = ['Sub Admin', 'Brodcast', 'Setting'];

test('an admin sees every section and can open each one', async ({ page, pageProblems }) => {
  test.setTimeout(60_000); // a dozen screens, one after another
  await loginAs(page, 'admin');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashbord$/);
  const menu = page.getByRole('navigation', { name: 'Sections' });
  await expect(menu.getByRole('link')).toHaveText(ADMIN_MENU);
  for (const label of ADMIN_MENU) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveClass(/active/);
  }
  await expect(page.getByText('Mock data')).toBeVisible();
  expect(pageProblems.all()).toEqual([]);
});

test('a sub admin gets the reduced menu and a not-allowed view on admin-only routes', async ({
  page,
}) => {
  await loginAs(page, 'subadmin');
  await page.goto('/app/dashbord');
  const menu = page.getByRole('navigation', { name: 'Sections' });
  await expect(menu.getByRole('link')).toHaveText(
    ADMIN_MENU.filter((l) => !ADMIN_ONLY.includes(l)),
  );
  for (const path of ['/app/brodcast', '/app/sub-Admin', '/app/sub-Admin/add', '/app/setting']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  }
  await saveScreenshot(page, 'subadmin-not-allowed');
});

test('the profile shows the signed-in user', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/app/dashbord');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('link', { name: 'Your Profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  const info = page.getByRole('main');
  await expect(info.getByRole('heading', { name: 'User Information' })).toBeVisible();
  await expect(info.getByText('admin@example.com')).toBeVisible();
  await expect(info.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Profile | Restpoint Admin');
  await saveScreenshot(page, 'profile');
});

test("the sign-in page loads none of the signed-in screens' code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/auth/login');
  // The sign-in app (no router) has hydrated the prerendered form; nothing else is fetched until
  // the form is used.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(scripts.some((path) => /\/assets\/sign-in-app-/.test(path))).toBe(true);
  const sectionCode = scripts.filter((path) =>
    /\/(signed-in-area|dashboard|profile|change-password|driver-list|company-list)-/.test(path),
  );
  expect(sectionCode).toEqual([]);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu slides out, navigates and closes', async ({ page, pageProblems }) => {
    await loginAs(page, 'admin');
    await page.goto('/app/dashbord');
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await saveScreenshot(page, 'phone-menu-open');
    await menu.getByRole('link', { name: 'company managment' }).click();
    await expect(page).toHaveURL(/\/app\/company$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    await saveScreenshot(page, 'phone-company');
    expect(pageProblems.all()).toEqual([]);
  });

  test('the sign-in form fits the screen', async ({ page }) => {
    await page.goto('/auth/login');
    const box = await page.getByRole('button', { name: 'Log in' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await saveScreenshot(page, 'phone-login');
  });
});
