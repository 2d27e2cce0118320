import { answerOf, type ContractTest, expectStatus } from './answers.js';
import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const list = async (query: Record<string, string> = {}) =>
  answerOf(
    await ctx.api.get('/company_list').query(query).set(bearer(tokens.admin)),
    'get',
    '/company_list',
  );
const post = <P extends string>(path: P, body: unknown, token = tokens.admin) =>
  ctx.api
    .post(path)
    .set(bearer(token))
    .send(body as object);
const seeded = () => ctx.app.store.companies.all();
const seededName = (index: number) => seeded()[index]!.company_name;
const driversOf = (companyId: number) =>
  ctx.app.store.drivers.live().filter((driver) => driver.company_id === companyId);
const duplicateOf = (name: string) => ({
  success: false,
  message: `A company named "${name}" already exists`,
  body: null,
  errors: [{ field: 'company_name', message: `A company named "${name}" already exists` }],
});

describe('GET /company_list', () => {
  it('answers every company by name with its number of live drivers, in one page', async () => {
    const res = await list();
    const rows = res.body;
    expect(res).toMatchObject({
      success: true,
      message: 'Companies loaded',
      pagination: { page: 1, limit: 40, total: 40, totalPages: 1 },
    });
    expect(rows).toHaveLength(40);
    expect(
      rows.every((c, i) => i === 0 || rows[i - 1]!.company_name.localeCompare(c.company_name) <= 0),
    ).toBe(true);
    for (const company of rows) {
      expect(company.driver_count).toBe(driversOf(company.company_id).length);
    }
    expect(rows.reduce((sum, c) => sum + c.driver_count, 0)).toBeGreaterThan(1000);
  });

  it('filters by part of the name, case-insensitively', async () => {
    const expected = seeded().filter((c) => /roadlines/i.test(c.company_name)).length;
    expect(expected).toBeGreaterThan(0);
    const res = await list({ search: 'ROADLINES' });
    expect(res.pagination.total).toBe(expected);
    expect(res.body.every((c) => /roadlines/i.test(c.company_name))).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await list({ search: 'zzz' })).toMatchObject({
      body: [],
      pagination: { total: 0, totalPages: 0 },
    });
  });
});

describe('POST /company_add', () => {
  it('adds the company with a trimmed name and lists it', async () => {
    const res = await post('/company_add', { company_name: '  Nandi   Freight Carriers ' }).expect(
      200,
    );
    expect(res.body).toEqual({
      success: true,
      message: 'Nandi Freight Carriers was added',
      body: {
        company_id: 41,
        company_name: 'Nandi Freight Carriers',
        driver_count: 0,
        created_at: expect.any(String),
        version: 1,
        updated_at: expect.any(String),
        updated_by: 'Asha Menon',
      },
    });
    const names = (await list()).body.map((c) => c.company_name);
    expect(names).toHaveLength(41);
    expect(names).toContain('Nandi Freight Carriers');
  });

  it('answers 409 naming the existing company for the same name in another case', async () => {
    const name = seededName(0);
    const res = await post('/company_add', { company_name: ` ${name.toUpperCase()} ` }).expect(409);
    expect(res.body).toMatchObject(duplicateOf(name));
    expect((await list()).pagination.total).toBe(40);
  });

  it.each([
    [{ company_name: '   ' }, 'company_name is required'],
    [{}, 'company_name is required'],
    [{ company_name: 42 }, 'company_name must be a string'],
    [{ company_name: 'x'.repeat(121) }, 'company_name must be at most 120 characters'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await post('/company_add', body).expect(400);
    expectError(res.body, message);
    expect(res.body.errors).toMatchObject([{ field: 'company_name', message }]);
  });
});

describe('POST /company_edit', () => {
  it('renames the company', async () => {
    const res = await post('/company_edit', { company_id: 3, company_name: ' Vayu Roadways ' });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      message: 'Vayu Roadways was saved',
      body: { company_id: 3, company_name: 'Vayu Roadways', driver_count: driversOf(3).length },
    });
    const row = (await list({ search: 'vayu' })).body;
    expect(row).toEqual([res.body.body]);
  });

  it('accepts the company’s own name in another case', async () => {
    const name = seededName(2);
    const res = await post('/company_edit', { company_id: 3, company_name: name.toLowerCase() });
    expectStatus(res, 200);
    expect(res.body.body.company_name).toBe(name.toLowerCase());
  });

  it("answers 409 for another company's name", async () => {
    const res = await post('/company_edit', { company_id: 3, company_name: seededName(0) });
    expectStatus(res, 409);
    expect(res.body).toMatchObject(duplicateOf(seededName(0)));
    expect(ctx.app.store.companies.findById(3)?.company_name).toBe(seededName(2));
  });

  it.each([
    [{ company_id: 999, company_name: 'Ghost Carriers' }, 404, 'Company not found'],
    [{ company_id: 3, company_name: ' ' }, 400, 'company_name is required'],
    [{ company_id: '3', company_name: 'Vayu Roadways' }, 400, 'company_id must be a whole number'],
    [{ company_name: 'Vayu Roadways' }, 400, 'company_id is required'],
  ])('answers %j with %i', async (body, status, message) => {
    const res = await post('/company_edit', body).expect(status);
    expectError(res.body, message);
  });
});

describe('POST /company_delete', () => {
  it('deletes a company and detaches its drivers, saying how many', async () => {
    const company = seeded()[0]!;
    const drivers = driversOf(company.id);
    expect(drivers.length).toBeGreaterThan(1);
    const res = await post('/company_delete', { company_id: company.id }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: `${company.company_name} was deleted; ${drivers.length} drivers now have no company`,
      body: { company_id: company.id, drivers_detached: drivers.length },
    });
    expect((await list()).body.map((c) => c.company_id)).not.toContain(company.id);
    const detail = await post('/user_detail_view', { user_id: drivers[0]!.id }).expect(200);
    expect(detail.body.body).toMatchObject({ company_id: null, company_name: null });
    expect(driversOf(company.id)).toEqual([]);

    const again = await post('/company_delete', { company_id: company.id }).expect(404);
    expectError(again.body, 'Company not found');
  });

  it('says nothing about drivers for a company without any', async () => {
    const added = await post('/company_add', { company_name: 'Empty Lorry Co.' }).expect(200);
    const res = await post('/company_delete', { company_id: added.body.body.company_id });
    expect(res.body).toMatchObject({
      message: 'Empty Lorry Co. was deleted',
      body: { drivers_detached: 0 },
    });
  });

  it.each([
    [{ company_id: 999 }, 404, 'Company not found'],
    [{ company_id: 'x' }, 400, 'company_id must be a whole number'],
    [{}, 400, 'company_id is required'],
  ])('answers %j with %i', async (body, status, message) => {
    const res = await post('/company_delete', body).expect(status);
    expectError(res.body, message);
  });
});

describe('access', () => {
  // Every row has three cells: Jest would take a third parameter missing from a row for `done`.
  const calls: [string, string, unknown][] = [
    ['GET', '/company_list', undefined],
    ['POST', '/company_add', { company_name: 'Sub Admin Carriers' }],
    ['POST', '/company_edit', { company_id: 2, company_name: 'Sub Admin Roadways' }],
    ['POST', '/company_delete', { company_id: 2 }],
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
    const res = await call(method, path, body).set(bearer(tokens.subAdmin)).expect(200);
    expect(res.body.success).toBe(true);
  });
});
