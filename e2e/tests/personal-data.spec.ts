// Drivers' personal data (issue 12 §3): sub admins see it masked; one allowed to reveal it does
// so on the driver screen, one driver at a time.
import {
  expect,
  loginAs,
  saveScreenshot,
  signInThroughApi,
  test,
  TOKEN_KEY,
} from '../support/fixtures';
import { everySection } from '../support/sections';

type Driver = { user_id: number; full_name: string; mobile: string; licence_number: string };

test('a sub admin who may reveal sees a masked mobile, reveals it on the driver screen and hides it again; the reveal is logged', async ({
  page,
  request,
  apiUrl,
}) => {
  const admin = await signInThroughApi(request, 'admin');
  const auth = { Authorization: `Bearer ${admin.token}` };
  const account = { email: 'meera.reveal@example.in', password: 'reveal-password-1' };
  const added = await request.post(`${apiUrl}/sub_admin_add`, {
    headers: auth,
    data: {
      full_name: 'Meera Iyer',
      ...account,
      permissions: {
        sections: everySection('write'),
        reveal: true,
      },
    },
  });
  expect(added.status(), 'POST /sub_admin_add').toBe(201);
  const list = await request.get(`${apiUrl}/users_list?limit=1`, { headers: auth });
  const [driverRow] = ((await list.json()) as { body: Driver[] }).body;
  const detail = await request.post(`${apiUrl}/user_detail_view`, {
    headers: auth,
    data: { user_id: driverRow!.user_id },
  });
  const driver = ((await detail.json()) as { body: Driver }).body;

  await loginAs(page, account);
  await page.goto(`/app/users/view/${driver.user_id}`);
  await expect(page.getByRole('heading', { name: driver.full_name, level: 1 })).toBeVisible();
  const contact = page
    .locator('.card')
    .filter({ has: page.getByRole('heading', { name: 'Contact' }) });
  const digits = driver.mobile.replace(/\D/g, '');
  const masked = `+91 ${digits.slice(2, 4)}••• ••${digits.slice(-3)}`;
  await expect(contact.getByText(masked, { exact: true })).toBeVisible();
  await expect(contact.getByText(driver.mobile)).toHaveCount(0);
  await expect(contact.getByText(driver.licence_number)).toHaveCount(0);

  await contact.getByRole('button', { name: 'Reveal' }).click();
  await expect(contact.getByRole('link', { name: driver.mobile })).toBeVisible();
  await expect(contact.getByText(driver.licence_number)).toBeVisible();
  await saveScreenshot(page, 'driver-revealed');

  await contact.getByRole('button', { name: 'Hide' }).click();
  await expect(contact.getByText(masked, { exact: true })).toBeVisible();
  await expect(contact.getByText(driver.mobile)).toHaveCount(0);

  // The reveal is in the activity log: who, which driver, and never the values.
  const log = await request.get(`${apiUrl}/activity_list?action=reveal`, { headers: auth });
  const [entry] = ((await log.json()) as { body: Record<string, unknown>[] }).body;
  expect(entry).toMatchObject({
    actor_name: 'Meera Iyer',
    record_type: 'driver',
    record_id: driver.user_id,
    action: 'reveal',
    changes: [],
  });
  // The administrator's screen, in the same tab (the sign-in seeding runs once a tab).
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key!, token!),
    [TOKEN_KEY, admin.token],
  );
  await page.goto('/app/activity?action=reveal');
  const row = page
    .getByRole('table', { name: 'Activity log, newest first' })
    .locator('tbody tr')
    .first();
  await expect(row).toContainText('Meera Iyer');
  await expect(row).toContainText(driver.full_name);
  await expect(page.getByText(driver.mobile)).toHaveCount(0);
});
