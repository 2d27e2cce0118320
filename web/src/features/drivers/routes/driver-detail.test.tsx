import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activityEntry,
  adminUser,
  installFakeApi,
  signedInRoutes,
  subAdminUser,
} from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { findErrorToast } from '@/testing/failed-save';
import type { DriverDetail } from '@/lib/api-schema.gen';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const ravi = {
  user_id: 42,
  full_name: 'Ravi Kumar',
  mobile: '+91 98450 12345',
  email: 'ravi@example.in',
  photo_url: null,
  vehicle_number: 'KA01AB1234',
  vehicle_type: 'TANKER',
  vehicle_type_name: 'Tanker',
  licence_number: 'KA0120150012345',
  company_id: 3,
  company_name: 'Shree Balaji Roadlines',
  city_id: 1,
  city_name: 'Hosur',
  state_id: 2,
  state_name: 'Tamil Nadu',
  state_code: 'TN',
  status: 'blocked',
  created_at: '2026-01-01T00:00:00.000Z',
  total_checkins: 17,
  current_checkin: null,
  recent_checkins: [
    {
      id: 9,
      user_id: 42,
      driver_name: 'Ravi Kumar',
      driver_deleted: false,
      vehicle_number: 'KA01AB1234',
      vehicle_type: 'TANKER',
      resting_point_id: 4,
      resting_point_name: 'Apna Ghar Hosur',
      city_name: 'Hosur',
      state_name: 'Tamil Nadu',
      checkin_at: '2026-11-20T10:00:00.000Z',
      checkout_at: null,
      status: 'checked_in',
    },
  ],
} satisfies DriverDetail;

/** The entries of a history list (each holds a list of its changes). */
const entriesOf = (list: HTMLElement) => Array.from(list.children);

describe('driver detail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the driver in the URL and shows who they are, where, and their stays', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /user_detail_view': {
        body: ravi,
      },
    });
    renderApp(paths.drivers.view(42), { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user_detail_view')?.body).toEqual({ user_id: 42 });
    for (const text of [
      'KA0120150012345',
      'Tanker (TANKER)',
      'Shree Balaji Roadlines',
      'Tamil Nadu (TN)',
      'Apna Ghar Hosur',
      'Still there',
      'Blocked',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    // India time, named, although the tests run in UTC: 10:00 UTC is 15:30 IST.
    expect(screen.getByText('20 Nov 2026, 15:30 IST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All check-ins of Ravi Kumar (17)' })).toHaveAttribute(
      'href',
      href(paths.checkins.list, { user_id: 42 }),
    );
  });

  it('shows a not-found state for a missing driver, logging the failure without a toast', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /user_detail_view': { status: 404, message: 'Driver not found' },
    });
    renderApp(paths.drivers.view(999999), { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'Driver not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the driver list' })).toHaveAttribute(
      'href',
      paths.drivers.list,
    );
    expect(logged).toHaveBeenCalledWith('Driver detail could not be loaded', expect.anything());
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('does not call the API for an id that cannot exist', async () => {
    const { calls } = installFakeApi(signedInRoutes(adminUser));
    renderApp(paths.drivers.view('abc'), { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'Driver not found' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/user_detail_view')).toBe(false);
  });

  it("shows the driver's own history, and asks for it again after a change", async () => {
    const blocked = activityEntry({
      id: 8,
      at: '2026-11-21T04:30:00.000Z',
      section: 'drivers',
      record_type: 'driver',
      record_id: 42,
      record_label: 'Ravi Kumar',
      action: 'status',
      actor_id: subAdminUser.id,
      actor_name: 'Vikram Singh',
      actor_role: 2,
      changes: [{ field: 'status', before: 'active', after: 'blocked' }],
    });
    const unblocked = activityEntry({
      ...blocked,
      id: 9,
      at: '2026-11-22T04:30:00.000Z',
      actor_id: adminUser.id,
      actor_name: 'Asha Rao',
      actor_role: 1,
      changes: [{ field: 'status', before: 'blocked', after: 'active' }],
    });
    let history = [blocked];
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /user_detail_view': { body: ravi },
      'GET /activity_record_list': () => ({ body: history }),
      'POST /user_status_update': () => {
        history = [unblocked, blocked];
        return { body: { ...ravi, status: 'active' } };
      },
    });
    renderApp(paths.drivers.view(42), { token: 't1' });
    const card = (await screen.findByRole('heading', { name: 'History' })).closest('.card');
    const changes = await within(card as HTMLElement).findByRole('list', {
      name: 'Latest changes, newest first',
    });
    expect(
      Object.fromEntries(calls.find((c) => c.path === '/activity_record_list')!.query),
    ).toEqual({ section: 'drivers', record_id: '42' });
    expect(entriesOf(changes)).toHaveLength(1);
    expect(entriesOf(changes)[0]).toHaveTextContent(
      'Status changed by Vikram Singh (Sub admin)21 Nov 2026, 10:00 ISTStatus: active → to blocked',
    );
    expect(
      within(card as HTMLElement).getByRole('link', { name: /activity log of all drivers/ }),
    ).toHaveAttribute('href', href(paths.activity, { section: 'drivers' }));

    await userEvent.click(screen.getByRole('button', { name: 'Change status of Ravi Kumar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change driver status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make active' }));
    // The change was logged: the history is asked for again and shows it first.
    await waitFor(() => expect(entriesOf(changes)).toHaveLength(2));
    expect(entriesOf(changes)[0]).toHaveTextContent(
      'Status changed by Asha Rao (Admin)22 Nov 2026, 10:00 ISTStatus: blocked → to active',
    );
  });

  it('says when the history cannot be loaded, without hiding the driver', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /user_detail_view': { body: ravi },
      'GET /activity_record_list': { status: 503, message: 'Service unavailable' },
    });
    renderApp(paths.drivers.view(42), { token: 't1' });
    const card = (await screen.findByRole('heading', { name: 'History' })).closest('.card');
    expect(await within(card as HTMLElement).findByText(/Service unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeInTheDocument();
    // The spec's 'Error' toast too, as for every failed call but the driver's own details.
    await findErrorToast('Service unavailable');
  });
});

describe('driver detail in Hindi', () => {
  it("shows the driver's facts in Hindi, the link to their check-ins in Hindi's word order", async () => {
    installFakeApi({ ...signedInRoutes(adminUser), 'POST /user_detail_view': { body: ravi } });
    await activateLanguage('hi');
    renderApp(paths.drivers.view(42), { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 जन॰ 2026 को रजिस्टर हुए')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हाल के चेक-इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ravi Kumar के सभी चेक-इन (17)' })).toHaveAttribute(
      'href',
      href(paths.checkins.list, { user_id: 42 }),
    );
  });
});
