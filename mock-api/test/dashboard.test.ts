import { answerOf } from './answers.js';
import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const counts = async (token = tokens.admin) =>
  answerOf(await ctx.api.get('/dashboard_count').set(bearer(token)), 'get', '/dashboard_count');
const post = <P extends string>(path: P, body: object) =>
  ctx.api.post(path).set(bearer(tokens.admin)).send(body).expect(200);

describe('GET /dashboard_count', () => {
  it('answers the six counts of the seeded data; soft-deleted drivers do not count', async () => {
    const { store } = ctx.app;
    const live = store.drivers.all().filter((driver) => driver.deleted_at === null).length;
    expect(live).toBeLessThan(3000);
    expect(await counts()).toEqual({
      success: true,
      message: 'Counts loaded',
      body: {
        totalCities: store.cities.size,
        totalComapnies: 40,
        totalResting: 300,
        totalStates: 36,
        totalUsers: live,
        vehicleType: 7,
      },
    });
    expect(store.cities.size).toBeGreaterThan(36);
  });

  it('follows company adds and deletes and driver soft deletes', async () => {
    const before = (await counts()).body;
    const added = await post('/company_add', { company_name: 'Counted Roadways' });
    expect((await counts()).body).toEqual({ ...before, totalComapnies: before.totalComapnies + 1 });

    await post('/user_soft_delete', { user_id: 5 });
    await post('/user_soft_delete', { user_id: 6 });
    expect((await counts()).body).toMatchObject({
      totalComapnies: before.totalComapnies + 1,
      totalUsers: before.totalUsers - 2,
    });

    const { company_id } = answerOf(added, 'post', '/company_add').body;
    await post('/company_delete', { company_id });
    await post('/company_delete', { company_id: 1 });
    expect((await counts()).body).toEqual({
      ...before,
      totalComapnies: before.totalComapnies - 1,
      totalUsers: before.totalUsers - 2,
    });
  });

  it('does not count a status change as a removal', async () => {
    const before = (await counts()).body;
    await post('/user_status_update', { user_id: 5, status: 'blocked' });
    expect((await counts()).body).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.api.get('/dashboard_count').expect(401);
    expectError(res.body, 'Authentication required');
  });

  it('is allowed to a sub admin', async () => {
    expect((await counts(tokens.subAdmin)).body).toEqual((await counts()).body);
  });
});
