import { type ContractTest, expectStatus } from './answers.js';
import { signedPhotoUrl } from '../src/http/photo-urls.js';
import type { DriverRecord } from '../src/store/index.js';
import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const list = (query: Record<string, string | number> = {}) =>
  ctx.api.get('/users_list').query(query).set(bearer(tokens.admin));
const post = <P extends string>(path: P, body: object) =>
  ctx.api.post(path).set(bearer(tokens.admin)).send(body);
const detail = (userId: number) => post('/user_detail_view', { user_id: userId });

const store = () => ctx.app.store;
const live = () => store().drivers.live();
/** A seeded driver matching `test`, so tests read the data instead of hard-coding it. */
function seeded(test: (driver: DriverRecord) => boolean): DriverRecord {
  const driver = store().drivers.all().find(test);
  if (!driver) throw new Error('no seeded driver fits the test');
  return driver;
}
const ids = (rows: { user_id: number }[]) => rows.map((row) => row.user_id);
const isNewestFirst = (rows: { created_at: string }[]) =>
  rows.every((row, i) => i === 0 || rows[i - 1]!.created_at >= row.created_at);

describe('GET /users_list', () => {
  it('answers page 1 of 10 drivers, newest first, with the pagination of every live driver', async () => {
    const res = await list().expect(200);
    const total = live().length;
    expect(total).toBeLessThan(store().drivers.size); // the seed has soft-deleted drivers
    expect(res.body).toMatchObject({
      success: true,
      message: 'Drivers loaded',
      pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
    });
    expect(res.body.body).toHaveLength(10);
    expect(isNewestFirst(res.body.body)).toBe(true);
    const newest = [...live()].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(res.body.body[0]?.user_id).toBe(newest.id);
  });

  it('answers a row with the names of company, city and state', async () => {
    const driver = seeded((d) => d.deleted_at === null && d.company_id !== null);
    const res = await list({ serach: driver.vehicle_number }).expect(200);
    expect(res.body.body).toEqual([
      {
        user_id: driver.id,
        full_name: driver.full_name,
        mobile: driver.mobile,
        email: driver.email,
        photo_url: driver.photo_url === null ? null : signedPhotoUrl(driver.photo_url),
        vehicle_number: driver.vehicle_number,
        vehicle_type: driver.vehicle_type,
        company_id: driver.company_id,
        company_name: store().companies.findById(driver.company_id!)!.company_name,
        city_id: driver.city_id,
        city_name: store().cities.findById(driver.city_id)!.name,
        state_id: driver.state_id,
        state_name: store().states.findById(driver.state_id)!.name,
        status: driver.status,
        created_at: driver.created_at,
      },
    ]);
  });

  it('continues on page 2 where page 1 stopped', async () => {
    const [one, two] = await Promise.all([list(), list({ page: 2 })]);
    expect(two.body.pagination.page).toBe(2);
    const rows = [...one.body.body, ...two.body.body];
    expect(new Set(ids(rows)).size).toBe(20);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('answers the remainder on the last page and an empty page past the end', async () => {
    const total = live().length;
    const totalPages = Math.ceil(total / 10);
    const last = await list({ page: totalPages }).expect(200);
    expect(last.body.body).toHaveLength(total - (totalPages - 1) * 10);
    const past = await list({ page: totalPages + 1 }).expect(200);
    expect(past.body).toMatchObject({
      success: true,
      body: [],
      pagination: { page: totalPages + 1, limit: 10, total, totalPages },
    });
  });

  it.each([
    [25, 25],
    [100, 100],
    [500, 100],
  ])('answers limit=%i with %i rows', async (limit, rows) => {
    const res = await list({ limit }).expect(200);
    expect(res.body.body).toHaveLength(rows);
    expect(res.body.pagination).toMatchObject({
      limit: rows,
      totalPages: Math.ceil(live().length / rows),
    });
  });

  describe('serach', () => {
    /** MH12AB1234 as [MH, 12, AB, 1234]. */
    const plateParts = (d: DriverRecord) =>
      d.vehicle_number
        .match(/^([A-Z]+)(\d+)([A-Z]*)(\d+)$/)!
        .slice(1)
        .filter(Boolean);
    const driver = () => seeded((d) => d.deleted_at === null && d.email !== null && d.id > 100);

    it.each<[string, (d: DriverRecord) => string]>([
      ['the name in capitals', (d) => d.full_name.toUpperCase()],
      ['the e-mail in capitals', (d) => d.email!.toUpperCase()],
      ['the vehicle number in lower case', (d) => d.vehicle_number.toLowerCase()],
      // MH12AB1234 as MH 12 AB 1234, mh-12-ab-1234 and MH 12: spaces and hyphens do not count.
      ['the vehicle number with spaces', (d) => plateParts(d).join(' ')],
      [
        'the vehicle number with hyphens, in lower case',
        (d) => plateParts(d).join('-').toLowerCase(),
      ],
      ['the start of the vehicle number, with a space', (d) => plateParts(d).slice(0, 2).join(' ')],
      ['the mobile as stored', (d) => d.mobile],
      ['the mobile without spaces', (d) => d.mobile.replace(/\s/g, '')],
      ['the mobile without +91', (d) => d.mobile.slice(4).replace(/\s/g, '')],
      ['the mobile without +91, with spaces', (d) => d.mobile.slice(4)],
      ['part of the mobile', (d) => d.mobile.slice(-5)],
    ])('finds a driver by %s', async (_, query) => {
      const wanted = driver();
      const res = await list({ serach: query(wanted), limit: 100 }).expect(200);
      expect(ids(res.body.body)).toContain(wanted.id);
    });

    it('only answers drivers that match, counting them all', async () => {
      const needle = 'kumar';
      const expected = live().filter((d) =>
        [d.full_name, d.email ?? '', d.vehicle_number, d.mobile].some((field) =>
          field.toLowerCase().includes(needle),
        ),
      );
      expect(expected.length).toBeGreaterThan(10);
      const res = await list({ serach: ' KUMAR ' }).expect(200);
      expect(res.body.pagination.total).toBe(expected.length);
      for (const row of res.body.body) {
        expect(`${row.full_name} ${row.email}`.toLowerCase()).toContain(needle);
      }
    });

    it('does not compare the digits of a vehicle number with mobiles', async () => {
      const plate = seeded((d) => d.deleted_at === null).vehicle_number.slice(4); // e.g. AB1234
      const res = await list({ serach: plate, limit: 100 }).expect(200);
      expect(res.body.body.length).toBeGreaterThan(0);
      for (const row of res.body.body) {
        expect(`${row.full_name} ${row.email} ${row.vehicle_number}`.toLowerCase()).toContain(
          plate.toLowerCase(),
        );
      }
    });

    it('answers an empty list with zero totals when nothing matches', async () => {
      const res = await list({ serach: 'no such driver zzz' }).expect(200);
      expect(res.body).toMatchObject({ body: [], pagination: { total: 0, totalPages: 0 } });
    });

    it('ignores a blank search', async () => {
      const res = await list({ serach: '   ' }).expect(200);
      expect(res.body.pagination.total).toBe(live().length);
    });

    it('never finds a soft-deleted driver', async () => {
      const gone = seeded((d) => d.deleted_at !== null);
      const res = await list({ serach: gone.vehicle_number }).expect(200);
      expect(res.body.pagination.total).toBe(0);
    });
  });

  describe('filters', () => {
    const cityId = () => seeded((d) => d.deleted_at === null && d.status === 'blocked').city_id;

    it.each(['active', 'inactive', 'blocked'] as const)('status=%s', async (status) => {
      const res = await list({ status, limit: 100 }).expect(200);
      expect(res.body.pagination.total).toBe(live().filter((d) => d.status === status).length);
      expect(res.body.body.every((row) => row.status === status)).toBe(true);
    });

    it('city_id', async () => {
      const city = cityId();
      const res = await list({ city_id: city, limit: 100 }).expect(200);
      expect(res.body.pagination.total).toBe(live().filter((d) => d.city_id === city).length);
      expect(res.body.body.every((row) => row.city_id === city)).toBe(true);
    });

    it('status, city_id and serach together', async () => {
      const city = cityId();
      const expected = live().filter((d) => d.city_id === city && d.status === 'blocked');
      const res = await list({ status: 'blocked', city_id: city, limit: 100 }).expect(200);
      expect(ids(res.body.body).sort()).toEqual(expected.map((d) => d.id).sort());
      const one = await list({
        status: 'blocked',
        city_id: city,
        serach: expected[0]!.vehicle_number,
      }).expect(200);
      expect(ids(one.body.body)).toEqual([expected[0]!.id]);
    });

    it('company_id, for the company detail screen', async () => {
      const company = seeded((d) => d.deleted_at === null && d.company_id !== null).company_id!;
      const expected = live().filter((d) => d.company_id === company);
      const res = await list({ company_id: company, limit: 100 }).expect(200);
      expect(res.body.pagination.total).toBe(expected.length);
      expect(res.body.body).toHaveLength(Math.min(100, expected.length));
      const theirs = new Set(expected.map((d) => d.id));
      expect(ids(res.body.body).every((id) => theirs.has(id))).toBe(true);
      expect(isNewestFirst(res.body.body)).toBe(true);
      const none = await list({ company_id: 99999 }).expect(200);
      expect(none.body).toMatchObject({ body: [], pagination: { total: 0, totalPages: 0 } });
    });

    it('answers an empty list for a city without drivers', async () => {
      const res = await list({ city_id: 99999 }).expect(200);
      expect(res.body).toMatchObject({ body: [], pagination: { total: 0, totalPages: 0 } });
    });
  });

  it.each([
    [{ status: 'deleted' }, 'status must be one of: active, inactive, blocked'],
    [{ city_id: 'pune' }, 'city_id must be a whole number'],
    [{ city_id: 0 }, 'city_id must be at least 1'],
    [{ company_id: 'shree' }, 'company_id must be a whole number'],
    [{ page: 0 }, 'page must be at least 1'],
    [{ page: 'two' }, 'page must be a whole number'],
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ serach: 'x'.repeat(101) }, 'serach must be at most 100 characters'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await list(query).expect(400);
    expectError(res.body, message);
  });
});

describe('GET /users_list_all', () => {
  it('answers every live driver, id and name only, sorted by name', async () => {
    const res = await ctx.api.get('/users_list_all').set(bearer(tokens.admin)).expect(200);
    const rows: { user_id: number; full_name: string }[] = res.body.body;
    expect(res.body.message).toBe('Drivers loaded');
    expect(rows).toHaveLength(live().length);
    expect(Object.keys(rows[0]!).sort()).toEqual(['full_name', 'user_id']);
    expect(
      rows.every((row, i) => i === 0 || rows[i - 1]!.full_name.localeCompare(row.full_name) <= 0),
    ).toBe(true);
    const deleted = store()
      .drivers.all()
      .filter((d) => d.deleted_at !== null)
      .map((d) => d.id);
    expect(ids(rows).filter((id) => deleted.includes(id))).toEqual([]);
  });
});

describe('POST /user_detail_view', () => {
  it('answers the driver with company, location, vehicle, licence and check-ins', async () => {
    const checkins = store().checkins;
    const driver = seeded(
      (d) =>
        d.deleted_at === null &&
        d.company_id !== null &&
        checkins.ofDriver(d.id).length > 10 &&
        checkins.ofDriver(d.id)[0]!.checkout_at === null,
    );
    const res = await detail(driver.id).expect(200);
    const body = res.body.body;
    const state = store().states.findById(driver.state_id)!;
    expect(res.body.message).toBe('Driver loaded');
    expect(body).toMatchObject({
      user_id: driver.id,
      full_name: driver.full_name,
      mobile: driver.mobile,
      licence_number: driver.licence_number,
      vehicle_number: driver.vehicle_number,
      vehicle_type: driver.vehicle_type,
      vehicle_type_name: expect.stringMatching(/\w{4,}/),
      company_id: driver.company_id,
      company_name: store().companies.findById(driver.company_id!)!.company_name,
      city_id: driver.city_id,
      city_name: store().cities.findById(driver.city_id)!.name,
      state_id: state.id,
      state_name: state.name,
      state_code: state.code,
      status: driver.status,
      total_checkins: checkins.ofDriver(driver.id).length,
    });
    const recent = body.recent_checkins;
    expect(recent).toHaveLength(10);
    expect(recent.every((c) => c.user_id === driver.id)).toBe(true);
    expect(recent.every((c, i) => i === 0 || recent[i - 1]!.checkin_at >= c.checkin_at)).toBe(true);
    expect(recent.map((c) => c.id)).toEqual(
      checkins
        .ofDriver(driver.id)
        .slice(0, 10)
        .map((c) => c.id),
    );
    expect(body.current_checkin).toEqual({ ...recent[0], status: 'checked_in', checkout_at: null });
    expect(body.current_checkin?.resting_point_name).toBe(
      store().restingPoints.findById(body.current_checkin!.resting_point_id)!.name,
    );
  });

  it('answers null for the company of an owner-driver and for the current check-in of one who left', async () => {
    const driver = seeded(
      (d) =>
        d.deleted_at === null &&
        d.company_id === null &&
        store().checkins.ofDriver(d.id)[0]?.checkout_at != null,
    );
    const res = await detail(driver.id).expect(200);
    expect(res.body.body).toMatchObject({
      company_id: null,
      company_name: null,
      current_checkin: null,
    });
  });

  it.each<[string, () => number]>([
    ['unknown', () => 999_999],
    ['soft-deleted', () => seeded((d) => d.deleted_at !== null).id],
  ])('answers 404 for an %s driver', async (_, id) => {
    const res = await detail(id()).expect(404);
    expectError(res.body, 'Driver not found');
  });

  it.each([
    [{ user_id: '12' }, 'user_id must be a whole number'],
    [{ user_id: 1.5 }, 'user_id must be a whole number'],
    [{ user_id: 0 }, 'user_id must be at least 1'],
    [{}, 'user_id is required'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await post('/user_detail_view', body).expect(400);
    expectError(res.body, message);
  });

  it('answers 400 without a body', async () => {
    const res = await ctx.api.post('/user_detail_view').set(bearer(tokens.admin)).expect(400);
    expectError(res.body, 'Request body must be a JSON object');
  });
});

describe('POST /user_status_update', () => {
  it('changes the status as seen by the list and the detail', async () => {
    const driver = seeded((d) => d.deleted_at === null && d.status === 'active');
    const res = await post('/user_status_update', { user_id: driver.id, status: 'blocked' }).expect(
      200,
    );
    expect(res.body).toMatchObject({
      success: true,
      message: `${driver.full_name} is now blocked`,
      body: { user_id: driver.id, status: 'blocked' },
    });
    const row = await list({ serach: driver.vehicle_number, status: 'blocked' }).expect(200);
    expect(ids(row.body.body)).toEqual([driver.id]);
    expect((await detail(driver.id)).body.body.status).toBe('blocked');
    const active = await list({ serach: driver.vehicle_number, status: 'active' });
    expect(active.body.body).toEqual([]);
  });

  it('accepts the current status again', async () => {
    const driver = seeded((d) => d.deleted_at === null && d.status === 'inactive');
    await post('/user_status_update', { user_id: driver.id, status: 'inactive' }).expect(200);
  });

  it.each([
    [{ user_id: 1, status: 'suspended' }, 400, 'status must be one of: active, inactive, blocked'],
    [{ user_id: 1 }, 400, 'status is required'],
    [{ user_id: '1', status: 'active' }, 400, 'user_id must be a whole number'],
    [{ user_id: 999_999, status: 'active' }, 404, 'Driver not found'],
  ])('answers %j with %i', async (body, status, message) => {
    const res = await post('/user_status_update', body).expect(status);
    expectError(res.body, message);
  });

  it('answers 404 for a soft-deleted driver', async () => {
    const gone = seeded((d) => d.deleted_at !== null);
    const res = await post('/user_status_update', { user_id: gone.id, status: 'active' });
    expectStatus(res, 404);
    expectError(res.body, 'Driver not found');
  });
});

describe('POST /user_soft_delete', () => {
  it('removes the driver from lists, select, detail and counts but keeps the history', async () => {
    const checkins = store().checkins;
    const driver = seeded(
      (d) => d.deleted_at === null && d.company_id !== null && checkins.ofDriver(d.id).length > 0,
    );
    const company = () =>
      ctx.api
        .get('/company_list')
        .set(bearer(tokens.admin))
        .then((r) =>
          r.body.body.find((c: { company_id: number }) => c.company_id === driver.company_id),
        );
    const before = await company();
    const total = live().length;

    const res = await post('/user_soft_delete', { user_id: driver.id }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: `${driver.full_name} was deleted`,
      body: null,
    });

    const afterList = await list().expect(200);
    expect(afterList.body.pagination.total).toBe(total - 1);
    expect((await list({ serach: driver.vehicle_number })).body.body).toEqual([]);
    const all = await ctx.api.get('/users_list_all').set(bearer(tokens.admin));
    expect(ids(all.body.body)).not.toContain(driver.id);
    expectError((await detail(driver.id).expect(404)).body, 'Driver not found');
    const counts = await ctx.api.get('/dashboard_count').set(bearer(tokens.admin));
    expect(counts.body.body.totalUsers).toBe(total - 1);
    expect((await company()).driver_count).toBe(before.driver_count - 1);

    const history = await ctx.api
      .get('/checkin_detail_list')
      .query({ search: driver.vehicle_number, limit: 100 })
      .set(bearer(tokens.admin))
      .expect(200);
    expect(history.body.pagination.total).toBe(checkins.ofDriver(driver.id).length);
    for (const row of history.body.body) {
      expect(row).toMatchObject({
        user_id: driver.id,
        driver_name: driver.full_name,
        driver_deleted: true,
      });
    }

    const again = await post('/user_soft_delete', { user_id: driver.id }).expect(404);
    expectError(again.body, 'Driver not found');
  });

  it.each([
    [{ user_id: 999_999 }, 404, 'Driver not found'],
    [{ user_id: 'abc' }, 400, 'user_id must be a whole number'],
    [{}, 400, 'user_id is required'],
  ])('answers %j with %i', async (body, status, message) => {
    const res = await post('/user_soft_delete', body).expect(status);
    expectError(res.body, message);
  });
});

describe('access', () => {
  // Every row has three cells: Jest would take a third parameter missing from a row for `done`.
  const calls: [string, string, unknown][] = [
    ['GET', '/users_list', undefined],
    ['GET', '/users_list_all', undefined],
    ['POST', '/user_detail_view', { user_id: 5 }],
    ['POST', '/user_status_update', { user_id: 5, status: 'inactive' }],
    ['POST', '/user_soft_delete', { user_id: 5 }],
  ];
  const call = (
    method: string,
    path: string,
    body: unknown,
  ): ContractTest<'get' | 'post', string> =>
    method === 'GET' ? ctx.api.get(path) : ctx.api.post(path).send(body as object);

  it.each(calls)('%s %s answers 401 without a token', async (method, path, body) => {
    const res = await call(method, path, body).expect(401);
    expectError(res.body, 'Authentication required');
  });

  it.each(calls)('%s %s is allowed to a sub admin', async (method, path, body) => {
    const driver = store().drivers.findById(5);
    expect(driver?.deleted_at).toBeNull();
    const res = await call(method, path, body).set(bearer(tokens.subAdmin)).expect(200);
    expect(res.body.success).toBe(true);
  });
});
