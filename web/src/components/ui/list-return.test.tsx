import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverDetail, DriverRow } from '@/lib/api-schema.gen';
import { href, paths } from '@/lib/paths';
import { sessionEnded, sessionStarted } from '@/store/auth-session';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';

// "Back to …", Cancel and saving return to a list as the user left it, seen in the console.

const ravi: DriverRow = {
  user_id: 42,
  full_name: 'Ravi Kumar',
  mobile: '+91 98450 12345',
  email: null,
  photo_url: null,
  vehicle_number: 'KA01AB1234',
  vehicle_type: 'TANKER',
  company_id: null,
  company_name: null,
  city_id: 1,
  city_name: 'Hosur',
  state_id: 2,
  state_name: 'Tamil Nadu',
  status: 'blocked',
  created_at: '2026-01-01T00:00:00.000Z',
};
const raviDetail: DriverDetail = {
  ...ravi,
  vehicle_type_name: 'Tanker',
  licence_number: 'KA0120150012345',
  state_code: 'TN',
  total_checkins: 0,
  current_checkin: null,
  recent_checkins: [],
};

const company = (company_id: number, company_name: string) => ({
  company_id,
  company_name,
  driver_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
});

function setup(extra: FakeRoutes = {}) {
  installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /users_list': {
      body: [ravi],
      pagination: { page: 2, limit: 10, total: 11, totalPages: 2 },
    },
    'GET /city_list_all': { body: [] },
    'POST /user_detail_view': { body: raviDetail },
    'GET /company_list': {
      body: [company(1, 'Deccan Carriers'), company(2, 'Deccan Roadways'), company(3, 'Konkan')],
    },
    ...extra,
  });
}

const backToDrivers = () => screen.findByRole('link', { name: 'Back to drivers' });

describe('returning to a list', () => {
  it('"Back to drivers" returns to the search, filters and page the list was left with', async () => {
    setup();
    const filtered = href(paths.drivers.list, { serach: 'ravi', status: 'blocked', page: 2 });
    const { router } = renderApp(filtered, { token: 't1' });
    await userEvent.click(await screen.findByRole('link', { name: 'Ravi Kumar' }));
    await userEvent.click(await backToDrivers());
    await waitFor(() => expect(currentPath(router)).toBe(filtered));
  });

  it('falls back to the plain list after a deep link', async () => {
    setup();
    renderApp(paths.drivers.view(42), { token: 't1' });
    expect(await backToDrivers()).toHaveAttribute('href', paths.drivers.list);
  });

  it('does not carry a list view into the next session on the device', async () => {
    setup();
    const { router, store } = renderApp(href(paths.drivers.list, { status: 'blocked' }), {
      token: 't1',
    });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    act(() => store.dispatch(sessionEnded('signed-out')));
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/auth\/login/));
    act(() => store.dispatch(sessionStarted('t2')));
    await act(() => router.navigate(paths.drivers.view(42)));
    expect(await backToDrivers()).toHaveAttribute('href', paths.drivers.list);
  });

  it('saving a record, and Cancel, return to the filtered list it was opened from', async () => {
    setup({ 'POST /company_edit': { body: { ...company(2, 'Deccan Roadways Ltd'), version: 2 } } });
    const filtered = href(paths.companies.list, { search: 'deccan' });
    const { router } = renderApp(filtered, { token: 't1' });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Deccan Roadways' }));
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', filtered);
    await userEvent.type(screen.getByLabelText('Company name'), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(filtered));
  });
});
