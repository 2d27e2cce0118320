import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, ENV, loadConfig, parseFaults } from '../src/config.js';
import { presentAdmin } from '../src/http/presenters.js';
import {
  CHECKIN_STATUSES,
  createStore,
  DRIVER_STATUSES,
  VEHICLE_TYPE_CODES,
  type CheckinRecord,
  type Store,
  type StoreConfig,
  storeDigest,
  storeSnapshot,
} from '../src/store/index.js';
import { INDIAN_GIVEN_NAMES, INDIAN_SURNAMES } from '../src/store/indian-names.js';
import { travelMs } from '../src/store/travel.js';
import { startApp } from './helpers.js';

const base: StoreConfig = {
  seed: 20261121,
  adminEmail: 'admin@example.com',
  adminPassword: 'password123',
  subAdminEmail: 'subadmin@example.com',
  subAdminPassword: 'password123',
  subAdminCount: 8,
  driverCount: 300,
  checkinCount: 2000,
  restingPointCount: 40,
};

const publicData = (config: StoreConfig) => createStore(config).admins.all().map(presentAdmin);

describe('seeded store', () => {
  it('gives identical data for the same seed', () => {
    expect(publicData(base)).toEqual(publicData(base));
  });

  it('gives identical data on every start of the app with the same seed', async () => {
    // Admins do not depend on the data sizes; small ones keep two app starts quick.
    const sizes = { driverCount: 300, checkinCount: 2000, restingPointCount: 40 };
    const first = await startApp(sizes);
    const second = await startApp(sizes);
    try {
      const a = (
        await first.api
          .post('/adminlogin')
          .send({ email: 'admin@example.com', password: 'password123' })
      ).body;
      const b = (
        await second.api
          .post('/adminlogin')
          .send({ email: 'admin@example.com', password: 'password123' })
      ).body;
      expect(a.body.user).toEqual(b.body.user);
      expect(first.app.store.admins.all().map(presentAdmin)).toEqual(
        second.app.store.admins.all().map(presentAdmin),
      );
    } finally {
      await Promise.all([first.app.close(), second.app.close()]);
    }
    // Each app start compiles every route schema: about 2 s on a busy 2-core machine.
  }, 20_000);

  it('gives different generated accounts for a different seed, same demo accounts', () => {
    const a = publicData(base);
    const b = publicData({ ...base, seed: 42 });
    expect(b.slice(0, 2)).toEqual(a.slice(0, 2));
    expect(b.slice(2).map((u) => u.full_name)).not.toEqual(a.slice(2).map((u) => u.full_name));
  });

  it('has the demo admin, the demo sub admin and MOCK_SUBADMIN_COUNT generated sub admins', () => {
    const admins = publicData(base);
    expect(admins).toHaveLength(10);
    expect(admins[0]).toMatchObject({
      id: 1,
      role: 1,
      email: 'admin@example.com',
      image_url: 'uploads/avatars/1.svg',
    });
    expect(admins[1]).toMatchObject({
      id: 2,
      role: 2,
      email: 'subadmin@example.com',
      image_url: null,
    });
    expect(admins.slice(2).every((a) => a.role === 2)).toBe(true);
    expect(new Set(admins.map((a) => a.id)).size).toBe(10);
    expect(new Set(admins.map((a) => a.email)).size).toBe(10);
    expect(admins.some((a) => a.status === 'disabled')).toBe(true);
    for (const admin of admins.slice(2)) {
      expect(admin.full_name).toBe(`${admin.first_name} ${admin.last_name}`);
      expect(admin.email).toMatch(/^[^\s@]+@example\.in$/);
      expect(admin.mobile === null || /^\+91 [6-9]\d{4} \d{5}$/.test(admin.mobile)).toBe(true);
      expect(
        admin.image_url === null || admin.image_url === `uploads/avatars/${admin.id}.svg`,
      ).toBe(true);
      expect(Date.parse(admin.created_at)).toBeLessThan(Date.parse('2026-11-21T09:00:00Z'));
    }
    expect(publicData({ ...base, subAdminCount: 0 })).toHaveLength(2);
    expect(publicData({ ...base, subAdminCount: 25 })).toHaveLength(27);
  });

  it('uses the configured demo e-mails, lower-cased', () => {
    const admins = publicData({
      ...base,
      adminEmail: 'Boss@Depot.in',
      subAdminEmail: 'helper@depot.in',
    });
    expect(admins[0]?.email).toBe('boss@depot.in');
    expect(admins[1]?.email).toBe('helper@depot.in');
  });

  it('stores salted scrypt hashes, never the password', () => {
    const [admin, sub] = createStore(base).admins.all();
    expect(admin?.password_hash).toMatch(/^scrypt\$ln=\d+,r=8,p=1\$[\w-]+\$[\w-]+$/);
    expect(admin?.password_hash).not.toContain('password123');
    expect(admin?.password_hash).not.toBe(sub?.password_hash); // same password, different salt
  });

  it('reset() drops changes and sessions', () => {
    const store = createStore(base);
    const before = store.admins.all().map(presentAdmin);
    store.admins.update(1, { first_name: 'Changed' });
    store.sessions.add({
      token: 't',
      id: 'i',
      userId: 1,
      userAgent: '',
      createdAt: 0,
      expiresAt: Number.MAX_SAFE_INTEGER,
      lastUsedAt: 0,
    });
    store.reset();
    expect(store.admins.all().map(presentAdmin)).toEqual(before);
    expect(store.sessions.size).toBe(0);
  });
});

describe('store digest', () => {
  const small: StoreConfig = { ...base, driverCount: 20, checkinCount: 50, restingPointCount: 5 };

  it('changes with any record, comes back after a reset, and ignores sessions', () => {
    const store = createStore(small);
    const seeded = storeDigest(store);
    expect(storeDigest(store)).toBe(seeded);

    store.sessions.add({
      token: 't',
      id: 'i',
      userId: 1,
      userAgent: '',
      createdAt: 0,
      lastUsedAt: 0,
      expiresAt: Date.now() + 60_000,
    });
    expect(storeDigest(store)).toBe(seeded);

    store.cmsPages.update(1, { title: 'Changed' });
    expect(storeDigest(store)).not.toBe(seeded);
    store.reset();
    expect(storeDigest(store)).toBe(seeded);

    store.admins.update(2, { status: 'disabled' });
    expect(storeDigest(store)).not.toBe(seeded);
    store.reset();

    store.checkins.remove(store.checkins.all()[0]!.id);
    expect(storeDigest(store)).not.toBe(seeded);
  });

  it('covers every collection of the store', () => {
    const snapshot = JSON.parse(storeSnapshot(createStore(small))) as [string, unknown[]][];
    expect(snapshot.map(([name]) => name)).toEqual(
      expect.arrayContaining(['admins', 'checkins', 'cmsPages', 'drivers', 'policies', 'police']),
    );
    expect(snapshot.map(([name]) => name)).not.toContain('sessions');
  });
});

type Place = { latitude: number; longitude: number };

describe('seeded drivers, check-ins and places (default sizes)', () => {
  const NOW = new Date('2026-11-21T17:13:00.000Z');
  const defaults: StoreConfig = {
    ...base,
    driverCount: 3000,
    checkinCount: 30000,
    restingPointCount: 300,
  };
  let store: Store;
  beforeAll(() => {
    store = createStore(defaults, NOW);
  });
  const linked = (s: Store) =>
    JSON.stringify([s.companies.all(), s.restingPoints.all(), s.drivers.all(), s.checkins.all()]);

  it('gives identical data for the same seed and start-up minute', () => {
    expect(linked(createStore(defaults, NOW))).toBe(linked(store));
  });

  it('gives different drivers for a different seed', () => {
    const other = createStore({ ...defaults, seed: 42, checkinCount: 0 }, NOW);
    const names = (s: Store) => s.drivers.all().map((driver) => driver.full_name);
    expect(names(other)).toHaveLength(3000);
    expect(names(other)).not.toEqual(names(store));
  });

  it('has the default sizes and all 36 states and union territories with their codes', () => {
    expect(store.drivers.size).toBe(3000);
    expect(store.checkins.size).toBe(30000);
    expect(store.restingPoints.size).toBe(300);
    expect(store.companies.size).toBe(40);
    expect(store.states.size).toBe(36);
    expect(new Set(store.states.all().map((state) => state.code)).size).toBe(36);
    expect(store.states.findByCode('MH')?.name).toBe('Maharashtra');
    expect(store.states.findByCode('KA')?.name).toBe('Karnataka');
    expect(store.states.findByCode('DL')?.name).toBe('Delhi');
    expect(store.cities.inState(store.states.findByCode('MH')!.id).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Mumbai', 'Pune']),
    );
  });

  it('gives drivers Indian formats, every status and a home city in their state', () => {
    // One expect per driver would take seconds; collect the drivers that break a rule instead.
    const broken = store.drivers.all().filter((driver) => {
      const code = store.states.findById(driver.state_id)?.code ?? '??';
      return !(
        store.cities.findById(driver.city_id)?.state_id === driver.state_id &&
        new RegExp(`^${code}\\d{2}[A-Z]{2}\\d{4}$`).test(driver.vehicle_number) &&
        new RegExp(`^${code}\\d{13}$`).test(driver.licence_number) &&
        /^\+91 [6-9]\d{4} \d{5}$/.test(driver.mobile) &&
        VEHICLE_TYPE_CODES.includes(driver.vehicle_type) &&
        (driver.company_id === null || store.companies.findById(driver.company_id)) &&
        Date.parse(driver.created_at) < NOW.getTime()
      );
    });
    expect(broken).toEqual([]);
    const plates = new Set(store.drivers.all().map((driver) => driver.vehicle_number));
    expect(plates.size).toBe(3000);
    const statuses = new Set(store.drivers.all().map((driver) => driver.status));
    expect([...statuses].sort()).toEqual([...DRIVER_STATUSES].sort());
    const deleted = store.drivers.all().filter((driver) => driver.deleted_at !== null).length;
    expect(deleted).toBeGreaterThan(0);
    expect(deleted).toBeLessThan(150);
  });

  it('places every resting point within 0.3° of its city, in the city’s state', () => {
    for (const point of store.restingPoints.all()) {
      const city = store.cities.findById(point.city_id)!;
      expect(point.state_id).toBe(city.state_id);
      expect(Math.abs(point.latitude - city.latitude)).toBeLessThanOrEqual(0.3);
      expect(Math.abs(point.longitude - city.longitude)).toBeLessThanOrEqual(0.3);
    }
  });

  /** Great-circle distance in km (haversine), written here again so the test checks the store's. */
  function straightKm(a: Place, b: Place): number {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
      Math.cos(a.latitude * rad) *
        Math.cos(b.latitude * rad) *
        Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
    return 2 * 6371 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
  }
  /** Hours a truck needs between two points: straight line × 1.3 for the road, at 45 km/h. */
  const roadHours = (a: Place, b: Place) => (straightKm(a, b) * 1.3) / 45;

  /** Problems with the check-in history of a store: an empty list when it tells a possible story. */
  function historyProblems(s: Store, now: Date): string[] {
    const problems: string[] = [];
    const byDriver = new Map<number, CheckinRecord[]>();
    for (const checkin of s.checkins.all()) {
      byDriver.set(checkin.user_id, [...(byDriver.get(checkin.user_id) ?? []), checkin]);
      if (!(Date.parse(checkin.checkin_at) < now.getTime()))
        problems.push(`${checkin.id} after now`);
      if (!s.restingPoints.findById(checkin.resting_point_id)) problems.push(`${checkin.id} point`);
      if (!CHECKIN_STATUSES.includes(checkin.status)) problems.push(`${checkin.id} status`);
      if ((checkin.status === 'checked_in') !== (checkin.checkout_at === null))
        problems.push(`${checkin.id} status vs checkout`);
    }
    for (const [userId, stays] of byDriver) {
      const driver = s.drivers.findById(userId)!;
      stays.sort((a, b) => a.checkin_at.localeCompare(b.checkin_at));
      if (stays[0]!.checkin_at < driver.created_at) problems.push(`${userId} before registering`);
      stays.forEach((stay, i) => {
        if (stay.vehicle_number !== driver.vehicle_number) problems.push(`${stay.id} vehicle`);
        const next = stays[i + 1];
        if (!next) return;
        if (stay.checkout_at === null) problems.push(`${stay.id} open but not the latest`);
        else if (next.checkin_at < stay.checkout_at)
          problems.push(`${stay.id} overlaps ${next.id}`);
        else {
          const from = s.restingPoints.findById(stay.resting_point_id)!;
          const to = s.restingPoints.findById(next.resting_point_id)!;
          const gapHours = (Date.parse(next.checkin_at) - Date.parse(stay.checkout_at)) / 3_600_000;
          // A millisecond's grace for rounding: times are stored to the millisecond.
          if (gapHours + 1 / 3_600_000 < roadHours(from, to)) {
            problems.push(
              `${stay.id} → ${next.id}: ${Math.round(straightKm(from, to))} km in ${gapHours.toFixed(1)} h`,
            );
          }
        }
      });
      const last = stays[stays.length - 1]!;
      if (driver.deleted_at && (last.checkout_at ?? '9') > driver.deleted_at)
        problems.push(`${userId} checked in after deletion`);
    }
    return problems;
  }

  it('needs the road time between two places: Nashik to Meerut is a day and more away', () => {
    const nashik = { latitude: 19.9975, longitude: 73.7898 };
    const meerut = { latitude: 28.9845, longitude: 77.7064 };
    // About 1,065 km in a straight line: 1,385 km by road at 45 km/h.
    expect(travelMs(nashik, meerut) / 3_600_000).toBeCloseTo(roadHours(nashik, meerut), 3);
    expect(roadHours(nashik, meerut)).toBeGreaterThan(30);
    expect(roadHours(nashik, meerut)).toBeLessThan(31.5);
    expect(travelMs(nashik, nashik)).toBe(0);
  });

  it('lays out a possible check-in history: no overlaps, only the latest open, all before now', () => {
    expect(historyProblems(store, NOW)).toEqual([]);
    const open = store.checkins.all().filter((checkin) => checkin.checkout_at === null);
    expect(open.length).toBeGreaterThan(20);
    expect(Math.min(...open.map((c) => Date.parse(c.checkin_at)))).toBeGreaterThan(
      NOW.getTime() - 12 * 3_600_000,
    );
    expect(store.checkins.all().at(-1)!.checkin_at).toBe(
      [...store.checkins.all()].sort((a, b) => a.checkin_at.localeCompare(b.checkin_at)).at(-1)!
        .checkin_at,
    );
  });

  it('moves drivers between resting points, not only around one', () => {
    // The travel rule must not be met by keeping every driver in one place.
    const byDriver = new Map<number, Set<number>>();
    for (const checkin of store.checkins.all()) {
      byDriver.set(
        checkin.user_id,
        (byDriver.get(checkin.user_id) ?? new Set()).add(checkin.resting_point_id),
      );
    }
    const travellers = [...byDriver.values()].filter((points) => points.size >= 3).length;
    expect(travellers).toBeGreaterThan(byDriver.size * 0.8);
  });

  it('gives every generated person an Indian given name and surname', () => {
    const notIndian = (name: string) => {
      const [given, surname, ...rest] = name.split(' ');
      return !(INDIAN_GIVEN_NAMES.has(given!) && INDIAN_SURNAMES.has(surname!) && !rest.length);
    };
    const desks = [
      'Duty Officer',
      'Control Room Desk',
      'Highway Patrol Desk',
      'Station House Officer',
    ];
    const officer = /^(?:Inspector|Sub-Inspector|Assistant Sub-Inspector) (.+)$/;
    const people = [
      ...store.drivers.all().map((driver) => driver.full_name),
      ...store.admins.all().map((admin) => `${admin.first_name} ${admin.last_name}`),
      ...store.restingPoints.all().map((point) => point.contact_name),
      ...store.police
        .all()
        .filter((contact) => !desks.includes(contact.officer))
        .map((contact) => officer.exec(contact.officer)?.[1] ?? contact.officer),
    ];
    expect(people.length).toBeGreaterThan(3000 + 10 + 300);
    expect(people.filter(notIndian)).toEqual([]);
    // Officers by name, not only desks; and both men and women among the drivers.
    expect(store.police.all().filter((c) => officer.test(c.officer)).length).toBeGreaterThan(20);
    const women = new Set(['Kavita', 'Pooja', 'Simran', 'Lakshmi', 'Swati', 'Shabana', 'Rupa']);
    expect(store.drivers.all().some((d) => women.has(d.full_name.split(' ')[0]!))).toBe(true);
  });

  it('lowers MOCK_CHECKIN_COUNT to what few drivers can hold, still coherent', () => {
    const small = createStore({ ...base, driverCount: 5, checkinCount: 100000 }, NOW);
    expect(small.checkins.size).toBeGreaterThan(0);
    expect(small.checkins.size).toBeLessThan(100000);
    expect(historyProblems(small, NOW)).toEqual([]);
  });

  it('lays the history out backwards from the start-up minute', () => {
    const later = new Date(NOW.getTime() + 24 * 3_600_000);
    const next = createStore({ ...base, restingPointCount: 300 }, later);
    const newest = next.checkins.all().at(-1)!;
    expect(Date.parse(newest.checkin_at)).toBeGreaterThan(later.getTime() - 24 * 3_600_000);
    expect(historyProblems(next, later)).toEqual([]);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '0.0.0.0',
      port: 8080,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      seed: 20261121,
      tokenTtlSeconds: 28800,
      pendingTtlSeconds: 604800,
      idleTimeoutSeconds: 1800,
      adminEmail: 'admin@example.com',
      adminPassword: 'password123',
      subAdminEmail: 'subadmin@example.com',
      subAdminPassword: 'password123',
      subAdminCount: 8,
      driverCount: 3000,
      checkinCount: 30000,
      restingPointCount: 300,
      enableTestControl: false,
      latencyMs: 0,
      faults: [],
      logLevel: 'info',
      trustProxy: false,
      loginLimitPerAddress: { max: 20, windowSeconds: 60 },
      loginLimitPerAccountAddress: { max: 5, windowSeconds: 900 },
      loginLimitPerAccount: { max: 100, windowSeconds: 3600 },
      loginKnownAddressDays: 30,
      passwordHashCost: 17,
      passwordHashQueue: 16,
      registerLimitPerAddress: { max: 10, windowSeconds: 3600 },
      writeLimitPerAccount: { max: 120, windowSeconds: 60 },
      logFormat: 'short',
      requestTimeoutMs: 30000,
      headersTimeoutMs: 10000,
      exportLinkTtlSeconds: 60,
      activityLimit: 200000,
      sessionLimit: 10,
      exactSearchLimit: { max: 30, windowSeconds: 60 },
    });
  });

  it('treats empty values as unset', () => {
    expect(
      loadConfig({ MOCK_API_PORT: '', MOCK_FAULTS: '', MOCK_ENABLE_RESET: ' ' }),
    ).toMatchObject({
      port: 8080,
      faults: [],
      enableTestControl: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      MOCK_API_HOST: '127.0.0.1',
      MOCK_API_PORT: '9090',
      MOCK_CORS_ORIGINS: 'http://localhost:3000, https://console.example.in/',
      MOCK_SEED: '7',
      MOCK_TOKEN_TTL: '60',
      MOCK_PENDING_TTL: '86400',
      MOCK_IDLE_TIMEOUT: '30',
      MOCK_ADMIN_EMAIL: 'Root@Example.com',
      MOCK_ADMIN_PASSWORD: 'topsecret',
      MOCK_SUBADMIN_EMAIL: 'helper@example.com',
      MOCK_SUBADMIN_PASSWORD: 'helper123',
      MOCK_SUBADMIN_COUNT: '3',
      MOCK_DRIVER_COUNT: '50',
      MOCK_CHECKIN_COUNT: '400',
      MOCK_RESTING_POINT_COUNT: '12',
      MOCK_ENABLE_RESET: 'TRUE',
      MOCK_LATENCY_MS: '150',
      MOCK_FAULTS: 'GET /dashboard_count=503:Maintenance; post /adminlogin=500',
      MOCK_LOG_LEVEL: 'warn',
      MOCK_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback',
      MOCK_LOGIN_LIMIT_PER_ADDRESS: '100',
      MOCK_LOGIN_WINDOW_PER_ADDRESS: '30',
      MOCK_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '7',
      MOCK_LOGIN_WINDOW_PER_ACCOUNT_ADDRESS: '120',
      MOCK_LOGIN_LIMIT_PER_ACCOUNT: '0',
      MOCK_LOGIN_WINDOW_PER_ACCOUNT: '600',
      MOCK_LOGIN_KNOWN_ADDRESS_DAYS: '7',
      MOCK_PASSWORD_HASH_COST: '12',
      MOCK_PASSWORD_HASH_QUEUE: '4',
      MOCK_REGISTER_LIMIT_PER_ADDRESS: '3',
      MOCK_REGISTER_WINDOW_PER_ADDRESS: '86400',
      MOCK_WRITE_LIMIT_PER_ACCOUNT: '0',
      MOCK_WRITE_WINDOW_PER_ACCOUNT: '30',
      MOCK_LOG_FORMAT: 'JSON',
      MOCK_REQUEST_TIMEOUT_MS: '5000',
      MOCK_HEADERS_TIMEOUT_MS: '2000',
      MOCK_ACTIVITY_LIMIT: '500',
      MOCK_SESSION_LIMIT: '0',
      MOCK_EXACT_SEARCH_LIMIT: '5',
    });
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 9090,
      corsOrigins: ['http://localhost:3000', 'https://console.example.in'],
      seed: 7,
      tokenTtlSeconds: 60,
      pendingTtlSeconds: 86400,
      idleTimeoutSeconds: 30,
      adminEmail: 'root@example.com',
      adminPassword: 'topsecret',
      subAdminEmail: 'helper@example.com',
      subAdminPassword: 'helper123',
      subAdminCount: 3,
      driverCount: 50,
      checkinCount: 400,
      restingPointCount: 12,
      enableTestControl: true,
      latencyMs: 150,
      faults: [
        {
          method: 'GET',
          url: '/dashboard_count',
          status: 503,
          message: 'Maintenance',
          times: null,
        },
        {
          method: 'POST',
          url: '/adminlogin',
          status: 500,
          message: 'Injected failure',
          times: null,
        },
      ],
      logLevel: 'warn',
      trustProxy: ['127.0.0.1', '10.0.0.0/8', 'loopback'],
      loginLimitPerAddress: { max: 100, windowSeconds: 30 },
      loginLimitPerAccountAddress: { max: 7, windowSeconds: 120 },
      loginLimitPerAccount: { max: 0, windowSeconds: 600 },
      loginKnownAddressDays: 7,
      passwordHashCost: 12,
      passwordHashQueue: 4,
      registerLimitPerAddress: { max: 3, windowSeconds: 86400 },
      writeLimitPerAccount: { max: 0, windowSeconds: 30 },
      logFormat: 'json',
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      exportLinkTtlSeconds: 60,
      activityLimit: 500,
      sessionLimit: 0,
      exactSearchLimit: { max: 5, windowSeconds: 60 },
    });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('reads MOCK_TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ MOCK_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['MOCK_API_PORT', 'abc'],
    ['MOCK_API_PORT', '70000'],
    ['MOCK_SEED', '1.5'],
    ['MOCK_TOKEN_TTL', '0'],
    ['MOCK_PENDING_TTL', '59'],
    ['MOCK_PENDING_TTL', '7d'],
    ['MOCK_IDLE_TIMEOUT', '0'],
    ['MOCK_IDLE_TIMEOUT', '15m'],
    ['MOCK_SUBADMIN_COUNT', '-1'],
    ['MOCK_ENABLE_RESET', 'yes'],
    ['MOCK_LATENCY_MS', 'slow'],
    ['MOCK_CORS_ORIGINS', 'localhost:3000'],
    ['MOCK_CORS_ORIGINS', 'http://localhost:3000/app'],
    ['MOCK_ADMIN_EMAIL', 'admin'],
    ['MOCK_ADMIN_PASSWORD', 'abc'],
    ['MOCK_LOG_LEVEL', 'loud'],
    ['MOCK_LOG_FORMAT', 'pretty'],
    ['MOCK_FAULTS', 'GET /x'],
    ['MOCK_FAULTS', 'GET /x=200'],
    ['MOCK_FAULTS', 'FETCH /x=500'],
    ['MOCK_SUBADMIN_EMAIL', 'ADMIN@example.com'],
    ['MOCK_TRUST_PROXY', 'yes'],
    ['MOCK_TRUST_PROXY', '0'],
    ['MOCK_TRUST_PROXY', '10.0.0.0/33'],
    ['MOCK_TRUST_PROXY', 'proxy.internal'],
    ['MOCK_LOGIN_LIMIT_PER_ADDRESS', '-1'],
    ['MOCK_LOGIN_WINDOW_PER_ACCOUNT', '0'],
    ['MOCK_LOGIN_WINDOW_PER_ACCOUNT', '86401'],
    ['MOCK_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS', '-1'],
    ['MOCK_LOGIN_KNOWN_ADDRESS_DAYS', '366'],
    ['MOCK_PASSWORD_HASH_COST', '9'],
    ['MOCK_PASSWORD_HASH_COST', '19'],
    ['MOCK_PASSWORD_HASH_QUEUE', '0'],
    ['MOCK_REGISTER_WINDOW_PER_ADDRESS', '1h'],
    ['MOCK_REQUEST_TIMEOUT_MS', '0'],
    ['MOCK_REQUEST_TIMEOUT_MS', '1.5'],
    ['MOCK_HEADERS_TIMEOUT_MS', '60000'],
    ['MOCK_ACTIVITY_LIMIT', '0'],
    ['MOCK_ACTIVITY_LIMIT', '2000001'],
    ['MOCK_ACTIVITY_LIMIT', '1e5'],
  ])('rejects %s=%j with an error naming the variable', (name, value) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^${name} `));
  });

  it('reads exactly the variables .env.example lists', () => {
    const example = readFileSync(resolve(__dirname, '../../.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#?\s*(MOCK_[A-Z_]+)=/gm)].map((match) => match[1]);
    expect([...new Set(documented)].sort()).toEqual(Object.keys(ENV.properties).sort());
  });

  it('parses fault rules with and without a message', () => {
    expect(parseFaults('DELETE /a/b=418 : I am a teapot ;; GET /c=500')).toEqual([
      { method: 'DELETE', url: '/a/b', status: 418, message: 'I am a teapot', times: null },
      { method: 'GET', url: '/c', status: 500, message: 'Injected failure', times: null },
    ]);
  });
});
