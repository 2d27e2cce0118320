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

  it.each<[string, (plate: string) => string]>([
    ['in lower case', (plate) => plate.toLowerCase()],
    ['with spaces', (plate) => plate.replace(/^(\D+)(\d+)(\D*)(\d+)$/, '$1 $2 $3 $4')],
    ['with hyphens', (plate) => plate.replace(/^(\D+)(\d+)(\D*)(\d+)$/, '$1-$2-$3-$4')],
  ])('finds every check-in of a driver by vehicle number %s', async (_, written) => {
    const driver = ctx.app.store.drivers.findById(10)!;
    const own = ctx.app.store.checkins.ofDriver(driver.id);
    expect(own.length).toBeGreaterThan(0);
    const search = written(driver.vehicle_number);
    expect(search).not.toBe(driver.vehicle_number);
    const res = await list({ search, limit: 100 }).expect(200);
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

/** The India date (YYYY-MM-DD) of an instant: UTC+05:30, India has no daylight saving. */
const indiaDay = (iso: string) =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

describe('GET /checkin_detail_list filters', () => {
  const store = () => ctx.app.store;
  const all = () => store().checkins.all();
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  /** Every matching row, over as many pages as it takes (100 a page). */
  async function everyRow(query: Record<string, string | number>) {
    const first = await list({ ...query, limit: 100 }).expect(200);
    const rows = [...rowsOf(first)];
    for (let page = 2; page <= first.body.pagination.totalPages; page += 1) {
      rows.push(...rowsOf(await list({ ...query, limit: 100, page }).expect(200)));
    }
    expect(rows).toHaveLength(first.body.pagination.total);
    expect(isNewestFirst(rows)).toBe(true);
    return rows;
  }
  const sample = () => all()[Math.floor(all().length / 3)]!;

  it('now=1 answers only the stays in progress', async () => {
    const open = all().filter((c) => c.checkout_at === null);
    expect(open.length).toBeGreaterThan(0);
    const rows = await everyRow({ now: 1 });
    expect(idsOf(rows)).toEqual(idsOf(open));
    expect(rows.every((row) => row.status === 'checked_in' && row.checkout_at === null)).toBe(true);
    const everything = await list({ now: 0 }).expect(200);
    expect(everything.body.pagination.total).toBe(all().length);
  });

  it('from and to take India dates, inclusive, on the check-in time', async () => {
    const day = indiaDay(sample().checkin_at);
    const oneDay = await everyRow({ from: day, to: day });
    expect(oneDay.length).toBeGreaterThan(0);
    expect(idsOf(oneDay)).toEqual(idsOf(all().filter((c) => indiaDay(c.checkin_at) === day)));

    const later = indiaDay(
      new Date(Date.parse(`${day}T12:00:00+05:30`) + 2 * 86_400_000).toISOString(),
    );
    const threeDays = await list({ from: day, to: later }).expect(200);
    const inRange = all().filter((c) => {
      const d = indiaDay(c.checkin_at);
      return d >= day && d <= later;
    });
    expect(threeDays.body.pagination.total).toBe(inRange.length);

    const since = await list({ from: day }).expect(200);
    expect(since.body.pagination.total).toBe(
      all().filter((c) => indiaDay(c.checkin_at) >= day).length,
    );
    const until = await list({ to: day }).expect(200);
    expect(until.body.pagination.total).toBe(
      all().filter((c) => indiaDay(c.checkin_at) <= day).length,
    );
  });

  it('a day starts and ends at midnight India time, not UTC', async () => {
    const driver = store().drivers.live()[0]!;
    const at = (iso: string) =>
      store().checkins.insert({
        user_id: driver.id,
        vehicle_number: driver.vehicle_number,
        vehicle_type: driver.vehicle_type,
        resting_point_id: 1,
        checkin_at: iso,
        checkout_at: new Date(Date.parse(iso) + 3_600_000).toISOString(),
        status: 'checked_out',
      }).id;
    // 23:59 IST on 1 Jan 2026 is 18:29 UTC; 00:00 IST on 2 Jan is 18:30 UTC on 1 Jan.
    const lastMinute = at('2026-01-01T18:29:59.999Z');
    const nextDay = at('2026-01-01T18:30:00.000Z');
    const query = { user_id: driver.id, limit: 100 };
    const first = rowsOf(
      await list({ ...query, from: '2026-01-01', to: '2026-01-01' }).expect(200),
    );
    expect(first.map((row) => row.id)).toContain(lastMinute);
    expect(first.map((row) => row.id)).not.toContain(nextDay);
    const second = rowsOf(
      await list({ ...query, from: '2026-01-02', to: '2026-01-02' }).expect(200),
    );
    expect(second.map((row) => row.id)).toEqual([nextDay]);
  });

  it('resting_point_id answers the stays at that point', async () => {
    const pointId = sample().resting_point_id;
    const rows = await everyRow({ resting_point_id: pointId });
    expect(idsOf(rows)).toEqual(idsOf(all().filter((c) => c.resting_point_id === pointId)));
    expect(rows.every((row) => row.resting_point_id === pointId)).toBe(true);
  });

  it('state_id answers the stays at resting points in that state', async () => {
    const point = store().restingPoints.findById(sample().resting_point_id)!;
    const inState = new Set(
      store()
        .restingPoints.all()
        .filter((p) => p.state_id === point.state_id)
        .map((p) => p.id),
    );
    const res = await list({ state_id: point.state_id, limit: 100 }).expect(200);
    expect(res.body.pagination.total).toBe(
      all().filter((c) => inState.has(c.resting_point_id)).length,
    );
    const stateName = store().states.findById(point.state_id)!.name;
    expect(rowsOf(res).every((row) => row.state_name === stateName)).toBe(true);
  });

  it("user_id answers a driver's stays, a deleted driver's included", async () => {
    const gone = store()
      .drivers.all()
      .find((d) => d.deleted_at !== null && store().checkins.ofDriver(d.id).length > 0)!;
    const rows = await everyRow({ user_id: gone.id });
    expect(rows.map((row) => row.id)).toEqual(
      store()
        .checkins.ofDriver(gone.id)
        .map((c) => c.id),
    );
    expect(rows.every((row) => row.driver_deleted && row.user_id === gone.id)).toBe(true);
  });

  it('combines filters: every one must hold', async () => {
    const open = all().find((c) => c.checkout_at === null)!;
    const point = store().restingPoints.findById(open.resting_point_id)!;
    const day = indiaDay(open.checkin_at);
    const expected = all().filter(
      (c) =>
        c.checkout_at === null &&
        indiaDay(c.checkin_at) >= day &&
        store().restingPoints.findById(c.resting_point_id)!.state_id === point.state_id,
    );
    const rows = await everyRow({ now: 1, from: day, state_id: point.state_id });
    expect(idsOf(rows)).toEqual(idsOf(expected));
    expect(idsOf(rows)).toContain(open.id);

    const driver = store().drivers.findById(open.user_id)!;
    const mine = await everyRow({
      user_id: driver.id,
      resting_point_id: open.resting_point_id,
      search: point.name.toUpperCase(),
    });
    expect(idsOf(mine)).toEqual(
      idsOf(
        all().filter(
          (c) => c.user_id === driver.id && c.resting_point_id === open.resting_point_id,
        ),
      ),
    );
    const elsewhere = await list({ user_id: driver.id, search: 'nowhere at all' }).expect(200);
    expect(elsewhere.body.pagination.total).toBe(0);
  });

  it('answers an empty list for ids that match nothing', async () => {
    for (const name of ['resting_point_id', 'state_id', 'user_id']) {
      const res = await list({ [name]: 99999 }).expect(200);
      expect(res.body).toMatchObject({ body: [], pagination: { total: 0, totalPages: 0 } });
    }
  });

  it.each([
    [{ now: 2 }, 'now must be one of: 0, 1'],
    [{ now: 'yes' }, 'now must be a whole number'],
    [{ from: '23-11-2026' }, 'from must be a date like 2026-01-31'],
    [{ from: '2026-02-30' }, 'from must be a date like 2026-01-31'],
    [{ to: 'today' }, 'to must be a date like 2026-01-31'],
    [
      { from: '2026-11-23', to: '2026-11-22' },
      'to (2026-11-22) is before from (2026-11-23): the date range is empty',
    ],
    [{ resting_point_id: 0 }, 'resting_point_id must be at least 1'],
    [{ state_id: 'MH' }, 'state_id must be a whole number'],
    [{ user_id: -1 }, 'user_id must be at least 1'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await list(query).expect(400);
    expectError(res.body, message);
    expect(res.body.errors?.[0]?.field).toBe(Object.keys(query).at(-1));
  });
});
