import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardActivity, DashboardCounts, DashboardTrends } from '@/lib/api-schema.gen';
import { href, paths } from '@/lib/paths';
import {
  adminUser,
  installFakeApi,
  signedInRoutes,
  subAdminWith,
  type FakeAnswer,
  type FakeRoutes,
} from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import FakePlot from '@/testing/uplot-stub';

const COUNTS: DashboardCounts = {
  totalCities: 147,
  totalComapnies: 40,
  totalResting: 300,
  totalStates: 36,
  totalUsers: 2953,
  vehicleType: 7,
};

/** 30 India days from 25 Oct 2026 to 23 Nov 2026: 100, 101, … 129 check-ins; 10 Nov none. */
const DAYS = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10);
  return { date, checkins: date === '2026-11-10' ? 0 : 100 + i };
});
const TRENDS: DashboardTrends = {
  time_zone: 'Asia/Kolkata',
  checkins_daily: DAYS,
  registrations_weekly: Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    registrations: i === 11 ? 3 : 20 + i,
  })),
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const ACTIVITY: DashboardActivity = {
  drivers_by_status: { active: 2370, inactive: 410, blocked: 173 },
  checked_in_now: 140,
  busiest_resting_points: [
    {
      resting_point_id: 260,
      name: 'Sarathi Vishram Griha Imphal',
      city_name: 'Imphal',
      state_name: 'Manipur',
      checked_in_now: 3,
      parking_capacity: 39,
    },
    {
      resting_point_id: 117,
      name: 'Sher-e-Punjab Dhaba Rourkela',
      city_name: 'Rourkela',
      state_name: 'Odisha',
      checked_in_now: 2,
      parking_capacity: 50,
    },
  ],
  longest_stays: [
    {
      checkin_id: 29773,
      user_id: 1030,
      driver_name: 'Bhudeva Varrier',
      vehicle_number: 'UP33AG7683',
      resting_point_id: 49,
      resting_point_name: 'Highway King Dhaba Mysuru',
      city_name: 'Mysuru',
      checkin_at: hoursAgo(27.5),
    },
    {
      checkin_id: 29774,
      user_id: 1625,
      driver_name: 'Jagathi Dhawan',
      vehicle_number: 'TS13XH6119',
      resting_point_id: 238,
      resting_point_name: 'Iyengar Dhaba',
      city_name: 'Jabalpur',
      checkin_at: hoursAgo(3.25),
    },
  ],
};

const ANSWERS: FakeRoutes = {
  ...signedInRoutes(adminUser),
  'GET /dashboard_count': { body: COUNTS },
  'GET /dashboard_trends': { body: TRENDS },
  'GET /dashboard_activity': { body: ACTIVITY },
};

/** An answer that waits until `release()`. */
function held<A>(answer: A) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  return { route: () => answered.then(() => answer), release: () => release() };
}

const region = (name: string) => screen.getByRole('region', { name });
/** The same, once the screen has shown (its code loads on demand). */
const findRegion = (name: string) => screen.findByRole('region', { name });
const tile = (label: string) =>
  screen.getByRole('heading', { name: label }).closest<HTMLElement>('.card')!;
const renderDashboard = () => renderApp(paths.dashboard, { token: 't1' });

describe('dashboard', () => {
  beforeEach(() => {
    FakePlot.drawn = [];
  });

  it('asks for its three calls at once and shows skeletons, not zeros, until they answer', async () => {
    const counts = held<FakeAnswer<'GET /dashboard_count'>>({ body: COUNTS });
    const trends = held<FakeAnswer<'GET /dashboard_trends'>>({ body: TRENDS });
    const activity = held<FakeAnswer<'GET /dashboard_activity'>>({ body: ACTIVITY });
    const { calls } = installFakeApi({
      ...ANSWERS,
      'GET /dashboard_count': counts.route,
      'GET /dashboard_trends': trends.route,
      'GET /dashboard_activity': activity.route,
    });
    renderDashboard();

    // All three are asked before any has answered: no call waits for another.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/dashboard_count', '/dashboard_trends', '/dashboard_activity']),
      ),
    );
    const counting = region('Counts');
    expect(within(counting).getByRole('status')).toHaveTextContent('Loading the counts…');
    expect(counting.querySelector('[aria-busy="true"] .placeholder')).not.toBeNull();
    expect(within(tile('Drivers')).queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-totalUsers')).not.toBeInTheDocument();
    expect(within(region('Checked in now')).getByRole('status')).toHaveTextContent(
      'Loading who is checked in…',
    );
    expect(screen.queryByTestId('checked-in-now')).not.toBeInTheDocument();
    expect(within(region('Check-ins per day')).queryByRole('table')).not.toBeInTheDocument();

    counts.release();
    expect(await screen.findByTestId('count-totalUsers')).toHaveTextContent('2,953');
    expect(within(region('Counts')).queryByRole('status')).not.toBeInTheDocument();
    // The others still load, each on its own.
    expect(screen.queryByTestId('checked-in-now')).not.toBeInTheDocument();

    activity.release();
    trends.release();
    expect(await screen.findByTestId('checked-in-now')).toHaveTextContent('140');
    expect(
      await within(region('Check-ins per day')).findByRole('table', { hidden: true }),
    ).toBeInTheDocument();
  });

  it('shows 0 for a count the answer lacks', async () => {
    const { vehicleType: _left, ...withoutVehicleTypes } = COUNTS;
    installFakeApi({
      ...ANSWERS,
      'GET /dashboard_count': { body: withoutVehicleTypes as DashboardCounts },
    });
    renderDashboard();
    expect(await screen.findByTestId('count-totalComapnies')).toHaveTextContent('40');
    expect(screen.getByTestId('count-vehicleType')).toHaveTextContent('0');
  });

  it('shows an error with Retry instead of the counts; Retry asks again and shows them', async () => {
    let asked = 0;
    const { calls } = installFakeApi({
      ...ANSWERS,
      'GET /dashboard_count': () => {
        asked += 1;
        return asked === 1 ? { status: 503, message: 'Maintenance' } : { body: COUNTS };
      },
    });
    renderDashboard();
    const counting = await findRegion('Counts');
    const retry = await within(counting).findByRole('button', {
      name: 'Retry loading the counts',
    });
    expect(within(counting).getByText(/Could not load the counts\. Maintenance/)).toBeVisible();
    expect(within(counting).queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-totalUsers')).not.toBeInTheDocument();
    // The rest of the dashboard does not depend on the counts.
    expect(await screen.findByTestId('checked-in-now')).toHaveTextContent('140');

    await userEvent.click(retry);
    expect(await screen.findByTestId('count-totalUsers')).toHaveTextContent('2,953');
    expect(within(counting).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/dashboard_count')).toHaveLength(2);
  });

  it('shows Retry in the panels of a failed call, and the panels again once it answers', async () => {
    let asked = 0;
    installFakeApi({
      ...ANSWERS,
      'GET /dashboard_activity': () => {
        asked += 1;
        return asked === 1 ? { status: 500, message: 'Server error' } : { body: ACTIVITY };
      },
    });
    renderDashboard();
    const retry = await within(await findRegion('Longest stays in progress')).findByRole('button', {
      name: 'Retry loading the longest stays',
    });
    expect(
      within(region('Busiest resting points now')).getByRole('button', { name: /Retry/ }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('checked-in-now')).not.toBeInTheDocument();
    expect(await screen.findByTestId('count-totalUsers')).toHaveTextContent('2,953');

    await userEvent.click(retry);
    expect(
      await within(region('Longest stays in progress')).findByRole('link', {
        name: 'Bhudeva Varrier',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checked-in-now')).toHaveTextContent('140');
  });

  it('links each figure to the list behind it', async () => {
    installFakeApi(ANSWERS);
    renderDashboard();
    await screen.findByTestId('count-totalUsers');
    const linkIn = (element: HTMLElement, name: string | RegExp) =>
      within(element).getByRole('link', { name });

    expect(linkIn(tile('Drivers'), 'Drivers')).toHaveAttribute('href', paths.drivers.list);
    expect(
      await within(tile('Drivers')).findByRole('link', { name: '173 blocked' }),
    ).toHaveAttribute('href', href(paths.drivers.list, { status: 'blocked' }));
    expect(linkIn(tile('Drivers'), '2,370 active')).toHaveAttribute(
      'href',
      href(paths.drivers.list, { status: 'active' }),
    );
    expect(linkIn(tile('Companies'), 'Companies')).toHaveAttribute('href', paths.companies.list);
    expect(linkIn(tile('Resting points'), 'Resting points')).toHaveAttribute(
      'href',
      paths.restingPoints.list,
    );
    expect(linkIn(tile('Vehicle types'), 'Vehicle types')).toHaveAttribute(
      'href',
      paths.vehicleTypes.list,
    );

    expect(linkIn(region('Checked in now'), 'See who is checked in')).toHaveAttribute(
      'href',
      href(paths.checkins.list, { now: 1 }),
    );
    const busiest = region('Busiest resting points now');
    expect(linkIn(busiest, 'Sarathi Vishram Griha Imphal')).toHaveAttribute(
      'href',
      href(paths.checkins.list, { resting_point_id: 260 }),
    );
    const rows = within(busiest).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Sarathi Vishram Griha Imphal.*Imphal, Manipur.*3 of 39/),
      expect.stringMatching(/Sher-e-Punjab Dhaba Rourkela.*2 of 50/),
    ]);

    const stays = region('Longest stays in progress');
    expect(linkIn(stays, 'Bhudeva Varrier')).toHaveAttribute('href', paths.drivers.view(1030));
    expect(within(stays).getByText('1 d 3 h')).toBeInTheDocument();
    expect(within(stays).getByText('3 h 15 min')).toBeInTheDocument();

    const chart = region('Check-ins per day');
    expect(linkIn(chart, 'See these check-ins')).toHaveAttribute(
      'href',
      href(paths.checkins.list, { from: '2026-10-25', to: '2026-11-23' }),
    );
    expect(linkIn(chart, '21 Nov 2026')).toHaveAttribute(
      'href',
      href(paths.checkins.list, { from: '2026-11-21', to: '2026-11-21' }),
    );
  });

  it("gives the chart's numbers as text: a summary and a table of all 30 days", async () => {
    installFakeApi(ANSWERS);
    renderDashboard();
    const chart = await findRegion('Check-ins per day');
    const table = await within(chart).findByRole('table', {
      name: 'Check-ins per day, last 30 days (India time)',
      hidden: true,
    });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['25 Oct 2026', '100']);
    expect(rows).toContainEqual(['10 Nov 2026', '0']);
    expect(rows[29]).toEqual(['23 Nov 2026', '129']);

    const total = DAYS.reduce((sum, day) => sum + day.checkins, 0);
    expect(chart).toHaveTextContent(
      `${total.toLocaleString('en-IN')} check-ins in the last 30 days (India time), about ${Math.round(total / 30)} a day. Most on 23 Nov 2026: 129. Today so far: 129.`,
    );
    expect(region('New drivers per week')).toHaveTextContent(
      '3 this week so far, 30 last week; 278 in 12 weeks.',
    );

    // The drawing got the same numbers, in order.
    await waitFor(() => expect(FakePlot.drawn).toHaveLength(2));
    const daily = FakePlot.drawn.find((data) => data[1]?.length === 30)!;
    expect(daily[1]).toEqual(DAYS.map((day) => day.checkins));
  });

  it('says so when nobody is checked in', async () => {
    installFakeApi({
      ...ANSWERS,
      'GET /dashboard_activity': {
        body: { ...ACTIVITY, checked_in_now: 0, busiest_resting_points: [], longest_stays: [] },
      },
    });
    renderDashboard();
    expect(await screen.findByTestId('checked-in-now')).toHaveTextContent('0');
    for (const name of ['Busiest resting points now', 'Longest stays in progress']) {
      expect(within(region(name)).getByText('Nobody is checked in right now.')).toBeVisible();
      expect(within(region(name)).queryByRole('table')).not.toBeInTheDocument();
    }
  });

  it('shows every count to a limited sub admin, linking only to the sections they may open', async () => {
    installFakeApi({
      ...ANSWERS,
      ...signedInRoutes(subAdminWith({ drivers: 'read' })),
    });
    renderDashboard();
    expect(await screen.findByTestId('count-totalComapnies')).toHaveTextContent('40');
    expect(screen.getByTestId('count-totalUsers')).toHaveTextContent('2,953');
    const counts = region('Counts');
    expect(within(counts).getByRole('link', { name: 'Drivers' })).toHaveAttribute(
      'href',
      paths.drivers.list,
    );
    for (const label of ['Companies', 'Resting points', 'States', 'Cities']) {
      expect(within(counts).getByRole('heading', { name: label })).toBeInTheDocument();
      expect(within(counts).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    // No way into the check-in list, which this account may not open.
    expect(screen.queryByRole('link', { name: 'See who is checked in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See these check-ins' })).not.toBeInTheDocument();
  });
});
