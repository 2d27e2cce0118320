import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { listAnswer, placeOptionRoutes } from '@/testing/places';
import { currentPath, renderApp } from '@/testing/render-app';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const checkin = (changes: Partial<CheckinRow> = {}): CheckinRow => ({
  id: 9,
  user_id: 42,
  driver_name: 'Ravi Kumar',
  driver_deleted: false,
  vehicle_number: 'KA01AB1234',
  vehicle_type: 'TANKER',
  resting_point_id: 101,
  resting_point_name: 'Pune Truck Terminal',
  city_name: 'Pune',
  state_name: 'Maharashtra',
  checkin_at: '2026-11-20T10:00:00.000Z',
  checkout_at: '2026-11-20T18:45:00.000Z',
  status: 'checked_out',
  ...changes,
});

function setup(routes: FakeRoutes = {}, rows = [checkin()]) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    ...placeOptionRoutes,
    'GET /checkin_detail_list': listAnswer(rows),
    ...routes,
  }).calls;
}

const listQueries = (calls: ReturnType<typeof setup>) =>
  calls
    .filter((call) => call.path === '/checkin_detail_list')
    .map((call) => Object.fromEntries(call.query));

const select = (name: string) => screen.getByRole('combobox', { name });
const optionNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('check-in list filters', () => {
  it('asks the API for exactly the filters in the URL, by the same names, and shows them', async () => {
    const calls = setup();
    const filters = {
      search: 'ravi',
      now: 1,
      from: '2026-11-01',
      to: '2026-11-20',
      state_id: 2,
      resting_point_id: 101,
      user_id: 42,
    };
    renderApp(href(paths.checkins.list, { ...filters, page: 2 }), { token: 't1' });
    // The point shows twice in the row: its column, and folded under the driver on phones.
    expect(await screen.findAllByText('Pune Truck Terminal')).not.toHaveLength(0);
    expect(listQueries(calls)).toContainEqual({
      ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
      page: '2',
      limit: '10',
    });
    expect(screen.getByRole('switch', { name: 'Checked in now' })).toBeChecked();
    expect(screen.getByLabelText('Checked in from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Checked in to')).toHaveValue('2026-11-20');
    await waitFor(() => expect(select('Filter by state')).toHaveValue('2'));
    await waitFor(() => expect(select('Filter by resting point')).toHaveValue('101'));
    // The driver filter names the driver, from the rows (no extra call).
    expect(screen.getByText('Ravi Kumar', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/user_detail_view')).toBe(false);
  });

  it('leaves out values an address cannot mean, instead of failing the list', async () => {
    const calls = setup();
    renderApp(
      `${paths.checkins.list}?now=yes&from=2026-02-30&to=20-11-2026&state_id=abc&user_id=0`,
      { token: 't1' },
    );
    // The point shows twice in the row: its column, and folded under the driver on phones.
    expect(await screen.findAllByText('Pune Truck Terminal')).not.toHaveLength(0);
    expect(listQueries(calls)).toEqual([{ page: '1', limit: '10' }]);
  });

  it('puts each filter chosen in the URL, back on page 1', async () => {
    const calls = setup();
    const { router } = renderApp(href(paths.checkins.list, { page: 3 }), { token: 't1' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Checked in now' }));
    await waitFor(() => expect(currentPath(router)).toBe(href(paths.checkins.list, { now: 1 })));

    await waitFor(() => expect(optionNames(select('Filter by state'))).toContain('Maharashtra'));
    await userEvent.selectOptions(select('Filter by state'), 'Maharashtra');
    // Only the resting points of the chosen state are offered, with their city.
    expect(optionNames(select('Filter by resting point'))).toEqual([
      'All resting points',
      'Pune Truck Terminal, Pune',
    ]);
    await userEvent.selectOptions(select('Filter by resting point'), 'Pune Truck Terminal, Pune');
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        href(paths.checkins.list, { now: 1, state_id: 2, resting_point_id: 101 }),
      ),
    );
    // Another state lets go of a resting point outside it.
    await userEvent.selectOptions(select('Filter by state'), 'Tamil Nadu');
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.checkins.list, { now: 1, state_id: 3 })),
    );

    fireEvent.change(screen.getByLabelText('Checked in from'), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        href(paths.checkins.list, { now: 1, state_id: 3, from: '2026-11-10' }),
      ),
    );
    // A "to" before "from" moves "from" with it: the range never runs backwards.
    fireEvent.change(screen.getByLabelText('Checked in to'), { target: { value: '2026-11-05' } });
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        href(paths.checkins.list, { now: 1, state_id: 3, from: '2026-11-05', to: '2026-11-05' }),
      ),
    );
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        page: '1',
        limit: '10',
        now: '1',
        state_id: '3',
        from: '2026-11-05',
        to: '2026-11-05',
      }),
    );
  });

  it('names a linked driver from their details when no row shows them, and removes the filter', async () => {
    const calls = setup({
      'GET /checkin_detail_list': listAnswer([]),
      'POST /user_detail_view': {
        body: {
          user_id: 12,
          full_name: 'Meena Devi',
          mobile: '+91 98450 12345',
          email: null,
          photo_url: null,
          vehicle_number: 'MH12AB1234',
          vehicle_type: 'HCV',
          vehicle_type_name: 'Heavy commercial vehicle',
          licence_number: 'MH1220150012345',
          company_id: null,
          company_name: null,
          city_id: 20,
          city_name: 'Pune',
          state_id: 2,
          state_name: 'Maharashtra',
          state_code: 'MH',
          status: 'active',
          created_at: '2026-01-01T00:00:00.000Z',
          total_checkins: 0,
          current_checkin: null,
          recent_checkins: [],
        },
      },
    });
    const { router } = renderApp(href(paths.checkins.list, { user_id: 12, now: 1 }), {
      token: 't1',
    });
    expect(await screen.findByText('Meena Devi', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user_detail_view')?.body).toEqual({ user_id: 12 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the driver filter' }));
    await waitFor(() => expect(currentPath(router)).toBe(href(paths.checkins.list, { now: 1 })));
    expect(
      screen.queryByRole('button', { name: 'Remove the driver filter' }),
    ).not.toBeInTheDocument();
  });

  it('shows times in India time with the zone named', async () => {
    setup({}, [checkin()]);
    renderApp(paths.checkins.list, { token: 't1' });
    // 10:00 and 18:45 UTC (the tests run in UTC) are 15:30 and 00:15 the next day in India.
    expect(await screen.findByText('20 Nov 2026, 15:30 IST')).toBeInTheDocument();
    expect(screen.getByText('21 Nov 2026, 00:15 IST')).toBeInTheDocument();
  });

  it('explains an empty filtered list', async () => {
    setup({}, []);
    renderApp(href(paths.checkins.list, { now: 1, state_id: 2 }), { token: 't1' });
    expect(
      await screen.findByText(
        'No check-ins match these filters. Try another date range or remove a filter.',
      ),
    ).toBeInTheDocument();
  });
});

describe('check-in list in Hindi', () => {
  it('shows the list, its stays and dates in Hindi, times still in IST', async () => {
    setup({}, [checkin(), checkin({ id: 10, checkout_at: null, status: 'checked_in' })]);
    await activateLanguage('hi');
    renderApp(paths.checkins.list, { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'चेक-इन', level: 1 })).toBeInTheDocument();
    // 10:00 to 18:45 UTC: a stay of 8 hours 45 minutes, in Hindi's units.
    expect(screen.getAllByText('8 घंटे 45 मिनट').length).toBeGreaterThan(0);
    expect(screen.getAllByText('अभी वहीं हैं').length).toBeGreaterThan(0);
    expect(screen.getAllByText('20 नव॰ 2026, 15:30 IST').length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'चेक-इन खोजें' })).toBeInTheDocument();
  });
});
