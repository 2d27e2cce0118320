import { expectStatus } from './answers.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

/**
 * `sort` and `order` on the lists: every sortable column in both orders, the default order kept
 * when neither is given, and a bad value refused with the allowed ones named.
 */

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

// Today's check-ins differ between points whatever the hour: just after midnight in India the
// seeded data has none yet today, and every point would tie at 0.
beforeEach(() => {
  const { checkins, drivers, restingPoints } = ctx.app.store;
  const driver = drivers.live()[0]!;
  const [busy, quiet] = restingPoints.all();
  const at = new Date().toISOString();
  for (const point of [busy!, busy!, quiet!]) {
    checkins.insert({
      user_id: driver.id,
      vehicle_number: driver.vehicle_number,
      vehicle_type: driver.vehicle_type,
      resting_point_id: point.id,
      checkin_at: at,
      checkout_at: at,
      status: 'checked_out',
    });
  }
});

type Row = Record<string, unknown>;

/** How a person expects names to run: A→Z ignoring case and accents. */
const names = new Intl.Collator('en', { sensitivity: 'base' });

interface SortCase {
  list: string;
  sort: string;
  /** The field of a row the column shows. */
  field: string;
  text?: boolean;
  /** The order `sort` alone means. */
  natural: 'asc' | 'desc';
}

const CASES: SortCase[] = [
  { list: '/users_list', sort: 'name', field: 'full_name', text: true, natural: 'asc' },
  { list: '/users_list', sort: 'registered', field: 'created_at', natural: 'desc' },
  { list: '/users_list', sort: 'status', field: 'status', natural: 'asc' },
  { list: '/users_list', sort: 'city', field: 'city_name', text: true, natural: 'asc' },
  { list: '/checkin_detail_list', sort: 'checked_in', field: 'checkin_at', natural: 'desc' },
  { list: '/resting_point_list', sort: 'name', field: 'name', text: true, natural: 'asc' },
  { list: '/resting_point_list', sort: 'today_checkins', field: 'today_checkins', natural: 'desc' },
  { list: '/company_list', sort: 'name', field: 'company_name', text: true, natural: 'asc' },
  { list: '/company_list', sort: 'drivers', field: 'driver_count', natural: 'desc' },
  { list: '/sub_admin_list', sort: 'name', field: 'full_name', text: true, natural: 'asc' },
  { list: '/sub_admin_list', sort: 'created', field: 'created_at', natural: 'desc' },
];

async function rowsOf(list: string, query: Record<string, string | number>): Promise<Row[]> {
  // The company list is not paged: it takes no `limit` (an undeclared parameter is a 400).
  const { limit, ...unpaged } = query;
  const asked = list === '/company_list' ? unpaged : { ...unpaged, ...(limit ? { limit } : {}) };
  const res = await ctx.api.get(list).query(asked).set(bearer(tokens.admin)).expect(200);
  return res.body.body as Row[];
}

function compare(a: unknown, b: unknown, text = false): number {
  if (text) return names.compare(String(a), String(b));
  return a === b ? 0 : (a as string | number) < (b as string | number) ? -1 : 1;
}

/** Positions where the rows break the order (none when sorted). */
function breaks(rows: Row[], field: string, order: 'asc' | 'desc', text?: boolean): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const problems: string[] = [];
  for (let i = 1; i < rows.length; i += 1) {
    if (compare(rows[i - 1]![field], rows[i]![field], text) * sign > 0) {
      problems.push(`${String(rows[i - 1]![field])} before ${String(rows[i]![field])}`);
    }
  }
  return problems;
}

describe.each(CASES)('GET $list?sort=$sort', ({ list, sort, field, text, natural }) => {
  it.each(['asc', 'desc'] as const)('orders every row by the column, order=%s', async (order) => {
    const first = await rowsOf(list, { sort, order, limit: 100 });
    expect(first.length).toBeGreaterThan(1);
    expect(breaks(first, field, order, text)).toEqual([]);
    if (list === '/company_list') return; // not paged: one answer holds every company
    // The order runs on across pages: page 2 starts where page 1 ended.
    const second = await rowsOf(list, { sort, order, limit: 100, page: 2 });
    if (second.length > 0) {
      expect(breaks([first.at(-1)!, second[0]!], field, order, text)).toEqual([]);
    }
  });

  it('turns round with order, and means the natural order without it', async () => {
    const asc = await rowsOf(list, { sort, order: 'asc', limit: 100 });
    const desc = await rowsOf(list, { sort, order: 'desc', limit: 100 });
    expect(asc[0]![field]).not.toEqual(desc[0]![field]);
    expect(await rowsOf(list, { sort, limit: 100 })).toEqual(natural === 'asc' ? asc : desc);
  });
});

describe('the order without sort stays as it was', () => {
  it.each([
    ['/users_list', 'registered', 'desc'],
    ['/checkin_detail_list', 'checked_in', 'desc'],
    ['/resting_point_list', 'name', 'asc'],
    ['/company_list', 'name', 'asc'],
  ])('%s: as sort=%s&order=%s', async (list, sort, order) => {
    expect(await rowsOf(list, { limit: 100 })).toEqual(
      await rowsOf(list, { sort, order, limit: 100 }),
    );
  });

  it('/sub_admin_list: registrations waiting for approval first, then newest first', async () => {
    const admins = ctx.app.store.admins;
    const [waiting, newest] = admins
      .all()
      .filter((admin) => admin.role === 2 && admin.status === 'active' && admin.id !== 2);
    // A registration from yesterday, and an account created after it.
    const now = Date.now();
    admins.update(waiting!.id, {
      status: 'pending',
      created_at: new Date(now - 86_400_000).toISOString(),
    });
    admins.update(newest!.id, { created_at: new Date(now).toISOString() });
    const rows = await rowsOf('/sub_admin_list', { limit: 100 });
    const others = rows.findIndex((row) => row.status !== 'pending');
    expect(others).toBeGreaterThan(0);
    expect(rows.slice(0, others).map((row) => row.id)).toContain(waiting!.id);
    expect(rows[others]!.id).toBe(newest!.id);
    expect(rows.slice(others).some((row) => row.status === 'pending')).toBe(false);
    expect(breaks(rows.slice(0, others), 'created_at', 'desc')).toEqual([]);
    expect(breaks(rows.slice(others), 'created_at', 'desc')).toEqual([]);
    // An explicit sort puts the registration among the others.
    const byName = await rowsOf('/sub_admin_list', { sort: 'name', limit: 100 });
    expect(breaks(byName, 'full_name', 'asc', true)).toEqual([]);
  });

  it('sorts what the filters keep, and pages count the same rows', async () => {
    const query = { status: 'blocked', sort: 'name', order: 'desc', limit: 100 };
    const res = await ctx.api.get('/users_list').query(query).set(bearer(tokens.admin)).expect(200);
    const plain = await ctx.api
      .get('/users_list')
      .query({ status: 'blocked', limit: 100 })
      .set(bearer(tokens.admin))
      .expect(200);
    expect(res.body.pagination).toEqual(plain.body.pagination);
    expect(res.body.body.every((row: Row) => row.status === 'blocked')).toBe(true);
    expect(breaks(res.body.body, 'full_name', 'desc', true)).toEqual([]);
  });
});

describe('bad sort parameters', () => {
  it.each([
    ['/users_list', 'sort=created_at', 'sort must be one of: name, registered, status, city'],
    ['/users_list', 'sort=name&order=up', 'order must be one of: asc, desc'],
    ['/checkin_detail_list', 'sort=driver', 'sort must be one of: checked_in'],
    ['/resting_point_list', 'sort=capacity', 'sort must be one of: name, today_checkins'],
    ['/company_list', 'sort=NAME', 'sort must be one of: name, drivers'],
    ['/sub_admin_list', 'sort=registered', 'sort must be one of: name, created'],
    ['/sub_admin_list', 'order=DESC', 'order must be one of: asc, desc'],
  ])('%s?%s answers 400: %s', async (list, query, message) => {
    const res = await ctx.api.get(`${list}?${query}`).set(bearer(tokens.admin));
    expectStatus(res, 400);
    expect(res.body).toMatchObject({ success: false, message, body: null });
    expect(res.body.errors).toMatchObject([{ field: message.split(' ')[0], message }]);
  });
});
