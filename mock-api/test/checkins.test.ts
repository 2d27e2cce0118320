import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

interface Row {
  id: number;
  user_id: number;
  driver_name: string;
  driver_deleted: boolean;
  vehicle_number: string;
  resting_point_id: number;
  resting_point_name: string;
  city_name: string;
  state_name: string;
  checkin_at: string;
  checkout_at: string | null;
  status: string;
}

const list = (query: Record<string, string | number> = {}, token = tokens.admin) =>
  ctx.api.get('/checkin_detail_list').query(query).set(bearer(token));
const rowsOf = (res: { body: { body: Row[] } }) => res.body.body;
const isNewestFirst = (rows: Row[]) =>
  rows.every((row, i) => i === 0 || rows[i - 1]!.checkin_at >= row.checkin_at);

describe('GET /checkin_detail_list', () => {
  it('answers page 1 of 10 check-ins, newest first, with driver and resting point names', async () => {
    const { store } = ctx.app;
    const res = await list().expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Check-ins loaded',
      pagination: { page: 1, limit: 10, total: 30000, totalPages: 3000 },
    });
    const rows = rowsOf(res);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.id).toBe(30000); // ids follow check-in time
    expect(isNewestFirst(rows)).toBe(true);
    for (const row of rows) {
      const driver = store.drivers.findById(row.user_id)!;
      const point = store.restingPoints.findById(row.resting_point_id)!;
      expect(row).toMatchObject({
        driver_name: driver.full_name,
        driver_deleted: driver.deleted_at !== null,
        resting_point_name: point.name,
        city_name: store.cities.findById(point.city_id)!.name,
        state_name: store.states.findById(point.state_id)!.name,
        status: row.checkout_at === null ? 'checked_in' : 'checked_out',
      });
      expect(Date.parse(row.checkin_at)).toBeLessThan(store.now.getTime());
    }
  });

  it('continues on page 2 where page 1 stopped', async () => {
    const [one, two] = await Promise.all([list(), list({ page: 2 })]);
    const rows = [...rowsOf(one), ...rowsOf(two)];
    expect(new Set(rows.map((row) => row.id)).size).toBe(20);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('answers the oldest on the last page and an empty page past the end', async () => {
    const last = await list({ page: 3000 }).expect(200);
    expect(rowsOf(last).map((row) => row.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const past = await list({ page: 3001 }).expect(200);
    expect(past.body).toMatchObject({
      body: [],
      pagination: { page: 3001, limit: 10, total: 30000, totalPages: 3000 },
    });
  });

  it.each([
    [30, 30, 1000],
    [500, 100, 300],
  ])('answers limit=%i with %i rows', async (limit, rows, totalPages) => {
    const res = await list({ limit }).expect(200);
    expect(rowsOf(res)).toHaveLength(rows);
    expect(res.body.pagination).toMatchObject({ limit: rows, totalPages });
  });

  it('finds every check-in of a driver by vehicle number, in any case', async () => {
    const driver = ctx.app.store.drivers.findById(10)!;
    const own = ctx.app.store.checkins.ofDriver(driver.id);
    expect(own.length).toBeGreaterThan(0);
    const res = await list({ search: driver.vehicle_number.toLowerCase(), limit: 100 }).expect(200);
    expect(res.body.pagination.total).toBe(own.length);
    expect(rowsOf(res).map((row) => row.id)).toEqual(own.map((c) => c.id));
  });

  it.each<[string, (row: Row) => string]>([
    ['driver name', (row) => row.driver_name],
    ['resting point name', (row) => row.resting_point_name],
    ['city', (row) => row.city_name],
  ])('finds check-ins by %s, case-insensitively', async (_, field) => {
    const sample = rowsOf(await list())[3]!;
    const needle = field(sample).toUpperCase();
    const res = await list({ search: needle, limit: 100 }).expect(200);
    expect(rowsOf(res).map((row) => row.id)).toContain(sample.id);
    expect(isNewestFirst(rowsOf(res))).toBe(true);
    for (const row of rowsOf(res)) {
      const text = [row.driver_name, row.vehicle_number, row.resting_point_name, row.city_name];
      expect(text.join('|').toLowerCase()).toContain(needle.toLowerCase());
    }
  });

  it('answers an empty list with zero totals when nothing matches', async () => {
    const res = await list({ search: 'nowhere at all' }).expect(200);
    expect(res.body).toMatchObject({ body: [], pagination: { total: 0, totalPages: 0 } });
  });

  it.each([
    [{ page: 0 }, 'page must be at least 1'],
    [{ limit: 'ten' }, 'limit must be a whole number'],
    [{ limit: -5 }, 'limit must be at least 1'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await list(query).expect(400);
    expectError(res.body, message);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.api.get('/checkin_detail_list').expect(401);
    expectError(res.body, 'Authentication required');
  });

  it('is allowed to a sub admin', async () => {
    const res = await list({}, tokens.subAdmin).expect(200);
    expect(rowsOf(res)).toHaveLength(10);
  });
});
