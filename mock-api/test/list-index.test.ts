import { checkinPage, indiaDateRange, type CheckinFilter } from '../src/http/checkin-filters.js';
import { newestFirst, searchMatcher, sortList, type Order } from '../src/http/lists.js';
import { personalDataViewOf } from '../src/http/personal-data.js';
import { driverPage, DRIVER_SORTS } from '../src/store/driver-query.js';
import {
  ADMIN_ROLE,
  createStore,
  SUB_ADMIN_ROLE,
  type CheckinRecord,
  type DriverRecord,
  type DriverStatus,
  type Store,
} from '../src/store/index.js';

/**
 * The indexes the driver and check-in lists read (orders kept per sort column, positions per
 * driver, point and state, search texts) answer exactly what filtering and sorting every row per
 * request answered, after any sequence of changes: compared here with that brute-force rule on
 * random changes and random views.
 */

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

const NOW = new Date('2026-11-20T06:30:00.000Z');
const newStore = () =>
  createStore(
    {
      seed: 7,
      adminEmail: 'admin@example.com',
      adminPassword: 'password123',
      subAdminEmail: 'subadmin@example.com',
      subAdminPassword: 'password123',
      subAdminCount: 0,
      driverCount: 400,
      checkinCount: 3000,
      restingPointCount: 40,
    },
    NOW,
  );

/* ------------------------------------------------------------------ check-ins */

/** The rule as it was: every check-in tested, the matches sorted. */
function checkinsByBruteForce(
  store: Store,
  view: CheckinFilter & { sort?: 'checked_in'; order?: Order },
): CheckinRecord[] {
  const { now, resting_point_id, state_id, user_id } = view;
  const { since, until } = indiaDateRange(view);
  const matches = searchMatcher(view.search);
  const rows = store.checkins.all().filter((checkin) => {
    const point = store.restingPoints.findById(checkin.resting_point_id);
    if (now === 1 && checkin.checkout_at !== null) return false;
    if (since && checkin.checkin_at < since) return false;
    if (until && checkin.checkin_at >= until) return false;
    if (resting_point_id !== undefined && checkin.resting_point_id !== resting_point_id) {
      return false;
    }
    if (state_id !== undefined && point?.state_id !== state_id) return false;
    if (user_id !== undefined && checkin.user_id !== user_id) return false;
    if (!matches) return true;
    return matches(
      store.drivers.findById(checkin.user_id)?.full_name,
      checkin.vehicle_number,
      point?.name,
      point ? store.cities.findById(point.city_id)?.name : undefined,
    );
  });
  return sortList(
    rows,
    {
      firsts: { checked_in: 'desc' },
      columns: { checked_in: { value: (checkin) => checkin.checkin_at } },
      byDefault: newestFirst<CheckinRecord>('checkin_at'),
    },
    view,
  );
}

function changeCheckins(store: Store, rnd: Random) {
  const { checkins, drivers, restingPoints, cities, states } = store;
  const some = checkins.all()[rnd.int(checkins.size)]!;
  switch (rnd.int(5)) {
    case 0: {
      // A stay at the very time of another (ties are ordered by id).
      const driver = rnd.pick(drivers.all());
      const open = rnd.chance(0.3);
      checkins.insert({
        user_id: driver.id,
        vehicle_number: rnd.chance(0.5) ? driver.vehicle_number : 'KA01ZZ0001',
        vehicle_type: driver.vehicle_type,
        resting_point_id: rnd.pick(restingPoints.all()).id,
        checkin_at: some.checkin_at,
        checkout_at: open ? null : some.checkin_at,
        status: open ? 'checked_in' : 'checked_out',
      });
      break;
    }
    case 1:
      checkins.remove(some.id);
      break;
    case 2:
      checkins.update(some.id, { checkin_at: rnd.pick(checkins.all()).checkin_at });
      break;
    case 3: {
      const point = rnd.pick(restingPoints.all());
      restingPoints.update(point.id, {
        state_id: rnd.pick(states.all()).id,
        name: `${point.name} Hosur`,
      });
      break;
    }
    default: {
      const city = rnd.pick(cities.all());
      cities.update(city.id, { name: `${city.name} Nagar` });
    }
  }
}

function checkinView(store: Store, rnd: Random) {
  const day = (offset: number) =>
    new Date(NOW.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const view: CheckinFilter & { sort?: 'checked_in'; order?: Order } = {};
  if (rnd.chance(0.3)) view.now = rnd.pick([0, 1]);
  if (rnd.chance(0.3)) view.from = day(20 + rnd.int(40));
  if (rnd.chance(0.3)) view.to = day(rnd.int(20));
  if (rnd.chance(0.2)) view.resting_point_id = rnd.pick(store.restingPoints.all()).id;
  if (rnd.chance(0.3)) view.state_id = rnd.pick(store.states.all()).id;
  if (rnd.chance(0.15)) view.user_id = rnd.pick(store.drivers.all()).id;
  if (rnd.chance(0.3)) view.search = rnd.pick(['hosur', ' KUMAR ', 'ka01', 'nagar', 'a', 'zzzz']);
  if (rnd.chance(0.5)) view.sort = 'checked_in';
  if (rnd.chance(0.6)) view.order = rnd.pick(['asc', 'desc'] as const);
  return view;
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe('the check-in list index', () => {
  it('answers every view as filtering and sorting every check-in did, after random changes', () => {
    const store = newStore();
    const rnd = random(13);
    for (let step = 0; step < 60; step += 1) {
      if (step > 0) for (let n = rnd.int(4); n >= 0; n -= 1) changeCheckins(store, rnd);
      for (let v = 0; v < 8; v += 1) {
        const view = checkinView(store, rnd);
        const expected = checkinsByBruteForce(store, view);
        const skip = rnd.chance(0.5) ? 0 : rnd.int(Math.max(1, expected.length + 5));
        const limit = rnd.pick([1, 10, 100]);
        const found = checkinPage(store, view, skip, limit);
        expect({ view, total: found.total, rows: ids(found.rows) }).toEqual({
          view,
          total: expected.length,
          rows: ids(expected.slice(skip, skip + limit)),
        });
        expect(ids(checkinPage(store, view).rows)).toEqual(ids(expected));
      }
    }
  });

  it('lists one driver’s stays newest first', () => {
    const store = newStore();
    const driver = store.checkins.all()[0]!.user_id;
    const expected = store.checkins
      .all()
      .filter((checkin) => checkin.user_id === driver)
      .sort(newestFirst<CheckinRecord>('checkin_at'));
    expect(ids(store.checkins.ofDriver(driver))).toEqual(ids(expected));
  });
});

/* ------------------------------------------------------------------ drivers */

type DriverView = Parameters<typeof driverPage>[1];

const digits = (text: string) => text.replace(/\D/g, '');
const national = (text: string) => {
  const all = digits(text);
  if (all.length === 12 && all.startsWith('91')) return all.slice(2);
  if (all.length === 11 && all.startsWith('0')) return all.slice(1);
  return all;
};
const vehicleKey = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** The rule as it was: every driver tested, the matches sorted. */
function driversByBruteForce(store: Store, view: DriverView, masked: boolean): DriverRecord[] {
  const { serach, status, city_id, company_id } = view;
  const matches = searchMatcher(serach);
  const wantedDigits = serach && /^[\d\s+().-]+$/.test(serach) ? digits(serach) : '';
  const search = (driver: DriverRecord) => {
    if (!matches || !serach) return true;
    if (masked) {
      const mobile = wantedDigits ? national(serach) : '';
      return (
        matches(driver.full_name) ||
        (mobile.length >= 10 && national(driver.mobile) === mobile) ||
        vehicleKey(driver.vehicle_number) === vehicleKey(serach)
      );
    }
    // A vehicle number's spaces, hyphens and case never count, for any account.
    const wantedVehicle = /\d/.test(vehicleKey(serach)) ? vehicleKey(serach) : '';
    return (
      matches(driver.full_name, driver.email, driver.vehicle_number, driver.mobile) ||
      (wantedDigits.length >= 4 && digits(driver.mobile).includes(wantedDigits)) ||
      (/^[A-Z0-9]+$/.test(wantedVehicle) &&
        vehicleKey(driver.vehicle_number).includes(wantedVehicle))
    );
  };
  const rows = store.drivers
    .all()
    .filter(
      (driver) =>
        driver.deleted_at === null &&
        (!status || driver.status === status) &&
        (!city_id || driver.city_id === city_id) &&
        (!company_id || driver.company_id === company_id) &&
        search(driver),
    );
  return sortList(
    rows,
    {
      firsts: DRIVER_SORTS,
      columns: {
        name: { value: (driver) => driver.full_name, text: true },
        registered: { value: (driver) => driver.created_at },
        status: { value: (driver) => driver.status },
        city: { value: (driver) => store.cities.findById(driver.city_id)?.name ?? '', text: true },
      },
      byDefault: newestFirst('created_at'),
    },
    view,
  );
}

const STATUSES: DriverStatus[] = ['active', 'inactive', 'blocked'];

function changeDrivers(store: Store, rnd: Random) {
  const { drivers, cities } = store;
  const driver = rnd.pick(drivers.all());
  const other = rnd.pick(drivers.all());
  switch (rnd.int(6)) {
    case 0:
      drivers.update(driver.id, { status: rnd.pick(STATUSES) });
      break;
    case 1:
      drivers.update(driver.id, { deleted_at: rnd.chance(0.8) ? NOW.toISOString() : null });
      break;
    case 2:
      // Names that differ only in case or accents sort together.
      drivers.update(driver.id, {
        full_name: rnd.pick([other.full_name.toUpperCase(), 'Ämit Shah', 'amit shah']),
      });
      break;
    case 3:
      drivers.update(driver.id, { created_at: other.created_at, city_id: other.city_id });
      break;
    case 4:
      drivers.update(driver.id, { mobile: other.mobile, vehicle_number: other.vehicle_number });
      break;
    default: {
      const city = rnd.pick(cities.all());
      cities.update(city.id, { name: rnd.pick(['Zirakpur', 'agra', 'Ägra', `${city.name}x`]) });
    }
  }
}

function driverView(store: Store, rnd: Random): DriverView {
  const view: DriverView = {};
  const driver = rnd.pick(store.drivers.all());
  if (rnd.chance(0.3)) view.status = rnd.pick(STATUSES);
  if (rnd.chance(0.2)) view.city_id = driver.city_id;
  if (rnd.chance(0.2) && driver.company_id !== null) view.company_id = driver.company_id;
  if (rnd.chance(0.4)) {
    view.serach = rnd.pick([
      'singh',
      ' AMIT ',
      driver.mobile,
      driver.mobile.replace('+91 ', '0'),
      driver.mobile.slice(-5),
      driver.vehicle_number.toLowerCase(),
      `${driver.vehicle_number.slice(0, 4)} ${driver.vehicle_number.slice(4)}`,
      'gmail',
      'a\u0000b',
    ]);
  }
  if (rnd.chance(0.6))
    view.sort = rnd.pick(Object.keys(DRIVER_SORTS) as (keyof typeof DRIVER_SORTS)[]);
  if (rnd.chance(0.6)) view.order = rnd.pick(['asc', 'desc'] as const);
  return view;
}

describe('the driver list index', () => {
  it('answers every view as filtering and sorting every driver did, after random changes', () => {
    const store = newStore();
    const rnd = random(21);
    for (let step = 0; step < 80; step += 1) {
      if (step > 0) for (let n = rnd.int(4); n >= 0; n -= 1) changeDrivers(store, rnd);
      for (let v = 0; v < 8; v += 1) {
        const view = driverView(store, rnd);
        const masked = rnd.chance(0.5);
        const personal = personalDataViewOf({ role: masked ? SUB_ADMIN_ROLE : ADMIN_ROLE });
        const expected = driversByBruteForce(store, view, masked);
        const skip = rnd.chance(0.5) ? 0 : rnd.int(Math.max(1, expected.length + 5));
        const limit = rnd.pick([1, 10, 100]);
        const found = driverPage(store, view, personal, skip, limit);
        expect({ view, masked, total: found.total, rows: ids(found.rows) }).toEqual({
          view,
          masked,
          total: expected.length,
          rows: ids(expected.slice(skip, skip + limit)),
        });
        expect(ids(driverPage(store, view, personal).rows)).toEqual(ids(expected));
      }
    }
  });
});
