import { expectStatus } from './answers.js';
import { bearer, expectError, login, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

let auth: Record<string, string>;
beforeEach(async () => {
  auth = bearer(await login(ctx.api));
});

const stateId = (code: string) => ctx.app.store.states.findByCode(code)?.id ?? 0;
const cityId = (code: string, name: string) =>
  ctx.app.store.cities.findByName(stateId(code), name)?.id ?? 0;
const pointIn = (code: string) =>
  ctx.app.store.restingPoints.all().find((p) => p.state_id === stateId(code));

const valid = () => ({
  station_name: 'Highway Patrol Police Station, Hosur Test',
  officer: 'Inspector R. Selvam',
  phone_numbers: [' 112 ', '04344 222100', '112'],
  state_id: stateId('TN'),
  city_id: cityId('TN', 'Hosur'),
  address: 'Bypass Road, Hosur, Tamil Nadu 635109',
  resting_point_ids: [pointIn('TN')?.id ?? 0],
});

const add = (body: object) => ctx.api.post('/police_add').set(auth).send(body);

describe('seeded police list', () => {
  it('has two to four contacts in every state, with phone numbers and stations', () => {
    const { store } = ctx.app;
    for (const state of store.states.all()) {
      const contacts = store.police.all().filter((c) => c.state_id === state.id);
      expect({ state: state.name, ok: contacts.length >= 1 && contacts.length <= 4 }).toEqual({
        state: state.name,
        ok: true,
      });
    }
    const all = store.police.all();
    expect(all.some((c) => c.phone_numbers.includes('112'))).toBe(true);
    for (const contact of all) {
      expect(contact.phone_numbers.length).toBeGreaterThan(0);
      expect(contact.station_name).toMatch(/Police|Patrol/);
      for (const id of contact.resting_point_ids) {
        expect(store.restingPoints.findById(id)?.state_id).toBe(contact.state_id);
      }
    }
  });
});

describe('GET /police_list', () => {
  it('pages, filters by state and searches station, city or phone', async () => {
    const res = await ctx.api.get('/police_list').set(auth).expect(200);
    expect(res.body.body).toHaveLength(10);
    expect(res.body.pagination.total).toBe(ctx.app.store.police.size);
    expect(res.body.body[0]).toMatchObject({
      state_name: 'Andaman and Nicobar Islands',
      phone_numbers: expect.any(Array),
      resting_points: expect.any(Array),
    });

    const tn = await ctx.api
      .get(`/police_list?state_id=${stateId('TN')}`)
      .set(auth)
      .expect(200);
    expect(tn.body.body.length).toBeGreaterThan(0);
    expect(tn.body.body.every((c: { state_name: string }) => c.state_name === 'Tamil Nadu')).toBe(
      true,
    );

    const byPhone = await ctx.api.get('/police_list?search=112&limit=100').set(auth).expect(200);
    expect(byPhone.body.body.length).toBeGreaterThan(0);
    const byCity = await ctx.api.get('/police_list?search=hosur').set(auth).expect(200);
    for (const row of byCity.body.body) {
      expect(JSON.stringify(row).toLowerCase()).toContain('hosur');
    }
  });

  it('keeps the contacts that cover a resting point with resting_point_id', async () => {
    const { store } = ctx.app;
    const covered = store.police.all().find((c) => c.resting_point_ids.length > 0)!;
    const pointId = covered.resting_point_ids[0]!;
    const expected = store.police.all().filter((c) => c.resting_point_ids.includes(pointId));
    const res = await ctx.api
      .get(`/police_list?resting_point_id=${pointId}&limit=100`)
      .set(auth)
      .expect(200);
    expect(res.body.pagination.total).toBe(expected.length);
    expect(res.body.body.map((c: { id: number }) => c.id).sort()).toEqual(
      expected.map((c) => c.id).sort(),
    );
    for (const row of res.body.body) {
      expect(row.resting_points.map((point: { id: number }) => point.id)).toContain(pointId);
    }

    const uncovered = store.restingPoints
      .all()
      .find((point) => !store.police.all().some((c) => c.resting_point_ids.includes(point.id)))!;
    const none = await ctx.api
      .get(`/police_list?resting_point_id=${uncovered.id}`)
      .set(auth)
      .expect(200);
    expect(none.body).toMatchObject({ body: [], pagination: { total: 0 } });
    const bad = await ctx.api.get('/police_list?resting_point_id=abc').set(auth).expect(400);
    expectError(bad.body, 'resting_point_id must be a whole number');
  });

  it('needs a token', async () => {
    await ctx.api.get('/police_list').expect(401);
  });
});

describe('POST /police_add, /police_detail, /police_edit, /police_delete', () => {
  it('adds, reads, edits and deletes a contact', async () => {
    const added = await add(valid()).expect(201);
    const point = pointIn('TN');
    expect(added.body).toMatchObject({
      message: 'Police contact added',
      body: {
        station_name: 'Highway Patrol Police Station, Hosur Test',
        phone_numbers: ['112', '04344 222100'],
        state_name: 'Tamil Nadu',
        city_name: 'Hosur',
        resting_points: [{ id: point?.id, name: point?.name }],
      },
    });
    const id = added.body.body.id;
    const detail = await ctx.api.post('/police_detail').set(auth).send({ id }).expect(200);
    expect(detail.body.body).toEqual(added.body.body);

    const edited = await ctx.api
      .post('/police_edit')
      .set(auth)
      .send({ ...valid(), id, officer: 'Duty Officer', city_id: null, resting_point_ids: [] })
      .expect(200);
    expect(edited.body.body).toMatchObject({
      officer: 'Duty Officer',
      city_id: null,
      city_name: null,
      resting_points: [],
    });

    const deleted = await ctx.api.post('/police_delete').set(auth).send({ id }).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Police contact deleted', body: null });
    expectError(
      (await ctx.api.post('/police_detail').set(auth).send({ id }).expect(404)).body,
      'Police contact not found',
    );
  });

  it('keeps station names unique within a state (409)', async () => {
    await add(valid()).expect(201);
    const res = await add({
      ...valid(),
      station_name: 'highway patrol police station, hosur test',
    });
    expectStatus(res, 409);
    expect(res.body.errors?.[0]?.field).toBe('station_name');
  });

  // Functions: the seeded app only exists once the tests run.
  it.each<[string, () => object, string, unknown]>([
    [
      'no phone',
      () => ({ phone_numbers: [] }),
      'phone_numbers',
      'phone_numbers must have at least 1 item',
    ],
    [
      'a word for a phone',
      () => ({ phone_numbers: ['call 100'] }),
      'phone_numbers.0',
      expect.stringMatching(/phone number/),
    ],
    [
      'no station',
      () => ({ station_name: '' }),
      'station_name',
      'station_name must be at least 3 characters',
    ],
    [
      'a city of another state',
      () => ({ city_id: cityId('MH', 'Pune') }),
      'city_id',
      expect.stringMatching(/^Pune is not in Tamil Nadu/),
    ],
    [
      'a resting point of another state',
      () => ({ resting_point_ids: [pointIn('MH')?.id] }),
      'resting_point_ids',
      expect.stringMatching(/is not in Tamil Nadu$/),
    ],
    [
      'an unknown resting point',
      () => ({ resting_point_ids: [99999] }),
      'resting_point_ids',
      'Resting point 99999 does not exist',
    ],
    [
      'an unknown state',
      () => ({ state_id: 999 }),
      'state_id',
      'The chosen state does not exist; choose another',
    ],
  ])('refuses %s with 400 on the field', async (_case, change, field, message) => {
    const res = await add({ ...valid(), ...change() }).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message })]),
    );
  });

  it('answers 404 for unknown ids', async () => {
    for (const path of ['/police_detail', '/police_delete']) {
      expectError(
        (await ctx.api.post(path).set(auth).send({ id: 99999 }).expect(404)).body,
        'Police contact not found',
      );
    }
    await ctx.api
      .post('/police_edit')
      .set(auth)
      .send({ ...valid(), id: 99999 })
      .expect(404);
  });
});
