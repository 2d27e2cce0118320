import { expectStatus } from './answers.js';
import type { DriverRecord } from '../src/store/index.js';
import { bearer, expectError, startApp, useSeededApp, useSignedIn, login } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const post = <P extends string>(path: P, body: object, token = tokens.admin) =>
  ctx.api.post(path).set(bearer(token)).send(body);
const bulkStatus = (body: object, token?: string) => post('/users_bulk_status', body, token);
const bulkDelete = (body: object, token?: string) => post('/users_bulk_delete', body, token);

const store = () => ctx.app.store;
const live = () => store().drivers.live();
const byId = (id: number) => store().drivers.findById(id)!;
/** The first `count` live drivers with `status`, read from the seed rather than hard-coded. */
const liveWith = (status: DriverRecord['status'], count: number) => {
  const found = live().filter((d) => d.status === status);
  if (found.length < count) throw new Error(`the seed has fewer than ${count} ${status} drivers`);
  return found.slice(0, count);
};
const deletedDriver = () =>
  store()
    .drivers.all()
    .find((d) => d.deleted_at !== null)!;
const idsOf = (drivers: DriverRecord[]) => drivers.map((d) => d.id);
/** Status and deletion of every driver, to prove a refused request changed nothing. */
const snapshot = () =>
  store()
    .drivers.all()
    .map((d) => `${d.id}:${d.status}:${d.deleted_at}`);

describe('POST /users_bulk_status by ids', () => {
  it('changes every chosen driver and says how many changed', async () => {
    const chosen = liveWith('active', 3);
    const res = await bulkStatus({ ids: idsOf(chosen), status: 'inactive' }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: '3 drivers set to inactive',
      body: { requested: 3, changed: 3, unchanged: 0, failed: [] },
    });
    for (const driver of chosen) expect(byId(driver.id).status).toBe('inactive');
  });

  it('counts drivers that already had the status as unchanged, not as failures', async () => {
    const [blocked] = liveWith('blocked', 1);
    const [active] = liveWith('active', 1);
    const res = await bulkStatus({ ids: [blocked!.id, active!.id], status: 'blocked' }).expect(200);
    expect(res.body.body).toEqual({ requested: 2, changed: 1, unchanged: 1, failed: [] });
    expect(res.body.message).toBe('1 driver set to blocked, 1 already were');
    expect(byId(active!.id).status).toBe('blocked');
  });

  it('changes the others and lists the deleted and unknown ones with the reason', async () => {
    const [active] = liveWith('active', 1);
    const gone = deletedDriver();
    const statusBefore = gone.status;
    const res = await bulkStatus({
      ids: [active!.id, gone.id, 987654, active!.id],
      status: 'blocked',
    }).expect(200);
    expect(res.body.message).toBe('1 driver set to blocked; 2 could not be changed');
    expect(res.body.body).toEqual({
      requested: 3, // a repeated id counts once
      changed: 1,
      unchanged: 0,
      failed: [
        {
          id: gone.id,
          name: gone.full_name,
          reason: 'deleted',
          message: `${gone.full_name} was already deleted`,
        },
        { id: 987654, name: null, reason: 'not_found', message: 'No driver has id 987654' },
      ],
    });
    expect(byId(active!.id).status).toBe('blocked');
    expect(byId(gone.id).status).toBe(statusBefore);
  });

  it('the changed drivers show in the list with their new status', async () => {
    const chosen = liveWith('inactive', 2);
    await bulkStatus({ ids: idsOf(chosen), status: 'active' }).expect(200);
    const list = await ctx.api
      .get('/users_list')
      .query({ serach: chosen[0]!.vehicle_number })
      .set(bearer(tokens.admin))
      .expect(200);
    expect(list.body.body[0]).toMatchObject({ user_id: chosen[0]!.id, status: 'active' });
  });
});

describe('POST /users_bulk_status by filter', () => {
  it("applies the list's filters again when it runs: exactly the matching drivers change", async () => {
    const city = liveWith('blocked', 1)[0]!.city_id;
    const matching = live().filter((d) => d.city_id === city && d.status === 'blocked');
    const others = snapshot().filter((row) => !matching.some((d) => row.startsWith(`${d.id}:`)));
    const res = await bulkStatus({
      filter: { status: 'blocked', city_id: city },
      status: 'inactive',
    }).expect(200);
    expect(res.body.body).toEqual({
      requested: matching.length,
      changed: matching.length,
      unchanged: 0,
      failed: [],
    });
    for (const driver of matching) expect(byId(driver.id).status).toBe('inactive');
    // Nobody outside the filter changed.
    expect(snapshot().filter((row) => others.includes(row))).toEqual(others);
  });

  it('matches the search as the list does (serach, sic), deleted drivers never', async () => {
    const search = (query: object) =>
      ctx.api.get('/users_list').query(query).set(bearer(tokens.admin)).expect(200);
    // A deleted driver the search would match, whatever the seed holds.
    const kumar = live().find((d) => /kumar/i.test(d.full_name))!;
    await post('/user_soft_delete', { user_id: kumar.id }).expect(200);
    const total: number = (await search({ serach: 'kumar' })).body.pagination.total;
    const deletedKumars = () =>
      store()
        .drivers.all()
        .filter((d) => d.deleted_at !== null && /kumar/i.test(d.full_name))
        .map((d) => `${d.id}:${d.status}`);
    const deletedBefore = deletedKumars();
    expect(deletedBefore.length).toBeGreaterThan(0);

    const bulk = await bulkStatus({ filter: { serach: 'kumar' }, status: 'blocked' }).expect(200);
    expect(bulk.body.body.requested).toBe(total);
    const after = await search({ serach: 'kumar', status: 'blocked' });
    expect(after.body.pagination.total).toBe(total);
    expect(deletedKumars()).toEqual(deletedBefore);
  });

  it('an empty filter is every live driver; a filter matching nobody changes nothing', async () => {
    const none = await bulkStatus({ filter: { serach: 'no such driver zzz' }, status: 'blocked' });
    expectStatus(none, 200);
    expect(none.body).toMatchObject({
      message: '0 drivers set to blocked',
      body: { requested: 0, changed: 0, unchanged: 0, failed: [] },
    });
    const all = await bulkStatus({ filter: {}, status: 'active' }).expect(200);
    expect(all.body.body.requested).toBe(live().length);
    expect(live().every((d) => d.status === 'active')).toBe(true);
  });
});

describe('POST /users_bulk_delete', () => {
  it('soft-deletes the chosen drivers: they leave the list and the count', async () => {
    const chosen = liveWith('active', 2);
    const before = live().length;
    const res = await bulkDelete({ ids: idsOf(chosen) }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: '2 drivers deleted',
      body: { requested: 2, changed: 2, unchanged: 0, failed: [] },
    });
    expect(live()).toHaveLength(before - 2);
    for (const driver of chosen) {
      expect(byId(driver.id).deleted_at).not.toBeNull(); // the record stays
      await post('/user_detail_view', { user_id: driver.id }).expect(404);
    }
    const count = await ctx.api.get('/dashboard_count').set(bearer(tokens.admin)).expect(200);
    expect(count.body.body.totalUsers).toBe(before - 2);
  });

  it('lists an already deleted driver as a failure and keeps its deletion time', async () => {
    const gone = deletedDriver();
    const when = gone.deleted_at;
    const [active] = liveWith('active', 1);
    const res = await bulkDelete({ ids: [gone.id, active!.id] }).expect(200);
    expect(res.body.body).toMatchObject({
      changed: 1,
      failed: [{ id: gone.id, name: gone.full_name, reason: 'deleted' }],
    });
    expect(byId(gone.id).deleted_at).toBe(when);
  });

  it('deletes every driver matching a filter', async () => {
    const city = live()[0]!.city_id;
    const matching = live().filter((d) => d.city_id === city);
    const res = await bulkDelete({ filter: { city_id: city } }).expect(200);
    expect(res.body.body.changed).toBe(matching.length);
    expect(live().some((d) => d.city_id === city)).toBe(false);
  });
});

describe('bulk action input', () => {
  it.each<[string, object, string]>([
    ['neither ids nor filter', { status: 'active' }, 'Say which drivers: send ids'],
    ['both ids and filter', { ids: [1], filter: {}, status: 'active' }, 'Send ids or filter'],
    ['an empty ids list', { ids: [], status: 'active' }, 'ids must have at least 1 item'],
    ['an unknown status', { ids: [1], status: 'deleted' }, 'status must be one of'],
    ['no status', { ids: [1] }, 'status is required'],
    ['an id that is not a whole number', { ids: ['7'], status: 'active' }, 'ids.0 must be'],
    ['an id below 1', { ids: [0], status: 'active' }, 'ids.0 must be at least 1'],
    ['a bad filter field', { filter: { city_id: 'pune' }, status: 'active' }, 'filter.city_id'],
    [
      'a filter field the list does not have',
      { filter: { state_id: 3 }, status: 'active' },
      'Request body property `filter.state_id` is not allowed',
    ],
    [
      'more than 10,000 ids',
      { ids: [...Array(10_001).keys()].map((i) => i + 1), status: 'active' },
      'ids must have at most 10000',
    ],
  ])('answers 400 for %s and changes nothing', async (_, body, message) => {
    const before = snapshot();
    const res = await bulkStatus(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(res.body.errors?.[0]?.message).toContain(message);
    expect(snapshot()).toEqual(before);
  });

  it('takes 10,000 ids at once', async () => {
    const ids = [...Array(10_000).keys()].map((i) => i + 1);
    const res = await bulkStatus({ ids, status: 'active' }).expect(200);
    expect(res.body.body.requested).toBe(10_000);
    expect(res.body.body.changed + res.body.body.unchanged).toBe(live().length);
  });

  it('answers 400 for the delete call too', async () => {
    const res = await bulkDelete({}).expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringContaining('Say which drivers'),
      body: null,
    });
  });
});

describe('bulk action access', () => {
  it.each(['/users_bulk_status', '/users_bulk_delete'])(
    '%s answers 401 without a token',
    async (path) => {
      const before = snapshot();
      const res = await ctx.api
        .post(path)
        .send({ ids: [1], status: 'active' })
        .expect(401);
      expectError(res.body, 'Authentication required');
      expect(snapshot()).toEqual(before);
    },
  );

  it('is allowed to a sub admin, as the single-driver actions are', async () => {
    const [active] = liveWith('active', 1);
    await bulkStatus({ ids: [active!.id], status: 'blocked' }, tokens.subAdmin).expect(200);
    expect(byId(active!.id).status).toBe('blocked');
    await bulkDelete({ ids: [active!.id] }, tokens.subAdmin).expect(200);
    expect(byId(active!.id).deleted_at).not.toBeNull();
  });
});

describe('the 10,000 cap on a filter', () => {
  // A bigger seed than the default 3,000 drivers; no check-ins, to start quickly.
  const big = {} as Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    Object.assign(big, await startApp({ driverCount: 10_400, checkinCount: 0 }));
  });
  afterAll(async () => {
    await big.app.close();
  });

  it('refuses a filter matching more than 10,000 drivers, naming the count, changing nothing', async () => {
    const token = await login(big.api);
    const matching = big.app.store.drivers.live().length;
    expect(matching).toBeGreaterThan(10_000);
    const before = big.app.store.drivers.all().map((d) => d.status);
    const res = await big.api
      .post('/users_bulk_status')
      .set(bearer(token))
      .send({ filter: {}, status: 'blocked' })
      .expect(400);
    expectError(
      res.body,
      `The filters match ${matching.toLocaleString('en-IN')} drivers; a bulk action changes at most 10,000. Narrow the filters and try again.`,
    );
    expect(res.body.errors).toMatchObject([{ field: 'filter', message: res.body.message }]);
    expect(big.app.store.drivers.all().map((d) => d.status)).toEqual(before);

    // Narrowed below the cap, the same action runs.
    const narrowed = await big.api
      .post('/users_bulk_delete')
      .set(bearer(token))
      .send({ filter: { status: 'blocked' } })
      .expect(200);
    expect(narrowed.body.body.changed).toBeGreaterThan(0);
  });
});
