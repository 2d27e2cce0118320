import { expectStatus } from './answers.js';
import { bearer, expectError, login, SUB_ADMIN, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

interface Version {
  version: number;
  body: string;
  effective_date: string;
}

async function detail(token: string, id: number) {
  const res = await ctx.api.post('/policy_detail').set(bearer(token)).send({ id }).expect(200);
  return res.body.body;
}

describe('GET /policy_list', () => {
  it('lists the seeded policies by title with their current version', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api.get('/policy_list').set(bearer(token)).expect(200);
    expect(res.body.body.map((row: { title: string }) => row.title)).toEqual([
      'Cancellation and refund',
      'Data protection notice',
      'Driver code of conduct',
      'Monsoon driving advisory',
      'Stay rules',
    ]);
    const conduct = res.body.body[2]!;
    expect(conduct).toMatchObject({ status: 'active', version: 3, version_count: 3 });
    expect(conduct.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
  });

  it('searches titles and filters by status', async () => {
    const token = await login(ctx.api);
    const search = await ctx.api.get('/policy_list?search=STAY').set(bearer(token)).expect(200);
    expect(search.body.body.map((row: { title: string }) => row.title)).toEqual(['Stay rules']);
    const inactive = await ctx.api
      .get('/policy_list?status=inactive')
      .set(bearer(token))
      .expect(200);
    expect(inactive.body.body.map((row: { title: string }) => row.title)).toEqual([
      'Monsoon driving advisory',
    ]);
  });
});

describe('POST /policy_detail', () => {
  it('answers the current body and every version, newest first', async () => {
    const policy = await detail(await login(ctx.api), 1);
    expect(policy.versions.map((v: Version) => v.version)).toEqual([3, 2, 1]);
    expect(policy.body).toBe(policy.versions[0]?.body);
    expect(policy.versions[2]?.change_note).toBeNull();
    const dates = policy.versions.map((v: Version) => v.effective_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 404 for an unknown policy', async () => {
    const res = await ctx.api
      .post('/policy_detail')
      .set(bearer(await login(ctx.api)))
      .send({ id: 77 });
    expectStatus(res, 404);
    expectError(res.body, 'Policy not found');
  });
});

describe('POST /policy_publish', () => {
  it('adds a version, makes it current and keeps the old ones readable', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const before = await detail(token, 2);
    const res = await ctx.api
      .post('/policy_publish')
      .set(bearer(token))
      .send({
        id: 2,
        body: `${before.body}\n- Pets must stay in the cabin.`,
        effective_date: '2027-01-01',
        change_note: '  Pets rule ',
      })
      .expect(200);
    expect(res.body.message).toBe('Version 3 published');
    const after = res.body.body;
    expect(after).toMatchObject({
      version: 3,
      version_count: 3,
      effective_date: '2027-01-01',
      title: 'Stay rules',
    });
    expect(after.versions[0]).toMatchObject({
      version: 3,
      change_note: 'Pets rule',
      published_by: 'Vikram Singh',
    });
    expect(after.versions.slice(1)).toEqual(before.versions);
    expect(await detail(token, 2)).toEqual(after);
  });

  it('can rename the policy with the new version', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api
      .post('/policy_publish')
      .set(bearer(token))
      .send({ id: 3, title: 'Refunds', body: 'New text', effective_date: '2027-02-01' })
      .expect(200);
    expect(res.body.body.title).toBe('Refunds');
    expect(res.body.body.versions[1]?.title).toBe('Cancellation and refund');
  });

  it('refuses an effective date before the current version’s', async () => {
    const token = await login(ctx.api);
    const current = await detail(token, 1);
    const res = await ctx.api
      .post('/policy_publish')
      .set(bearer(token))
      .send({ id: 1, body: 'Changed', effective_date: '2024-12-31' });
    expectStatus(res, 400);
    expectError(
      res.body,
      `effective_date must be on or after ${current.effective_date}, when version 3 took effect`,
    );
  });

  it('refuses to publish the same text again, and an invalid date', async () => {
    const token = await login(ctx.api);
    const current = await detail(token, 1);
    const same = await ctx.api
      .post('/policy_publish')
      .set(bearer(token))
      .send({ id: 1, body: current.body, effective_date: '2027-01-01' });
    expectStatus(same, 400);
    expectError(same.body, 'Nothing to publish: the title and body are the same as version 3');
    const badDate = await ctx.api
      .post('/policy_publish')
      .set(bearer(token))
      .send({ id: 1, body: 'x', effective_date: '2027-02-30' });
    expectStatus(badDate, 400);
    expectError(badDate.body, 'effective_date must be a date like 2026-01-31');
  });

  it('refuses the title of another policy (409)', async () => {
    const res = await ctx.api
      .post('/policy_publish')
      .set(bearer(await login(ctx.api)))
      .send({ id: 1, title: 'stay RULES', body: 'x', effective_date: '2027-01-01' });
    expectStatus(res, 409);
    expectError(res.body, 'A policy titled Stay rules already exists');
  });

  it('strips unsafe markup from the body', async () => {
    const res = await ctx.api
      .post('/policy_publish')
      .set(bearer(await login(ctx.api)))
      .send({ id: 5, body: 'Rain <script>x()</script>', effective_date: '2027-01-01' })
      .expect(200);
    expect(res.body.body.body).toBe('Rain ');
    expect(res.body.message).toMatch(/Unsafe markup was removed: script elements/);
  });
});

describe('POST /policy_add and /policy_status_update', () => {
  it('creates version 1, active by default', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api
      .post('/policy_add')
      .set(bearer(token))
      .send({
        title: 'Women drivers safety',
        body: 'Separate rest rooms.',
        effective_date: '2027-01-01',
      })
      .expect(201);
    expect(res.body.body).toMatchObject({
      status: 'active',
      version: 1,
      version_count: 1,
      published_by: 'Asha Menon',
    });
    expect(res.body.body.versions).toHaveLength(1);
    const duplicate = await ctx.api
      .post('/policy_add')
      .set(bearer(token))
      .send({ title: 'women drivers  SAFETY', body: 'x', effective_date: '2027-01-01' });
    expectStatus(duplicate, 409);
  });

  it('withdraws and reactivates a policy without touching its versions', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api
      .post('/policy_status_update')
      .set(bearer(token))
      .send({ id: 1, status: 'inactive' })
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Policy withdrawn',
      body: { status: 'inactive', version: 3 },
    });
    const bad = await ctx.api
      .post('/policy_status_update')
      .set(bearer(token))
      .send({ id: 1, status: 'archived' });
    expectStatus(bad, 400);
    expectError(bad.body, 'status must be one of: active, inactive');
  });
});
