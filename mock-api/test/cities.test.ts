import { bearer, expectError, login, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

let auth: Record<string, string>;
beforeEach(async () => {
  auth = bearer(await login(ctx.api));
});

const stateId = (code: string) => ctx.app.store.states.findByCode(code)?.id ?? 0;
const cityId = (code: string, name: string) =>
  ctx.app.store.cities.findByName(stateId(code), name)?.id ?? 0;

/** A city no resting point, driver or police contact refers to. */
async function freshCity(name = 'Testpur', code = 'KA') {
  const res = await ctx.api
    .post('/city_add')
    .set(auth)
    .send({ name, state_id: stateId(code), status: 'active' })
    .expect(201);
  return res.body.body as { id: number; name: string; state_id: number };
}

describe('GET /city_list_all', () => {
  it('lists every city by name with its state, or only one state', async () => {
    const all = await ctx.api.get('/city_list_all').set(auth).expect(200);
    expect(all.body.body.length).toBe(ctx.app.store.cities.size);
    const names = all.body.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    const goa = await ctx.api
      .get(`/city_list_all?state_id=${stateId('GA')}`)
      .set(auth)
      .expect(200);
    expect(goa.body.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Margao',
        state_id: stateId('GA'),
        state_name: 'Goa',
        status: 'active',
      },
      {
        id: expect.any(Number),
        name: 'Panaji',
        state_id: stateId('GA'),
        state_name: 'Goa',
        status: 'active',
      },
      {
        id: expect.any(Number),
        name: 'Vasco da Gama',
        state_id: stateId('GA'),
        state_name: 'Goa',
        status: 'active',
      },
    ]);
    const none = await ctx.api.get('/city_list_all?state_id=999').set(auth).expect(200);
    expect(none.body.body).toEqual([]);
  });

  it('needs a token', async () => {
    await ctx.api.get('/city_list_all').expect(401);
  });
});

describe('GET /city_list', () => {
  it('pages, filters by state and status, searches by name', async () => {
    const first = await ctx.api.get('/city_list').set(auth).expect(200);
    expect(first.body.body).toHaveLength(10);
    expect(first.body.pagination).toMatchObject({
      page: 1,
      limit: 10,
      total: ctx.app.store.cities.size,
    });

    const mh = await ctx.api
      .get(`/city_list?state_id=${stateId('MH')}&limit=100`)
      .set(auth)
      .expect(200);
    expect(mh.body.body.length).toBeGreaterThan(3);
    expect(mh.body.body.every((c: { state_code: string }) => c.state_code === 'MH')).toBe(true);

    const pune = mh.body.body.find((c: { name: string }) => c.name === 'Pune')!;
    const { store } = ctx.app;
    expect(pune.resting_point_count).toBe(
      store.restingPoints.all().filter((p) => p.city_id === pune.id).length,
    );
    expect(pune.driver_count).toBe(
      store.drivers.live().filter((d) => d.city_id === pune.id).length,
    );

    const search = await ctx.api.get('/city_list?search=PUN').set(auth).expect(200);
    expect(search.body.body.map((c: { name: string }) => c.name)).toContain('Pune');
    expect(search.body.body.every((c: { name: string }) => /pun/i.test(c.name))).toBe(true);

    const inactive = await ctx.api.get('/city_list?status=inactive').set(auth).expect(200);
    expect(inactive.body.pagination.total).toBe(0);
  });

  it('answers 400 for a state id that is not a number', async () => {
    const res = await ctx.api.get('/city_list?state_id=abc').set(auth).expect(400);
    expectError(res.body, 'state_id must be a whole number');
  });
});

describe('POST /city_add, /city_detail, /city_edit', () => {
  it('adds a city to a state, reads and renames it', async () => {
    const city = await freshCity('  Hosur East ');
    expect(city).toMatchObject({ name: 'Hosur East', state_id: stateId('KA') });
    const detail = await ctx.api.post('/city_detail').set(auth).send({ id: city.id }).expect(200);
    expect(detail.body.body).toMatchObject({
      name: 'Hosur East',
      state_name: 'Karnataka',
      resting_point_count: 0,
      driver_count: 0,
    });
    const edited = await ctx.api
      .post('/city_edit')
      .set(auth)
      .send({ id: city.id, name: 'Hosur West', state_id: stateId('TN'), status: 'inactive' })
      .expect(200);
    expect(edited.body.body).toMatchObject({
      name: 'Hosur West',
      state_name: 'Tamil Nadu',
      status: 'inactive',
    });
  });

  it('keeps names unique within a state only', async () => {
    const clash = await ctx.api
      .post('/city_add')
      .set(auth)
      .send({ name: 'PUNE', state_id: stateId('MH'), status: 'active' })
      .expect(409);
    expectError(clash.body, 'A city named Pune already exists in Maharashtra');
    expect(clash.body.errors).toMatchObject([
      { field: 'name', message: 'A city named Pune already exists in Maharashtra' },
    ]);
    await freshCity('Pune', 'KA');
  });

  it('answers 400 on state_id for a state that does not exist', async () => {
    const res = await ctx.api
      .post('/city_add')
      .set(auth)
      .send({ name: 'Atlantis', state_id: 999, status: 'active' })
      .expect(400);
    expect(res.body.errors).toMatchObject([
      { field: 'state_id', message: 'The chosen state does not exist; choose another' },
    ]);
  });

  it('will not move a city that has resting points or drivers to another state', async () => {
    // A Maharashtra city with resting points in the seeded data (and so drivers too).
    const pointCities = ctx.app.store.restingPoints
      .all()
      .filter((point) => point.state_id === stateId('MH'))
      .map((point) => point.city_id);
    const city = ctx.app.store.cities.findById(pointCities[0]!)!;
    const res = await ctx.api
      .post('/city_edit')
      .set(auth)
      .send({ id: city.id, name: city.name, state_id: stateId('GA'), status: 'active' })
      .expect(409);
    expect(res.body.message).toMatch(
      new RegExp(`^${city.name} cannot move to Goa: it has \\d+ resting points?`),
    );
    expect(res.body.errors?.[0]?.field).toBe('state_id');
  });

  it('answers 404 for an unknown city and 400 for bad input', async () => {
    expectError(
      (await ctx.api.post('/city_detail').set(auth).send({ id: 9999 }).expect(404)).body,
      'City not found',
    );
    expectError(
      (
        await ctx.api
          .post('/city_edit')
          .set(auth)
          .send({ id: 9999, name: 'Nowhere', state_id: 1, status: 'active' })
          .expect(404)
      ).body,
      'City not found',
    );
    expectError(
      (
        await ctx.api
          .post('/city_add')
          .set(auth)
          .send({ name: ' ', state_id: 1, status: 'active' })
          .expect(400)
      ).body,
      'name must be at least 2 characters',
    );
  });
});

describe('POST /city_delete', () => {
  it('deletes an unused city, then its state can go too', async () => {
    const state = await ctx.api
      .post('/state_add')
      .set(auth)
      .send({ name: 'Short Lived', code: 'SL', status: 'active' })
      .expect(201);
    const city = await ctx.api
      .post('/city_add')
      .set(auth)
      .send({ name: 'Only Town', state_id: state.body.body.id, status: 'active' })
      .expect(201);
    const blocked = await ctx.api
      .post('/state_delete')
      .set(auth)
      .send({ id: state.body.body.id })
      .expect(409);
    expectError(
      blocked.body,
      'Short Lived cannot be deleted: it still has 1 city. Delete or move them first, or set the state inactive.',
    );
    await ctx.api.post('/city_delete').set(auth).send({ id: city.body.body.id }).expect(200);
    await ctx.api.post('/state_delete').set(auth).send({ id: state.body.body.id }).expect(200);
  });

  it('refuses with 409 while resting points or drivers are in the city', async () => {
    const pune = cityId('MH', 'Pune');
    const res = await ctx.api.post('/city_delete').set(auth).send({ id: pune }).expect(409);
    expect(res.body.message).toMatch(/^Pune cannot be deleted: it still has .*drivers?/);
    expect(ctx.app.store.cities.findById(pune)).toBeDefined();
  });

  it('answers 404 for an unknown city', async () => {
    expectError(
      (await ctx.api.post('/city_delete').set(auth).send({ id: 9999 }).expect(404)).body,
      'City not found',
    );
  });
});
