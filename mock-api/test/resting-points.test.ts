import { startOfTodayInIndia } from '../src/india-time.js';
import { CHECKED_IN_SHOWN } from '../src/routes/resting-points.js';
import { VEHICLE_TYPE_CODES, type VehicleTypeCode } from '../src/store/index.js';
import { bearer, expectError, login, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

let auth: Record<string, string>;
beforeEach(async () => {
  auth = bearer(await login(ctx.api));
});

const stateId = (code: string) => ctx.app.store.states.findByCode(code)?.id ?? 0;
const cityId = (code: string, name: string) =>
  ctx.app.store.cities.findByName(stateId(code), name)?.id ?? 0;

const valid = () => ({
  name: 'Apna Ghar Hosur Test',
  type: 'dormitory',
  address: 'NH44, km 32, Bypass Road, Hosur',
  pincode: '635109',
  state_id: stateId('TN'),
  city_id: cityId('TN', 'Hosur'),
  latitude: 12.7409,
  longitude: 77.8253,
  highway: 'NH44',
  parking_capacity: 60,
  beds: 40,
  amenities: ['toilets', 'dormitory', 'toilets', 'cctv'],
  open_24x7: false,
  opening_hours: '06:00-22:00',
  contact_name: 'Ravi Kumar',
  contact_phone: '+91 98765 43210',
  status: 'active',
});

const HIGHWAY_RULE = 'highway must be a highway number such as NH48 or SH17 (capitals, no spaces)';

const add = (body: object) => ctx.api.post('/resting_point_add').set(auth).send(body);

describe('GET /resting_point_list', () => {
  it('pages 10 at a time by name with city, state, capacity and check-in counts', async () => {
    const res = await ctx.api.get('/resting_point_list').set(auth).expect(200);
    const { store } = ctx.app;
    expect(res.body.body).toHaveLength(10);
    expect(res.body.pagination).toMatchObject({ page: 1, total: store.restingPoints.size });
    const since = startOfTodayInIndia();
    for (const row of res.body.body) {
      expect(row.city_name).toBe(store.cities.findById(row.city_id)?.name);
      expect(row.state_name).toBe(store.states.findById(row.state_id)?.name);
      expect(typeof row.parking_capacity).toBe('number');
      const mine = store.checkins.all().filter((c) => c.resting_point_id === row.id);
      expect(row.checkin_count).toBe(mine.length);
      expect(row.today_checkins).toBe(mine.filter((c) => c.checkin_at >= since).length);
    }
    const names = res.body.body.map((r: { name: string }) => r.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it("counts today's check-ins from midnight India time, and all of them", async () => {
    const { store } = ctx.app;
    const point = (await add(valid()).expect(201)).body.body;
    const since = Date.parse(startOfTodayInIndia());
    const checkin = (at: number) =>
      store.checkins.insert({
        user_id: 1,
        vehicle_number: 'TN70AB1234',
        vehicle_type: VEHICLE_TYPE_CODES[0] as VehicleTypeCode,
        resting_point_id: point.id,
        checkin_at: new Date(at).toISOString(),
        checkout_at: null,
        status: 'checked_in',
      });
    checkin(since);
    checkin(since - 60_000);
    const res = await ctx.api
      .get(`/resting_point_list?search=${encodeURIComponent(point.name)}`)
      .set(auth)
      .expect(200);
    expect(res.body.body).toEqual([
      expect.objectContaining({ id: point.id, today_checkins: 1, checkin_count: 2 }),
    ]);
  });

  it('searches name, city and highway and filters by state, city, status and type', async () => {
    const { store } = ctx.app;
    const byHighway = await ctx.api.get('/resting_point_list?search=nh 48&limit=100').set(auth);
    expect(byHighway.body.body.length).toBeGreaterThan(0);
    for (const row of byHighway.body.body) {
      expect(
        `${row.name} ${row.city_name} ${row.highway}`.toLowerCase().replace(/\s/g, ''),
      ).toContain('nh48');
    }

    const pune = cityId('MH', 'Pune');
    const byCity = await ctx.api.get(`/resting_point_list?city_id=${pune}&limit=100`).set(auth);
    expect(byCity.body.pagination.total).toBe(
      store.restingPoints.all().filter((p) => p.city_id === pune).length,
    );
    const cityName = await ctx.api.get('/resting_point_list?search=pune&limit=100').set(auth);
    expect(cityName.body.pagination.total).toBeGreaterThanOrEqual(byCity.body.pagination.total);

    const mh = stateId('MH');
    const inactive = await ctx.api
      .get(`/resting_point_list?state_id=${mh}&status=inactive&type=dhaba&limit=100`)
      .set(auth);
    expect(inactive.body.pagination.total).toBe(
      store.restingPoints
        .all()
        .filter((p) => p.state_id === mh && p.status === 'inactive' && p.type === 'dhaba').length,
    );
  });

  it('caps the page size at 100 and needs a token', async () => {
    const res = await ctx.api.get('/resting_point_list?limit=500').set(auth).expect(200);
    expect(res.body.pagination.limit).toBe(100);
    await ctx.api.get('/resting_point_list').expect(401);
  });
});

describe('GET /resting_point_list_all', () => {
  it('lists the points of one city for a select', async () => {
    const hosur = cityId('TN', 'Hosur');
    const res = await ctx.api.get(`/resting_point_list_all?city_id=${hosur}`).set(auth).expect(200);
    expect(res.body.body.length).toBe(
      ctx.app.store.restingPoints.all().filter((p) => p.city_id === hosur).length,
    );
    for (const row of res.body.body)
      expect(row).toMatchObject({ city_id: hosur, city_name: 'Hosur' });
  });
});

describe('POST /resting_point_add, /resting_point_detail, /resting_point_edit', () => {
  it('adds a resting point with tidied fields and reads it back', async () => {
    const res = await add(valid()).expect(201);
    expect(res.body.message).toBe('Resting point added');
    expect(res.body.body).toMatchObject({
      name: 'Apna Ghar Hosur Test',
      highway: 'NH44',
      amenities: ['toilets', 'dormitory', 'cctv'],
      opening_hours: '06:00-22:00',
      city_name: 'Hosur',
      state_name: 'Tamil Nadu',
      today_checkins: 0,
      checkin_count: 0,
    });
    const detail = await ctx.api
      .post('/resting_point_detail')
      .set(auth)
      .send({ id: res.body.body.id })
      .expect(200);
    expect(detail.body.body).toEqual({
      ...res.body.body,
      checked_in_count: 0,
      checked_in_now: [],
      recent_checkins: [],
    });
  });

  it('drops the opening hours when open 24x7 and accepts no highway', async () => {
    const res = await add({ ...valid(), open_24x7: true, highway: '' }).expect(201);
    expect(res.body.body).toMatchObject({ open_24x7: true, opening_hours: null, highway: null });
  });

  it('edits every field', async () => {
    const { body } = (await add(valid()).expect(201)).body;
    const res = await ctx.api
      .post('/resting_point_edit')
      .set(auth)
      .send({
        ...valid(),
        id: body.id,
        name: 'Hosur Truck Terminal Test',
        type: 'truck_parking',
        city_id: cityId('TN', 'Salem'),
        latitude: 11.6643,
        longitude: 78.146,
        parking_capacity: 250,
        status: 'inactive',
      })
      .expect(200);
    expect(res.body.body).toMatchObject({
      id: body.id,
      name: 'Hosur Truck Terminal Test',
      type: 'truck_parking',
      city_name: 'Salem',
      parking_capacity: 250,
      status: 'inactive',
    });
  });

  it.each([
    [{ latitude: 95 }, 'latitude', 'latitude must be at most 90'],
    [{ longitude: -200 }, 'longitude', 'longitude must be at least -180'],
    [{ latitude: 51.5 }, 'latitude', 'latitude 51.5 is outside India: use a value from 6 to 37.5'],
    [
      { longitude: 2.35 },
      'longitude',
      'longitude 2.35 is outside India: use a value from 68 to 97.5',
    ],
    [{ latitude: '12.7' }, 'latitude', 'latitude must be a number'],
    [{ pincode: '63510' }, 'pincode', 'pincode must be 6 digits, not starting with 0'],
    [{ pincode: '035109' }, 'pincode', 'pincode must be 6 digits, not starting with 0'],
    [
      { contact_phone: 'call me' },
      'contact_phone',
      expect.stringMatching(/^contact_phone must be a phone number/),
    ],
    [{ highway: 'Ring road' }, 'highway', HIGHWAY_RULE],
    // The document's pattern is what is accepted: no lower case, spaces or dashes made good.
    [{ highway: 'nh44' }, 'highway', HIGHWAY_RULE],
    [{ highway: 'NH 44' }, 'highway', HIGHWAY_RULE],
    [{ highway: 'NH-44' }, 'highway', HIGHWAY_RULE],
    [
      { opening_hours: '6am-10pm' },
      'opening_hours',
      expect.stringMatching(/^opening_hours must look like 06:00-22:00/),
    ],
    [{ opening_hours: null }, 'opening_hours', expect.stringMatching(/^Enter the opening hours/)],
    [{ opening_hours: '' }, 'opening_hours', expect.stringMatching(/^Enter the opening hours/)],
    [
      { opening_hours: undefined },
      'opening_hours',
      expect.stringMatching(/^Enter the opening hours/),
    ],
    [{ opening_hours: '08:00-08:00' }, 'opening_hours', expect.stringMatching(/same/)],
    [
      { amenities: ['toilets', 'spa'] },
      'amenities.1',
      expect.stringMatching(/^amenities.1 must be one of: toilets/),
    ],
    [{ type: 'hotel' }, 'type', expect.stringMatching(/^type must be one of: dormitory/)],
    [{ parking_capacity: -1 }, 'parking_capacity', 'parking_capacity must be at least 0'],
    [{ state_id: 999 }, 'state_id', 'The chosen state does not exist; choose another'],
    [{ city_id: 99999 }, 'city_id', 'The chosen city does not exist; choose another'],
  ])('refuses %j with 400 on %s', async (change, field, message) => {
    const res = await add({ ...valid(), ...change }).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message })]),
    );
  });

  it('refuses a city of another state with 400 on city_id', async () => {
    const res = await add({ ...valid(), city_id: cityId('MH', 'Pune') }).expect(400);
    expectError(res.body, 'Pune is not in Tamil Nadu; choose a city of Tamil Nadu');
    expect(res.body.errors).toMatchObject([
      { field: 'city_id', message: 'Pune is not in Tamil Nadu; choose a city of Tamil Nadu' },
    ]);
  });

  it('keeps names unique within a city (409 on name)', async () => {
    await add(valid()).expect(201);
    const res = await add({ ...valid(), name: 'apna ghar  hosur test' }).expect(409);
    expect(res.body.errors).toMatchObject([
      {
        field: 'name',
        message: 'A resting point named Apna Ghar Hosur Test already exists in Hosur',
      },
    ]);
    await add({ ...valid(), city_id: cityId('TN', 'Salem') }).expect(201);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(
      (await ctx.api.post('/resting_point_detail').set(auth).send({ id: 99999 }).expect(404)).body,
      'Resting point not found',
    );
    expectError(
      (
        await ctx.api
          .post('/resting_point_edit')
          .set(auth)
          .send({ ...valid(), id: 99999 })
          .expect(404)
      ).body,
      'Resting point not found',
    );
  });
});

describe('POST /resting_point_detail: who is there and who came lately', () => {
  const detail = async (id: number) =>
    (await ctx.api.post('/resting_point_detail').set(auth).send({ id }).expect(200)).body.body;
  const byArrival = (a: { checkin_at: string; id: number }, b: typeof a) =>
    b.checkin_at.localeCompare(a.checkin_at) || b.id - a.id;

  it('lists the drivers checked in now and the 10 latest check-ins, newest first', async () => {
    const { store } = ctx.app;
    // The seeded point with the most drivers there now.
    const open = new Map<number, number>();
    for (const c of store.checkins.all()) {
      if (c.checkout_at === null)
        open.set(c.resting_point_id, (open.get(c.resting_point_id) ?? 0) + 1);
    }
    const [pointId] = [...open].sort((a, b) => b[1] - a[1])[0]!;
    const stays = store.checkins
      .all()
      .filter((c) => c.resting_point_id === pointId)
      .sort(byArrival);
    const here = stays.filter((c) => c.checkout_at === null);
    expect(here.length).toBeGreaterThan(0);

    const point = await detail(pointId);
    expect(point).toMatchObject({ id: pointId, checkin_count: stays.length });
    expect(point.checked_in_count).toBe(here.length);
    expect(point.checked_in_now.map((c: { id: number }) => c.id)).toEqual(
      here.slice(0, CHECKED_IN_SHOWN).map((c) => c.id),
    );
    const first = point.checked_in_now[0];
    expect(first).toMatchObject({
      status: 'checked_in',
      checkout_at: null,
      resting_point_id: pointId,
      driver_name: store.drivers.findById(here[0]!.user_id)?.full_name,
    });
    expect(point.recent_checkins.map((c: { id: number }) => c.id)).toEqual(
      stays.slice(0, 10).map((c) => c.id),
    );
  });

  it(`lists the first ${CHECKED_IN_SHOWN} drivers there and counts them all`, async () => {
    const { store } = ctx.app;
    const pointId = store.restingPoints.all()[0]!.id;
    const drivers = store.drivers.live().slice(0, CHECKED_IN_SHOWN + 5);
    const base = Date.now() - 3_600_000;
    drivers.forEach((driver, i) =>
      store.checkins.insert({
        user_id: driver.id,
        vehicle_number: driver.vehicle_number,
        vehicle_type: driver.vehicle_type,
        resting_point_id: pointId,
        checkin_at: new Date(base + i * 60_000).toISOString(),
        checkout_at: null,
        status: 'checked_in',
      }),
    );
    const point = await detail(pointId);
    expect(point.checked_in_count).toBeGreaterThanOrEqual(CHECKED_IN_SHOWN + 5);
    expect(point.checked_in_now).toHaveLength(CHECKED_IN_SHOWN);
    // The latest arrival first: the last driver inserted.
    expect(point.checked_in_now[0]?.user_id).toBe(drivers.at(-1)!.id);
  });
});

describe('POST /resting_point_delete', () => {
  it('deletes a point without check-ins and drops it from police coverage', async () => {
    const { body } = (await add(valid()).expect(201)).body;
    const { store } = ctx.app;
    const contact = store.police.all().find((c) => c.state_id === body.state_id);
    store.police.update(contact?.id ?? 0, { resting_point_ids: [body.id] });
    const res = await ctx.api
      .post('/resting_point_delete')
      .set(auth)
      .send({ id: body.id })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Resting point deleted', body: null });
    expect(store.police.findById(contact?.id ?? 0)?.resting_point_ids).toEqual([]);
    await ctx.api.post('/resting_point_detail').set(auth).send({ id: body.id }).expect(404);
  });

  it('refuses with 409 and suggests deactivating when the point has check-ins', async () => {
    const used = ctx.app.store.checkins.all()[0]?.resting_point_id ?? 0;
    const res = await ctx.api
      .post('/resting_point_delete')
      .set(auth)
      .send({ id: used })
      .expect(409);
    expect(res.body.message).toMatch(
      /has \d+ check-ins?, so it cannot be deleted\. Set it inactive instead/,
    );
    expect(ctx.app.store.restingPoints.findById(used)).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    expectError(
      (await ctx.api.post('/resting_point_delete').set(auth).send({ id: 99999 }).expect(404)).body,
      'Resting point not found',
    );
  });
});

describe('startOfTodayInIndia', () => {
  it('is midnight India time (18:30 UTC the day before)', () => {
    expect(startOfTodayInIndia(Date.parse('2026-11-21T09:00:00Z'))).toBe(
      '2026-11-20T18:30:00.000Z',
    );
    expect(startOfTodayInIndia(Date.parse('2026-11-21T18:29:59Z'))).toBe(
      '2026-11-20T18:30:00.000Z',
    );
    expect(startOfTodayInIndia(Date.parse('2026-11-21T18:30:00Z'))).toBe(
      '2026-11-21T18:30:00.000Z',
    );
  });
});
