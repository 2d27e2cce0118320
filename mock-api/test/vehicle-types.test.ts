import { parse } from 'csv-parse/sync';
import type { Test } from 'supertest';
import { issueSession } from '../src/auth.js';
import {
  copyPermissions,
  DEFAULT_SUB_ADMIN_PERMISSIONS,
  type PermissionLevel,
} from '../src/permissions.js';
import { VEHICLE_TYPES } from '../src/store/index.js';
import { answerOf, expectStatus } from './answers.js';
import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

/** Issue 23: vehicle types are a managed section (list, add, edit, delete, export). */

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const admin = () => bearer(tokens.admin);
const list = (query: Record<string, unknown> = {}, token = tokens.admin) =>
  ctx.api.get('/vehicle_type_list').query(query).set(bearer(token));
const post = <P extends string>(path: P, body: object, token = tokens.admin) =>
  ctx.api.post(path).set(bearer(token)).send(body);

const typeOf = (code: string) => ctx.app.store.vehicleTypes.findByCode(code)!;
/** Live drivers of a type, as the store holds them. */
const driversOf = (code: string) =>
  ctx.app.store.drivers.live().filter((driver) => driver.vehicle_type === code).length;

const newType = {
  code: 'CAR',
  name: 'Car carrier',
  description: 'Moves new cars',
  status: 'active',
};

/** A signed-in sub admin with `level` on vehicle types and the defaults elsewhere. */
function subAdminWith(level: PermissionLevel): string {
  const { store, config } = ctx.app;
  const permissions = copyPermissions(DEFAULT_SUB_ADMIN_PERMISSIONS);
  permissions.sections.vehicle_types = level;
  const account = store.admins.create({
    role: 2,
    first_name: 'Kavya',
    last_name: 'Rao',
    email: `kavya.${level}@example.in`,
    mobile: null,
    image_url: null,
    status: 'active',
    password_hash: 'scrypt$unused$unused',
    permissions,
  });
  return issueSession(store, account.id, config.tokenTtlSeconds).token;
}

describe('GET /vehicle_type_list', () => {
  it('answers the seven seeded types by name, a page at a time, with their drivers', async () => {
    const first = answerOf(await list({ limit: 3 }), 'get', '/vehicle_type_list');
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 7, totalPages: 3 });
    const rows = [];
    for (const page of [1, 2, 3]) {
      rows.push(...answerOf(await list({ page, limit: 3 }), 'get', '/vehicle_type_list').body);
    }
    const byName = [...VEHICLE_TYPES].sort((a, b) => a.name.localeCompare(b.name));
    expect(rows.map((row) => row.code)).toEqual(byName.map((type) => type.code));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', version: 1 });
      expect(row.driver_count).toBe(driversOf(row.code));
    }
  });

  it('sorts by code or by drivers on the server', async () => {
    const byCode = answerOf(await list({ sort: 'code' }), 'get', '/vehicle_type_list').body;
    expect(byCode.map((row) => row.code)).toEqual([...VEHICLE_TYPES.map((t) => t.code)].sort());
    const down = answerOf(await list({ sort: 'code', order: 'desc' }), 'get', '/vehicle_type_list');
    expect(down.body.map((row) => row.code)).toEqual(byCode.map((row) => row.code).reverse());
    const byDrivers = answerOf(await list({ sort: 'drivers' }), 'get', '/vehicle_type_list').body;
    const counts = byDrivers.map((row) => row.driver_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const bad = await list({ sort: 'colour' }).expect(400);
    expectError(bad.body, 'sort must be one of: name, code, drivers');
  });

  it('searches code, name and description, and filters by status', async () => {
    const byCode = answerOf(await list({ search: 'reef' }), 'get', '/vehicle_type_list').body;
    expect(byCode.map((row) => row.code)).toEqual(['REEFER']);
    const byName = answerOf(await list({ search: 'COMMERCIAL' }), 'get', '/vehicle_type_list');
    expect(byName.body.map((row) => row.code)).toEqual(['HCV', 'LCV', 'MCV']);
    const byDescription = answerOf(await list({ search: 'tonnes' }), 'get', '/vehicle_type_list');
    expect(byDescription.pagination.total).toBe(3);
    const inactive = answerOf(await list({ status: 'inactive' }), 'get', '/vehicle_type_list');
    expect(inactive.pagination.total).toBe(0);
  });

  it('exports the view as CSV, in its order', async () => {
    const link = answerOf(
      await post('/vehicle_type_export_link', { search: 'commercial', sort: 'code' }),
      'post',
      '/vehicle_type_export_link',
    );
    const res = await ctx.api.get(link.body.url).buffer(true).parse(textParser).expect(200);
    const [head, ...rows] = parse(res.body as string, { bom: true }) as string[][];
    expect(head).toEqual([
      'Code',
      'Name',
      'Description',
      'Status',
      'Drivers',
      'Last changed (IST)',
      'Last changed by',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['HCV', 'LCV', 'MCV']);
    expect(rows[0]![4]).toBe(String(driversOf('HCV')));
  });
});

/** The body as text: Supertest leaves text/csv unread unless given a parser. */
const textParser: Parameters<Test['parse']>[0] = (res, done) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
};

describe('POST /vehicle_type_add', () => {
  it('adds a type, logged, that the list and the dashboard count', async () => {
    const added = answerOf(
      await post('/vehicle_type_add', { ...newType, name: '  Car carrier ' }),
      'post',
      '/vehicle_type_add',
      201,
    );
    expect(added.body).toMatchObject({ ...newType, driver_count: 0, version: 1 });
    const counts = await ctx.api.get('/dashboard_count').set(admin()).expect(200);
    expect(counts.body.body.vehicleType).toBe(8);
    const log = await ctx.api
      .get('/activity_list')
      .query({ section: 'vehicle_types' })
      .set(admin())
      .expect(200);
    expect(log.body.body).toMatchObject([
      { action: 'create', record_type: 'vehicle_type', record_label: 'Car carrier (CAR)' },
    ]);
  });

  it('answers 409 naming each clashing field, regardless of case', async () => {
    const res = await post('/vehicle_type_add', { ...newType, code: 'HCV', name: 'tanker' });
    expectStatus(res, 409);
    expect(res.body.errors).toMatchObject([
      { field: 'code', message: 'Code HCV is already used by Heavy commercial vehicle' },
      { field: 'name', message: 'A vehicle type named Tanker already exists' },
    ]);
  });

  it.each([
    [{ ...newType, code: 'car' }, /^code must be 2 to 16 capital letters/],
    [{ ...newType, code: 'C' }, /^code must be 2 to 16 capital letters/],
    [{ ...newType, name: 'C' }, /^name must be at least 2 characters/],
    [{ ...newType, description: 'x'.repeat(201) }, /^description must be at most 200/],
    [{ ...newType, status: 'open' }, /^status must be one of: active, inactive/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const res = await post('/vehicle_type_add', body).expect(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('POST /vehicle_type_edit', () => {
  const edit = (code: string, change: object) => {
    const { id, name, description, status, version } = typeOf(code);
    return post('/vehicle_type_edit', { id, code, name, description, status, version, ...change });
  };

  it('changes a type and the driver detail shows its new name', async () => {
    const driver = ctx.app.store.drivers.live().find((d) => d.vehicle_type === 'TANKER')!;
    const res = answerOf(
      await edit('TANKER', { name: 'Tanker (liquids)' }),
      'post',
      '/vehicle_type_edit',
    );
    expect(res.body).toMatchObject({ code: 'TANKER', name: 'Tanker (liquids)', version: 2 });
    const detail = await post('/user_detail_view', { user_id: driver.id }).expect(200);
    expect(detail.body.body).toMatchObject({
      vehicle_type: 'TANKER',
      vehicle_type_name: 'Tanker (liquids)',
    });
  });

  it('reads one type for its edit screen by GET, 404 when there is none', async () => {
    const { id } = typeOf('MCV');
    const res = await ctx.api.get('/vehicle_type_detail').query({ id }).set(admin());
    expect(answerOf(res, 'get', '/vehicle_type_detail').body).toMatchObject({
      id,
      code: 'MCV',
      driver_count: driversOf('MCV'),
    });
    await ctx.api.get('/vehicle_type_detail').query({ id: 999 }).set(admin()).expect(404);
  });

  it('refuses a stale edit with the type as it is now', async () => {
    const { version } = typeOf('LCV');
    await edit('LCV', { description: 'Small trucks' }).expect(200);
    const stale = await edit('LCV', { description: 'Pickups', version }).expect(409);
    expect(stale.body.errors).toMatchObject([{ field: 'version', message: expect.any(String) }]);
    expect(stale.body.body).toMatchObject({ code: 'LCV', description: 'Small trucks' });
  });

  it('refuses a code change while drivers use the type, saying how many', async () => {
    const count = driversOf('HCV');
    expect(count).toBeGreaterThan(1);
    const res = await edit('HCV', { code: 'HGV' }).expect(409);
    const message = `The code of Heavy commercial vehicle cannot change: ${count} drivers use it. Add a new type instead.`;
    expectError(res.body, message);
    expect(res.body.errors).toMatchObject([{ field: 'code', message }]);
    expect(typeOf('HCV').version).toBe(1);
  });

  it('lets a type drivers use be set inactive, which the dashboard no longer counts', async () => {
    await edit('HCV', { status: 'inactive' }).expect(200);
    const counts = await ctx.api.get('/dashboard_count').set(admin()).expect(200);
    expect(counts.body.body.vehicleType).toBe(6);
  });

  it('changes the code of a type no driver uses', async () => {
    const id = answerOf(await post('/vehicle_type_add', newType), 'post', '/vehicle_type_add', 201)
      .body.id;
    const res = await post('/vehicle_type_edit', { ...newType, id, code: 'AUTO' }).expect(200);
    expect(res.body.body).toMatchObject({ id, code: 'AUTO' });
  });
});

describe('POST /vehicle_type_delete', () => {
  it('refuses to delete a type drivers use, saying how many', async () => {
    const count = driversOf('REEFER');
    const res = await post('/vehicle_type_delete', { id: typeOf('REEFER').id }).expect(409);
    expectError(
      res.body,
      `Refrigerated truck (reefer) cannot be deleted: ${count} drivers use it. Set it inactive instead.`,
    );
    expect(ctx.app.store.vehicleTypes.size).toBe(7);
  });

  it('deletes a type no driver uses', async () => {
    const id = answerOf(await post('/vehicle_type_add', newType), 'post', '/vehicle_type_add', 201)
      .body.id;
    await post('/vehicle_type_delete', { id }).expect(200);
    await post('/vehicle_type_delete', { id }).expect(404);
    expect(ctx.app.store.vehicleTypes.findByCode('CAR')).toBeUndefined();
  });
});

describe('permissions', () => {
  it('gives the demo sub admin read-only access: lists, no changes', async () => {
    await list({}, tokens.subAdmin).expect(200);
    const res = await post('/vehicle_type_add', newType, tokens.subAdmin).expect(403);
    expectError(res.body, 'Your account may not change vehicle types');
  });

  it('gives a new sub admin the defaults (read-write)', async () => {
    const res = await post('/sub_admin_add', {
      full_name: 'Meera Nair',
      email: 'meera.nair@example.in',
      password: 'Truck-stop-9',
    }).expect(201);
    expect(res.body.body.permissions.sections.vehicle_types).toBe('write');
  });

  it('hides the list from a sub admin without access, not the select of types', async () => {
    const token = subAdminWith('none');
    const res = await list({}, token).expect(403);
    expectError(res.body, 'Your account may not view vehicle types');
    const all = answerOf(
      await ctx.api.get('/vehicle_type_list_all').set(bearer(token)),
      'get',
      '/vehicle_type_list_all',
    );
    expect(all.body.map((type) => type.code)).toHaveLength(7);
  });

  it('lets a sub admin with write access add one', async () => {
    await post('/vehicle_type_add', newType, subAdminWith('write')).expect(201);
  });
});

describe('the driver list filter', () => {
  it('lists only the drivers of a type, and refuses a malformed code', async () => {
    const res = await ctx.api
      .get('/users_list')
      .query({ vehicle_type: 'TANKER', limit: 100 })
      .set(admin())
      .expect(200);
    expect(res.body.pagination.total).toBe(driversOf('TANKER'));
    expect(
      res.body.body.every((driver: { vehicle_type: string }) => driver.vehicle_type === 'TANKER'),
    ).toBe(true);
    const bad = await ctx.api.get('/users_list').query({ vehicle_type: 'tank er' }).set(admin());
    expectStatus(bad, 400);
    expect(bad.body.message).toMatch(/^vehicle_type must be 2 to 16 capital letters/);
  });
});
