import { expectStatus } from './answers.js';
import { parse } from 'csv-parse/sync';
import type { Test } from 'supertest';
import { maskEmail, maskLicence, maskMobile } from '../src/http/masking.js';
import type { DriverRecord } from '../src/store/index.js';
import { bearer, expectError, signInRevealer, useSeededApp, useSignedIn } from './helpers.js';

/**
 * Drivers' personal data (issue 12 §3): administrators see mobile numbers, e-mails and licence
 * numbers in full; sub admins see them masked in every answer and file, search them only by whole
 * numbers, and, with the reveal permission, see one driver's in full through POST /user_reveal.
 */

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

/** A sub admin with the reveal permission, signed in (made again after every reset). */
let revealer = '';
beforeEach(() => {
  revealer = signInRevealer(ctx);
});

/** A live driver with an e-mail whose mobile number no other live driver has. */
function aDriver(): DriverRecord {
  const live = ctx.app.store.drivers.live();
  const driver = live.find(
    (candidate) =>
      candidate.email !== null &&
      live.filter((other) => other.mobile === candidate.mobile).length === 1,
  );
  if (!driver) throw new Error('the seed has no suitable driver');
  return driver;
}

const masked = (driver: DriverRecord) => ({
  mobile: maskMobile(driver.mobile),
  email: maskEmail(driver.email!),
});

const list = (token: string, query: object) =>
  ctx.api.get('/users_list').query(query).set(bearer(token)).expect(200);

async function found(token: string, serach: string): Promise<number[]> {
  const res = await list(token, { serach, limit: 100 });
  return (res.body.body as { user_id: number }[]).map((row) => row.user_id);
}

const textParser: Parameters<Test['parse']>[0] = (res, done) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
};

/** The rows of an export (heading first), downloaded through a link made by `token`'s account. */
async function exported(path: string, token: string, view: object): Promise<string[][]> {
  const link = await ctx.api.post(`${path}_link`).set(bearer(token)).send(view).expect(200);
  const res = await ctx.api.get(link.body.body.url).buffer(true).parse(textParser).expect(200);
  return parse(res.body as string, { bom: true });
}

describe('sub admins see personal data masked', () => {
  it.each([
    ['without', () => tokens.subAdmin],
    ['with', () => revealer],
  ])('%s the reveal permission: in the driver list', async (_, token) => {
    const driver = aDriver();
    const res = await list(token(), { serach: driver.vehicle_number });
    const row = res.body.body.find((item: { user_id: number }) => item.user_id === driver.id)!;
    expect(row).toMatchObject({ ...masked(driver), full_name: driver.full_name });
    expect(row.mobile).toMatch(/^\+91 \d\d••• ••\d{3}$/);
    expect(JSON.stringify(res.body)).not.toContain(driver.mobile);
  });

  it('in the driver detail, check-ins included', async () => {
    const driver = aDriver();
    const res = await ctx.api
      .post('/user_detail_view')
      .set(bearer(tokens.subAdmin))
      .send({ user_id: driver.id })
      .expect(200);
    expect(res.body.body).toMatchObject({
      ...masked(driver),
      licence_number: maskLicence(driver.licence_number),
      vehicle_number: driver.vehicle_number,
    });
    expect(res.body.body.licence_number).toMatch(/^[A-Z]{2}\d\d•+\d{3}$/);
    const text = JSON.stringify(res.body);
    for (const secret of [driver.mobile, driver.email!, driver.licence_number]) {
      expect(text).not.toContain(secret);
    }
  });

  it('in the answer to a status change', async () => {
    const driver = aDriver();
    const res = await ctx.api
      .post('/user_status_update')
      .set(bearer(tokens.subAdmin))
      .send({ user_id: driver.id, status: 'inactive' })
      .expect(200);
    expect(res.body.body).toMatchObject({ ...masked(driver), status: 'inactive' });
  });

  it('in the CSV export of drivers', async () => {
    const driver = aDriver();
    const [head, ...rows] = await exported('/users_export', tokens.subAdmin, {
      serach: driver.vehicle_number,
    });
    const row = rows.find((cells) => cells[0] === String(driver.id))!;
    expect(row[head!.indexOf('Mobile')]).toBe(maskMobile(driver.mobile));
    expect(row[head!.indexOf('Email')]).toBe(maskEmail(driver.email!));
    expect(rows.flat()).not.toContain(driver.mobile);
  });

  it("in check-in rows and their export, which carry no driver's contact data at all", async () => {
    const driver = ctx.app.store.drivers
      .live()
      .find((candidate) => ctx.app.store.checkins.ofDriver(candidate.id).length > 0)!;
    const res = await ctx.api
      .get('/checkin_detail_list')
      .query({ user_id: driver.id })
      .set(bearer(tokens.subAdmin))
      .expect(200);
    expect(res.body.body.length).toBeGreaterThan(0);
    const file = await exported('/checkin_detail_export', tokens.subAdmin, { user_id: driver.id });
    expect(file.length).toBeGreaterThan(1);
    const digits = driver.mobile.replace(/\D/g, '').slice(2);
    for (const text of [JSON.stringify(res.body), JSON.stringify(file)]) {
      expect(text.replace(/\D/g, '')).not.toContain(digits);
      expect(text).not.toContain(driver.licence_number);
      if (driver.email) expect(text).not.toContain(driver.email);
    }
  });
});

describe('administrators see personal data in full', () => {
  it('in the list, the detail and the export', async () => {
    const driver = aDriver();
    const row = (await list(tokens.admin, { serach: driver.vehicle_number })).body.body.find(
      (item: { user_id: number }) => item.user_id === driver.id,
    );
    expect(row).toMatchObject({ mobile: driver.mobile, email: driver.email });
    const detail = await ctx.api
      .post('/user_detail_view')
      .set(bearer(tokens.admin))
      .send({ user_id: driver.id })
      .expect(200);
    expect(detail.body.body).toMatchObject({
      mobile: driver.mobile,
      email: driver.email,
      licence_number: driver.licence_number,
    });
    const [head, ...rows] = await exported('/users_export', tokens.admin, {
      serach: driver.vehicle_number,
    });
    const cells = rows.find((cells) => cells[0] === String(driver.id))!;
    expect(cells[head!.indexOf('Mobile')]).toBe(driver.mobile);
    expect(cells[head!.indexOf('Email')]).toBe(driver.email);
  });
});

describe('search by a sub admin', () => {
  it('finds a driver by the whole mobile number, written as people write it', async () => {
    const driver = aDriver();
    const national = driver.mobile.replace(/\D/g, '').slice(2);
    for (const written of [driver.mobile, national, `+91${national}`, `0${national}`]) {
      expect(await found(tokens.subAdmin, written)).toEqual([driver.id]);
    }
  });

  it('finds nothing by part of a mobile number, though an administrator does', async () => {
    const driver = aDriver();
    const fragment = driver.mobile.replace(/\D/g, '').slice(4, 10);
    expect(await found(tokens.subAdmin, fragment)).toEqual([]);
    expect(await found(tokens.subAdmin, driver.mobile.slice(0, -1))).toEqual([]);
    expect(await found(tokens.admin, fragment)).toContain(driver.id);
  });

  it('finds nothing by e-mail or licence number, whole or in part', async () => {
    const driver = aDriver();
    const localPart = driver.email!.split('@')[0]!;
    for (const search of [driver.email!, localPart, driver.licence_number]) {
      expect(await found(tokens.subAdmin, search)).not.toContain(driver.id);
    }
    expect(await found(tokens.admin, driver.email!)).toContain(driver.id);
  });

  it('finds a driver by the whole vehicle number, not by part of it', async () => {
    const driver = aDriver();
    const spaced = driver.vehicle_number.toLowerCase().replace(/^(\w\w)(\d\d)/, '$1 $2 ');
    expect(await found(tokens.subAdmin, spaced)).toContain(driver.id);
    expect(await found(tokens.subAdmin, driver.vehicle_number.slice(0, -1))).toEqual([]);
    expect(await found(tokens.admin, driver.vehicle_number.slice(0, -1))).toContain(driver.id);
  });

  it('ignores spaces, hyphens and case in a vehicle number for every account alike', async () => {
    const driver = aDriver();
    const [, code, rto, series, number] = driver.vehicle_number.match(/^(\w\w)(\d+)(\D*)(\d+)$/)!;
    const spaced = [code, rto, series, number].filter(Boolean).join(' ');
    const hyphened = [code, rto, series, number].filter(Boolean).join('-').toLowerCase();
    for (const token of [tokens.admin, tokens.subAdmin]) {
      for (const search of [spaced, hyphened, driver.vehicle_number]) {
        expect({ search, found: await found(token, search) }).toEqual({
          search,
          found: expect.arrayContaining([driver.id]),
        });
      }
    }
  });

  it('still finds drivers by part of the name', async () => {
    const driver = aDriver();
    const part = driver.full_name.split(' ')[0]!.slice(0, 4);
    expect(await found(tokens.subAdmin, part)).toContain(driver.id);
  });

  it('applies the same rule to a bulk action on every matching driver and to the export', async () => {
    const driver = aDriver();
    const fragment = driver.mobile.replace(/\D/g, '').slice(4, 10);
    const bulk = (serach: string) =>
      ctx.api
        .post('/users_bulk_status')
        .set(bearer(tokens.subAdmin))
        .send({ filter: { serach }, status: 'inactive' })
        .expect(200);
    expect((await bulk(fragment)).body.body.requested).toBe(0);
    expect((await bulk(driver.mobile)).body.body.requested).toBe(1);
    expect(ctx.app.store.drivers.findById(driver.id)?.status).toBe('inactive');
    const [, ...rows] = await exported('/users_export', tokens.subAdmin, { serach: fragment });
    expect(rows).toEqual([]);
  });
});

describe('POST /user_reveal', () => {
  it('answers the full values to a sub admin with the reveal permission', async () => {
    const driver = aDriver();
    const res = await ctx.api
      .post('/user_reveal')
      .set(bearer(revealer))
      .send({ id: driver.id })
      .expect(200);
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.body).toEqual({
      user_id: driver.id,
      mobile: driver.mobile,
      email: driver.email,
      licence_number: driver.licence_number,
    });
  });

  it('records each reveal in the activity log: who and which driver, never the values', async () => {
    const driver = aDriver();
    await ctx.api.post('/user_reveal').set(bearer(revealer)).send({ id: driver.id }).expect(200);
    const res = await ctx.api
      .get('/activity_list')
      .query({ action: 'reveal' })
      .set(bearer(tokens.admin))
      .expect(200);
    const [entry] = res.body.body;
    expect(entry).toMatchObject({
      actor_name: 'Meera Iyer',
      actor_role: 2,
      section: 'drivers',
      record_type: 'driver',
      record_id: driver.id,
      action: 'reveal',
      changes: [],
    });
    const logged = JSON.stringify(res.body);
    for (const value of [driver.mobile, driver.email!, driver.licence_number]) {
      expect(logged).not.toContain(value);
    }
  });

  it('answers an administrator too', async () => {
    const driver = aDriver();
    const res = await ctx.api
      .post('/user_reveal')
      .set(bearer(tokens.admin))
      .send({ id: driver.id })
      .expect(200);
    expect(res.body.body.mobile).toBe(driver.mobile);
  });

  it('refuses a sub admin without the reveal permission (403), whatever the driver', async () => {
    for (const id of [aDriver().id, 999_999]) {
      const res = await ctx.api.post('/user_reveal').set(bearer(tokens.subAdmin)).send({ id });
      expectStatus(res, 403);
      expectError(res.body, "Your account may not reveal drivers' personal data");
    }
  });

  it('answers 404 for an unknown or deleted driver', async () => {
    const driver = aDriver();
    ctx.app.store.drivers.update(driver.id, { deleted_at: new Date().toISOString() });
    for (const id of [999_999, driver.id]) {
      const res = await ctx.api.post('/user_reveal').set(bearer(revealer)).send({ id });
      expectStatus(res, 404);
      expectError(res.body, 'Driver not found');
    }
  });

  it('answers 400 for a missing or bad id, and 401 without a session', async () => {
    for (const body of [{}, { id: 0 }, { id: 'x' }, { user_id: 1 }]) {
      const res = await ctx.api.post('/user_reveal').set(bearer(revealer)).send(body);
      expectStatus(res, 400);
    }
    expect((await ctx.api.post('/user_reveal').send({ id: 1 })).status).toBe(401);
  });
});
