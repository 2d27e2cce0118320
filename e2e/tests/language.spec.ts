// Hindi (issue 25): chosen in the user menu, kept for the account, and right from the first paint:
// nginx serves the Hindi sign-in page and loading view by the language cookie, before any script.
import { CONSOLE_URL } from '../support/env';
import { expect, loginAs, test } from '../support/fixtures';

test('Hindi chosen in the user menu: the pages before the script, the sign-in page and another browser speak it', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, two sign-ins
  await loginAs(page, 'admin');
  await page.goto('/app/dashbord');
  await page.getByRole('button', { name: /^User menu for/ }).click();
  const saved = page.waitForResponse((answer) =>
    answer.url().endsWith('/admin_preferences_update'),
  );
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  expect((await saved).status()).toBe(200);
  const menu = page.getByRole('navigation', { name: 'अनुभाग' });
  await expect(menu.getByRole('link', { name: 'ड्राइवर प्रबंधन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // A deep link: the page nginx sends is already Hindi (its loading view), before any script.
  const deep = await page.goto('/app/users');
  const served = await deep!.text();
  expect(served).toContain('<html lang="hi">');
  expect(served).toContain('लोड हो रहा है…');
  await expect(menu.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();

  // Signing out: the prerendered sign-in page comes in Hindi.
  await page.getByRole('button', { name: /का उपयोगकर्ता मेनू$/ }).click();
  await page.getByRole('button', { name: 'साइन आउट' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपने खाते में लॉग इन करें');
  const signIn = await page.request.get('/auth/login');
  expect(await signIn.text()).toContain('अपने खाते में लॉग इन करें');
  await expect(page.getByLabel('ईमेल पता')).toBeVisible();

  // Another browser: English before sign-in, Hindi once the account is known.
  const elsewhere = await browser.newContext({ baseURL: CONSOLE_URL });
  const other = await elsewhere.newPage();
  await other.goto('/auth/login');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  await loginAs(other, 'admin');
  await other.goto('/app/dashbord');
  await expect(
    other.getByRole('navigation', { name: 'अनुभाग' }).getByRole('link', { name: 'डैशबोर्ड' }),
  ).toBeVisible();
  await elsewhere.close();

  // Back to English from the sign-in page: the page and the next one served are English.
  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  expect(await (await page.request.get('/auth/login')).text()).toContain('Log in to your account');
});
