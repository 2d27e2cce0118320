import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, DriverDetail } from '@/lib/api-schema.gen';
import { paths } from '@/lib/paths';
import {
  adminUser,
  installFakeApi,
  personalDataFor,
  revealingSubAdminUser,
  revealRoute,
  signedInRoutes,
  subAdminUser,
} from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const DRIVER: DriverDetail = {
  user_id: 42,
  full_name: 'Ravi Kumar',
  mobile: '+91 98450 12345',
  email: 'ravi@example.in',
  photo_url: null,
  vehicle_number: 'KA01AB1234',
  vehicle_type: 'TANKER',
  vehicle_type_name: 'Tanker',
  licence_number: 'KA0120150012345',
  company_id: null,
  company_name: null,
  city_id: 1,
  city_name: 'Hosur',
  state_id: 2,
  state_name: 'Tamil Nadu',
  state_code: 'TN',
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  total_checkins: 0,
  current_checkin: null,
  recent_checkins: [],
};

/** The driver screen as `user` sees it, over a fake API that masks and reveals as the API does. */
async function openDriver(user: AdminUser, asTheApiKnowsThem = user) {
  const api = installFakeApi({
    ...signedInRoutes(user),
    'POST /user_detail_view': { body: personalDataFor(user, DRIVER) },
    ...revealRoute(asTheApiKnowsThem, [DRIVER]),
  });
  renderApp(paths.drivers.view(42), { token: 't1' });
  const contact = (
    await screen.findByRole('heading', { name: 'Contact', level: 2 })
  ).closest<HTMLElement>('.card')!;
  return { ...api, contact: within(contact) };
}

describe("a driver's contact details", () => {
  afterEach(() => jest.restoreAllMocks());

  it('are masked for a sub admin who may reveal them, until Reveal; Hide masks them again', async () => {
    const { calls, contact } = await openDriver(revealingSubAdminUser);
    expect(contact.getByText('+91 98••• ••345')).toBeInTheDocument();
    expect(contact.getByText('r••••@example.in')).toBeInTheDocument();
    expect(contact.getByText('KA01••••••••345')).toBeInTheDocument();
    expect(contact.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(contact.getByRole('button', { name: 'Reveal' }));

    expect(await contact.findByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(contact.getByRole('link', { name: 'ravi@example.in' })).toBeInTheDocument();
    expect(contact.getByText('KA0120150012345')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/user_reveal').map((call) => call.body)).toEqual([
      { id: 42 },
    ]);
    expect(await screen.findByText(/The reveal is recorded in the activity log/)).toBeVisible();

    await userEvent.click(contact.getByRole('button', { name: 'Hide' }));
    expect(contact.getByText('+91 98••• ••345')).toBeInTheDocument();
    expect(contact.queryByText('+91 98450 12345')).not.toBeInTheDocument();
    expect(contact.getByRole('button', { name: 'Reveal' })).toBeInTheDocument();
  });

  it('are masked with no Reveal for a sub admin without the reveal permission', async () => {
    const { calls, contact } = await openDriver(subAdminUser);
    expect(contact.getByText('+91 98••• ••345')).toBeInTheDocument();
    expect(
      contact.getByText(/your account may not see drivers' personal data in full/),
    ).toBeInTheDocument();
    expect(contact.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/user_reveal')).toBe(false);
  });

  it('are in full for an administrator, with nothing to reveal', async () => {
    const { contact } = await openDriver(adminUser);
    expect(contact.getByRole('link', { name: '+91 98450 12345' })).toBeInTheDocument();
    expect(contact.getByText('KA0120150012345')).toBeInTheDocument();
    expect(contact.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stay masked when the API refuses the reveal, which the error toast says', async () => {
    // The permission was taken away after the console loaded the account: the API refuses.
    const { contact } = await openDriver(revealingSubAdminUser, subAdminUser);
    await userEvent.click(contact.getByRole('button', { name: 'Reveal' }));
    const toast = await screen.findByText("Your account may not reveal drivers' personal data");
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(contact.getByText('+91 98••• ••345')).toBeInTheDocument();
    expect(contact.queryByText('+91 98450 12345')).not.toBeInTheDocument();
  });
});

describe('the driver search', () => {
  it.each([
    ['an administrator', adminUser, 'Search by name, mobile, e-mail or vehicle number'],
    ['a sub admin', subAdminUser, 'Search by name, or a whole mobile or vehicle number'],
  ])('tells %s what it matches', async (_, user, hint) => {
    installFakeApi({
      ...signedInRoutes(user),
      'GET /users_list': {
        body: [],
        pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
      },
      'GET /city_list_all': { body: [] },
    });
    renderApp(paths.drivers.list, { token: 't1' });
    const search = await screen.findByRole('searchbox', { name: 'Search drivers' });
    await waitFor(() => expect(search).toHaveAttribute('placeholder', hint));
  });
});
