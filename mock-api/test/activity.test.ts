import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

describe('GET /activity_list', () => {
  it('answers the seeded sign-ins, newest first, 10 a page, to administrators only', async () => {
    const res = await ctx.api.get('/activity_list').set(bearer(tokens.admin)).expect(200);
    expect(res.body.body).toHaveLength(10);
    expect(res.body.pagination.total).toBeGreaterThan(50);
    const ids = (res.body.body as { id: number }[]).map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const sub = await ctx.api.get('/activity_list').set(bearer(tokens.subAdmin)).expect(403);
    expectError(sub.body, 'Only administrators can do this');
  });
});
