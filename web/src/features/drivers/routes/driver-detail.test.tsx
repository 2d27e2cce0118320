import { screen } from '@testing-library/react';
import { adminUser, installFakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { href, paths } from '@/lib/paths';

describe('driver detail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the driver in the URL and shows who they are, where, and their stays', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /user_detail_view': {
        body: {
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
        },
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
});
