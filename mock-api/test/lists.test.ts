import { expectStatus } from './answers.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

/** Every paged list: they share one query schema (src/http/lists.ts). */
const LISTS = [
  '/users_list',
  '/checkin_detail_list',
  '/state_list',
  '/city_list',
  '/resting_point_list',
  '/police_list',
  '/sub_admin_list',
  '/policy_list',
  '/broadcast_list',
];

describe.each(LISTS)('GET %s', (url) => {
  // Infinity and 1e309 once answered 500; 1e308 answered 200 with "page": 1e+308.
  it.each([
    'Infinity',
    '-Infinity',
    '1e309',
    '1e308',
    '1000001',
    '1.5',
    '0',
    '-1',
    'abc',
    'NaN',
    '',
  ])('answers 400 for page=%s', async (page) => {
    const res = await ctx.api.get(`${url}?page=${page}`).set(bearer(tokens.admin));
    expectStatus(res, 400);
    expect(res.body).toMatchObject({ success: false, body: null });
    expect(res.body.message).toMatch(/^page must be /);
    expect(res.body.errors).toMatchObject([{ field: 'page', message: res.body.message }]);
  });

  it('accepts page 1,000,000 (an empty page) and caps limit at 100', async () => {
    const last = await ctx.api.get(`${url}?page=1000000`).set(bearer(tokens.admin)).expect(200);
    expect(last.body.body).toEqual([]);
    expect(last.body.pagination).toMatchObject({ page: 1_000_000, limit: 10 });

    const big = await ctx.api.get(`${url}?page=1&limit=1000`).set(bearer(tokens.admin)).expect(200);
    expect(big.body.pagination).toMatchObject({ page: 1, limit: 100 });
  });
});
