import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activityEntry,
  adminUser,
  installFakeApi,
  signedInRoutes,
  type FakeRoutes,
} from '@/testing/fake-api';
import {
  checkinRow,
  listAnswer,
  placeOptionRoutes,
  policeContact,
  restingPoint,
  restingPointDetail,
} from '@/testing/places';
import { currentPath, renderApp } from '@/testing/render-app';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const busyPoint = restingPointDetail({
  checkin_count: 1234,
  today_checkins: 7,
  checked_in_count: 23,
  checked_in_now: [
    checkinRow({ id: 31, user_id: 42, driver_name: 'Gurpreet Sandhu' }),
    checkinRow({ id: 30, user_id: 43, driver_name: 'Salim Khan', driver_deleted: true }),
  ],
  recent_checkins: [
    checkinRow({ id: 31, user_id: 42, driver_name: 'Gurpreet Sandhu' }),
    checkinRow({
      id: 29,
      user_id: 44,
      driver_name: 'Murugan Pillai',
      checkin_at: '2026-11-19T20:00:00.000Z',
      checkout_at: '2026-11-20T05:30:00.000Z',
      status: 'checked_out',
    }),
  ],
});

function setup(routes: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    'POST /resting_point_detail': { body: busyPoint },
    'GET /police_list': listAnswer([
      policeContact(),
      policeContact({
        id: 6,
        station_name: 'Hosur Town Police Station',
        phone_numbers: ['04344 222555'],
      }),
    ]),
    ...routes,
  }).calls;
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('.card') as HTMLElement;

describe('resting point detail', () => {
  it('shows the place, who is there now, its police contacts and its recent check-ins', async () => {
    const calls = setup();
    renderApp(paths.restingPoints.view(100), { token: 't1' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apna Ghar Hosur' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/resting_point_detail')?.body).toEqual({ id: 100 });
    expect(section('Place')).toHaveTextContent('NH44, km 32, Bypass Road, Hosur');
    expect(section('Capacity')).toHaveTextContent('60 trucks');
    expect(section('Capacity')).toHaveTextContent('23 drivers');
    expect(section('Facilities')).toHaveTextContent('Toilets, Dormitory');
    expect(
      within(section('Contact')).getByRole('link', { name: '+91 98765 43210' }),
    ).toHaveAttribute('href', 'tel:+919876543210');

    // Drivers there now: each links to the driver, except a deleted one; the rest are a link away.
    const now = section('Checked in now (23)');
    expect(within(now).getByRole('link', { name: 'Gurpreet Sandhu' })).toHaveAttribute(
      'href',
      paths.drivers.view(42),
    );
    expect(within(now).getByText('Salim Khan')).not.toHaveAttribute('href');
    expect(now).toHaveTextContent('The 2 latest arrivals are shown.');
    expect(
      within(now).getByRole('link', { name: 'See all 23 in the check-in list' }),
    ).toHaveAttribute('href', href(paths.checkins.list, { now: 1, resting_point_id: 100 }));

    // The police contacts that cover this point, with numbers to call.
    const police = section('Police contacts');
    expect(await within(police).findByText('Hosur Town Police Station')).toBeInTheDocument();
    expect(within(police).getByText('Highway Patrol Police Station, Hosur')).toBeInTheDocument();
    expect(within(police).getByRole('link', { name: '04344 222555' })).toHaveAttribute(
      'href',
      'tel:04344222555',
    );
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/police_list')?.query ?? []),
    ).toMatchObject({ resting_point_id: '100' });
    expect(
      within(police).getByRole('link', { name: 'All police contacts in Tamil Nadu' }),
    ).toHaveAttribute('href', href(paths.police.list, { state_id: 3 }));

    const recent = section('Recent check-ins');
    expect(within(recent).getByRole('link', { name: 'Murugan Pillai' })).toBeInTheDocument();
    expect(
      within(recent).getByRole('link', { name: 'All 1,234 check-ins at this resting point' }),
    ).toHaveAttribute('href', href(paths.checkins.list, { resting_point_id: 100 }));

    expect(screen.getByRole('link', { name: 'Edit resting point' })).toHaveAttribute(
      'href',
      paths.restingPoints.edit(100),
    );
  });

  it('says when nobody is there, nothing happened yet and no police contact covers it', async () => {
    setup({
      'POST /resting_point_detail': { body: restingPointDetail() },
      'GET /police_list': listAnswer([]),
    });
    renderApp(paths.restingPoints.view(100), { token: 't1' });
    expect(await screen.findByText('Nobody is checked in here now.')).toBeInTheDocument();
    expect(screen.getByText('No check-ins here yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No police contact covers this resting point yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in the check-in list/ })).not.toBeInTheDocument();
  });

  it('offers to try the police contacts again when they fail to load', async () => {
    let fail = true;
    setup({
      'GET /police_list': () =>
        fail ? { status: 503, message: 'Police list unavailable' } : listAnswer([policeContact()]),
    });
    renderApp(paths.restingPoints.view(100), { token: 't1' });
    await screen.findByRole('heading', { level: 2, name: 'Police contacts' });
    const police = section('Police contacts');
    expect(await within(police).findByText(/Police list unavailable/)).toBeInTheDocument();
    // The rest of the screen stays usable.
    expect(screen.getByRole('heading', { level: 2, name: 'Recent check-ins' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(police).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Highway Patrol Police Station, Hosur')).toBeInTheDocument();
  });

  it('shows the missing-record screen for a resting point that does not exist', async () => {
    setup({ 'POST /resting_point_detail': { status: 404, message: 'Resting point not found' } });
    renderApp(paths.restingPoints.view(999), { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'Resting point not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the resting point list' })).toHaveAttribute(
      'href',
      paths.restingPoints.list,
    );
    expect(screen.queryByRole('link', { name: 'Edit resting point' })).not.toBeInTheDocument();
  });

  it('does not call the API for an id that cannot exist', async () => {
    const calls = setup();
    renderApp(paths.restingPoints.view('abc'), { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'Resting point not found' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/resting_point_detail')).toBe(false);
    expect(calls.some((call) => call.path === '/police_list')).toBe(false);
  });

  it('is opened from the name in the resting point list', async () => {
    setup({
      ...placeOptionRoutes,
      'GET /resting_point_list': listAnswer([restingPoint()]),
    });
    const { router } = renderApp(paths.restingPoints.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('link', { name: 'Apna Ghar Hosur' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apna Ghar Hosur' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe(paths.restingPoints.view(100));
  });

  it("shows the resting point's own history", async () => {
    const calls = setup({
      'GET /activity_record_list': {
        body: [
          activityEntry({
            section: 'resting_points',
            record_type: 'resting_point',
            record_id: 100,
            record_label: 'Apna Ghar Hosur',
            action: 'create',
            changes: [{ field: 'name', before: null, after: 'Apna Ghar Hosur' }],
          }),
        ],
      },
    });
    renderApp(paths.restingPoints.view(100), { token: 't1' });
    const history = await screen.findByRole('list', { name: 'Latest changes, newest first' });
    expect(history).toHaveTextContent('Created by Asha Rao (Admin)');
    expect(history).toHaveTextContent('Name: empty → to Apna Ghar Hosur');
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/activity_record_list')!.query),
    ).toEqual({ section: 'resting_points', record_id: '100' });
  });
});

describe('resting point detail in Hindi', () => {
  it("shows its own and the resting points feature's text in Hindi, counts in Indian grouping", async () => {
    setup({
      'POST /resting_point_detail': {
        body: { ...busyPoint, type: 'dhaba', checked_in_count: 1500, checkin_count: 123456 },
      },
    });
    await activateLanguage('hi');
    renderApp(paths.restingPoints.view(100), { token: 't1' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'अभी चेक-इन (1,500)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ढाबा')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी 1,500 चेक-इन सूची में देखें' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'इस विश्राम स्थल के सभी 1,23,456 चेक-इन' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विश्राम स्थलों पर वापस जाएँ' })).toBeInTheDocument();
  });
});
