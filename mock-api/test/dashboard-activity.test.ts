import type { CheckinRecord, Store } from '../src/store/index.js';
import { answerOf } from './answers.js';
import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

/*
 * The dashboard's trends and activity, checked against the store with plain (slow) computations.
 * The clock is fixed (only `Date`; timers run) before the app starts, so the seeded history and
 * "today" are the same on every run: Monday 23 Nov 2026, 17:30 in India, two days after the last
 * generated registration.
 */
const NOW = new Date('2026-11-23T12:00:00.000Z');
beforeAll(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterAll(() => jest.useRealTimers());

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const get = async <P extends '/dashboard_trends' | '/dashboard_activity'>(
  path: P,
  token = tokens.admin,
) => answerOf(await ctx.api.get(path).set(bearer(token)), 'get', path);
const trends = async () => (await get('/dashboard_trends')).body;
const activity = async () => (await get('/dashboard_activity')).body;
type DayCount = Awaited<ReturnType<typeof trends>>['checkins_daily'][number];

/** The India date of an instant, the slow way: shift by 5 h 30 min and read the UTC date. */
const indiaDate = (iso: string) =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const openStays = (store: Store) =>
  store.checkins
    .all()
    .filter((c) => c.checkout_at === null && store.drivers.findLive(c.user_id) !== undefined);

/** A driver with no stay in progress, for adding one. */
const idleDrivers = (store: Store) => {
  const busy = new Set(store.checkins.all().flatMap((c) => (c.checkout_at ? [] : [c.user_id])));
  return store.drivers.live().filter((d) => !busy.has(d.id));
};

function addOpenStay(store: Store, userId: number, restingPointId: number, at: string) {
  const driver = store.drivers.findById(userId)!;
  return store.checkins.insert({
    user_id: userId,
    vehicle_number: driver.vehicle_number,
    vehicle_type: driver.vehicle_type,
    resting_point_id: restingPointId,
    checkin_at: at,
    checkout_at: null,
    status: 'checked_in',
  } satisfies Omit<CheckinRecord, 'id'>);
}

describe('GET /dashboard_trends', () => {
  it('answers 30 India days up to today and 12 weeks up to this one, oldest first', async () => {
    const res = await get('/dashboard_trends');
    expect(res).toMatchObject({ success: true, message: 'Trends loaded' });
    const { body } = res;
    expect(body.time_zone).toBe('Asia/Kolkata');
    const days = body.checkins_daily.map((d) => d.date);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-11-23');
    expect(days[0]).toBe('2026-10-25');
    days.forEach((date, i) => expect(date).toBe(addDays('2026-10-25', i)));
    const weeks = res.body.registrations_weekly.map((w) => w.week_start);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23'); // a Monday: this week
    weeks.forEach((week, i) => expect(week).toBe(addDays('2026-09-07', i * 7)));
  });

  it('counts the check-ins that began on each India day, as the store holds them', async () => {
    const { store } = ctx.app;
    const expected = new Map<string, number>();
    for (const checkin of store.checkins.all()) {
      const date = indiaDate(checkin.checkin_at);
      expected.set(date, (expected.get(date) ?? 0) + 1);
    }
    const daily = (await trends()).checkins_daily;
    for (const { date, checkins } of daily) expect(checkins).toBe(expected.get(date) ?? 0);
    expect(daily.reduce((sum, d) => sum + d.checkins, 0)).toBeGreaterThan(1000);
  });

  it('puts a check-in on the India day it began: 23:59 and 00:00 fall on different days', async () => {
    const { store } = ctx.app;
    const before = (await trends()).checkins_daily;
    const count = (list: DayCount[], date: string) => list.find((d) => d.date === date)!.checkins;
    const driver = idleDrivers(store)[0]!;
    // 18:29:59 UTC is 23:59:59 on 20 Nov in India; 18:30 UTC is midnight, 21 Nov.
    for (const at of ['2026-11-20T18:29:59.000Z', '2026-11-20T18:30:00.000Z']) {
      store.checkins.insert({
        user_id: driver.id,
        vehicle_number: driver.vehicle_number,
        vehicle_type: driver.vehicle_type,
        resting_point_id: 1,
        checkin_at: at,
        checkout_at: at,
        status: 'checked_out',
      });
    }
    const after = (await trends()).checkins_daily;
    expect(count(after, '2026-11-20')).toBe(count(before, '2026-11-20') + 1);
    expect(count(after, '2026-11-21')).toBe(count(before, '2026-11-21') + 1);
  });

  it('answers 0 for a day without check-ins, and 30 zeros when the month had none', async () => {
    const { store } = ctx.app;
    const quiet = '2026-11-10';
    for (const checkin of [...store.checkins.all()]) {
      if (indiaDate(checkin.checkin_at) === quiet) store.checkins.remove(checkin.id);
    }
    const daily = (await trends()).checkins_daily;
    expect(daily).toHaveLength(30);
    expect(daily.find((d) => d.date === quiet)).toEqual({ date: quiet, checkins: 0 });
    expect(daily.find((d) => d.date === addDays(quiet, 1))!.checkins).toBeGreaterThan(0);

    // Every stay moved to last year: none in the window.
    for (const checkin of store.checkins.all()) {
      store.checkins.update(checkin.id, { checkin_at: checkin.checkin_at.replace('2026', '2025') });
    }
    const none = (await trends()).checkins_daily;
    expect(none.map((d) => d.checkins)).toEqual(new Array(30).fill(0));
  });

  it('counts registrations per India week (Monday to Sunday) without soft-deleted drivers', async () => {
    const { store } = ctx.app;
    const weekOf = (iso: string) => {
      const date = indiaDate(iso);
      const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      return addDays(date, -weekday);
    };
    const expected = new Map<string, number>();
    for (const driver of store.drivers.live()) {
      const week = weekOf(driver.created_at);
      expected.set(week, (expected.get(week) ?? 0) + 1);
    }
    const weekly = (await trends()).registrations_weekly;
    for (const { week_start, registrations } of weekly) {
      expect(registrations).toBe(expected.get(week_start) ?? 0);
    }
    // Nobody registered after 21 Nov: this week is 0, the ones before are not.
    expect(weekly.at(-1)!.registrations).toBe(0);
    expect(weekly.at(-2)!.registrations).toBeGreaterThan(0);

    const recent = store.drivers.live().at(-1)!;
    const week = weekOf(recent.created_at);
    const before = weekly.find((w) => w.week_start === week)!.registrations;
    await ctx.api
      .post('/user_soft_delete')
      .set(bearer(tokens.admin))
      .send({ user_id: recent.id })
      .expect(200);
    const after = (await trends()).registrations_weekly;
    expect(after.find((w) => w.week_start === week)!.registrations).toBe(before - 1);
  });

  it('answers 401 without a token and is allowed to a sub admin', async () => {
    expectError(
      (await ctx.api.get('/dashboard_trends').expect(401)).body,
      'Authentication required',
    );
    expect((await get('/dashboard_trends', tokens.subAdmin)).body).toEqual(await trends());
  });
});

describe('GET /dashboard_activity', () => {
  it('counts drivers per status, without soft-deleted ones, following status changes', async () => {
    const { store } = ctx.app;
    const live = store.drivers.live();
    const byStatus = (status: string) => live.filter((d) => d.status === status).length;
    const before = (await activity()).drivers_by_status;
    expect(before).toEqual({
      active: byStatus('active'),
      inactive: byStatus('inactive'),
      blocked: byStatus('blocked'),
    });
    expect(before.active + before.inactive + before.blocked).toBe(live.length);

    const driver = live.find((d) => d.status === 'active')!;
    await ctx.api
      .post('/user_status_update')
      .set(bearer(tokens.admin))
      .send({ user_id: driver.id, status: 'blocked' })
      .expect(200);
    const other = live.find((d) => d.status === 'inactive')!;
    await ctx.api
      .post('/user_soft_delete')
      .set(bearer(tokens.admin))
      .send({ user_id: other.id })
      .expect(200);
    expect((await activity()).drivers_by_status).toEqual({
      active: before.active - 1,
      inactive: before.inactive - 1,
      blocked: before.blocked + 1,
    });
  });

  it('counts the drivers checked in now and lists the 5 longest stays, longest first', async () => {
    const { store } = ctx.app;
    const open = openStays(store);
    expect(open.length).toBeGreaterThan(5);
    const body = await activity();
    expect(body.checked_in_now).toBe(open.length);
    const longest = [...open]
      .sort((a, b) => a.checkin_at.localeCompare(b.checkin_at) || a.id - b.id)
      .slice(0, 5);
    expect(body.longest_stays).toEqual(
      longest.map((c) => {
        const point = store.restingPoints.findById(c.resting_point_id)!;
        return {
          checkin_id: c.id,
          user_id: c.user_id,
          driver_name: store.drivers.findById(c.user_id)!.full_name,
          vehicle_number: c.vehicle_number,
          resting_point_id: c.resting_point_id,
          resting_point_name: point.name,
          city_name: store.cities.findById(point.city_id)!.name,
          checkin_at: c.checkin_at,
        };
      }),
    );
  });

  it('lists the 5 resting points with the most drivers now, with their capacity', async () => {
    const { store } = ctx.app;
    const perPoint = new Map<number, number>();
    for (const c of openStays(store)) {
      perPoint.set(c.resting_point_id, (perPoint.get(c.resting_point_id) ?? 0) + 1);
    }
    const { busiest_resting_points: busiest } = await activity();
    expect(busiest).toHaveLength(5);
    const most = Math.max(...perPoint.values());
    expect(busiest[0]!.checked_in_now).toBe(most);
    for (const row of busiest) {
      const point = store.restingPoints.findById(row.resting_point_id)!;
      expect(row).toEqual({
        resting_point_id: point.id,
        name: point.name,
        city_name: store.cities.findById(point.city_id)!.name,
        state_name: store.states.findById(point.state_id)!.name,
        checked_in_now: perPoint.get(point.id),
        parking_capacity: point.parking_capacity,
      });
    }
    // Most drivers first; among equals, the fuller for its capacity first.
    for (let i = 1; i < busiest.length; i += 1) {
      const [a, b] = [busiest[i - 1]!, busiest[i]!];
      expect(a.checked_in_now).toBeGreaterThanOrEqual(b.checked_in_now);
      if (a.checked_in_now === b.checked_in_now) {
        expect(a.checked_in_now / a.parking_capacity).toBeGreaterThanOrEqual(
          b.checked_in_now / b.parking_capacity,
        );
      }
    }
    // No point left out has more drivers than the last one listed.
    const listed = new Set(busiest.map((row) => row.resting_point_id));
    for (const [id, count] of perPoint) {
      if (!listed.has(id)) expect(count).toBeLessThanOrEqual(busiest.at(-1)!.checked_in_now);
    }
  });

  it('follows new stays: the busiest point and the longest stay change', async () => {
    const { store } = ctx.app;
    const before = await activity();
    const point = store.restingPoints.all().at(-1)!;
    const drivers = idleDrivers(store).slice(0, 6);
    const early = addOpenStay(store, drivers[0]!.id, point.id, '2026-11-20T01:00:00.000Z');
    for (const driver of drivers.slice(1)) {
      addOpenStay(store, driver.id, point.id, '2026-11-23T11:00:00.000Z');
    }
    const after = await activity();
    expect(after.checked_in_now).toBe(before.checked_in_now + 6);
    expect(after.busiest_resting_points[0]).toMatchObject({
      resting_point_id: point.id,
      checked_in_now:
        6 +
        (before.busiest_resting_points.find(
          (row: { resting_point_id: number }) => row.resting_point_id === point.id,
        )?.checked_in_now ?? 0),
    });
    expect(after.longest_stays[0]).toMatchObject({
      checkin_id: early.id,
      user_id: drivers[0]!.id,
      driver_name: drivers[0]!.full_name,
      resting_point_name: point.name,
    });
    expect(after.longest_stays.slice(1)).toEqual(before.longest_stays.slice(0, 4));
  });

  it('leaves out a soft-deleted driver, like every count of drivers', async () => {
    const { store } = ctx.app;
    const before = await activity();
    const longest = before.longest_stays[0]!;
    await ctx.api
      .post('/user_soft_delete')
      .set(bearer(tokens.admin))
      .send({ user_id: longest.user_id })
      .expect(200);
    const after = await activity();
    expect(after.checked_in_now).toBe(before.checked_in_now - 1);
    expect(after.longest_stays[0]).toEqual(before.longest_stays[1]);
    expect(openStays(store)).toHaveLength(after.checked_in_now);
  });

  it('answers 0 and empty lists when nobody is checked in', async () => {
    const { store } = ctx.app;
    for (const c of openStays(store)) store.checkins.remove(c.id);
    expect(await activity()).toMatchObject({
      checked_in_now: 0,
      busiest_resting_points: [],
      longest_stays: [],
    });
  });

  it('answers 401 without a token and is allowed to a sub admin', async () => {
    const res = await ctx.api.get('/dashboard_activity').expect(401);
    expectError(res.body, 'Authentication required');
    expect((await get('/dashboard_activity', tokens.subAdmin)).body).toEqual(await activity());
  });
});
