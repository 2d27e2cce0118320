import { readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { buildApp } from '../src/app.js';
import { failure } from '../src/http/envelope.js';
import { ERROR_CODES, errorResponses, FIELD_ERROR_CODES } from '../src/http/schemas.js';
import { underContract } from './contract.js';
import { ADMIN, bearer, startApp, useSeededApp, useSignedIn } from './helpers.js';

/**
 * Every error answer carries a stable `code` from the document's ErrorCode enum and `params`: the
 * values its English `message` names, so that the console can say the same in its own words. Each
 * kind of error is provoked once here; the contract check (contract.ts) holds every other error
 * answer of the suite to having a code, as the last test proves.
 */

const ctx = useSeededApp({ driverCount: 30, checkinCount: 30 });
const tokens = useSignedIn(ctx);

/** The answer's code and params (and the first field error's), for one assertion. */
const reasonOf = (res: Response) => {
  const body = res.body as {
    code: string;
    params: Record<string, unknown>;
    errors?: { field: string; code: string; params: Record<string, unknown> }[];
  };
  return {
    status: res.status,
    code: body.code,
    params: body.params,
    ...(body.errors ? { firstError: body.errors[0] } : {}),
  };
};

const asAdmin = (url: string, body: object) =>
  ctx.api.post(url).set(bearer(tokens.admin)).send(body);

describe('400', () => {
  it('validation_failed: each field problem has its code and params; the answer has the first', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .send({ email: 'not-an-email', password: '' })
      .expect(400);
    expect(reasonOf(res)).toEqual({
      status: 400,
      code: 'validation_failed',
      params: { field: 'email', format: 'email' },
      firstError: {
        field: 'email',
        message: 'email must be a valid email address',
        code: 'bad_format',
        params: { format: 'email' },
      },
    });
    expect(res.body.errors).toContainEqual({
      field: 'password',
      message: 'password is required',
      code: 'required',
      params: {},
    });
  });

  it('too_long names its limit, unknown_field the field', async () => {
    const long = await asAdmin('/company_add', { company_name: 'x'.repeat(121) }).expect(400);
    expect(reasonOf(long).firstError).toMatchObject({
      field: 'company_name',
      code: 'too_long',
      params: { limit: 120 },
    });
    const unknown = await asAdmin('/company_add', { company_name: 'Ok', compny_code: 'A' });
    expect(reasonOf(unknown)).toMatchObject({
      status: 400,
      code: 'validation_failed',
      params: { field: 'compny_code' },
      firstError: { field: 'compny_code', code: 'unknown_field', params: {} },
    });
  });

  it('a rule of a route names its values: an empty date range', async () => {
    const res = await ctx.api
      .get('/activity_list?from=2026-11-20&to=2026-11-01')
      .set(bearer(tokens.admin))
      .expect(400);
    expect(reasonOf(res)).toEqual({
      status: 400,
      code: 'validation_failed',
      params: { field: 'to', from: '2026-11-20', to: '2026-11-01' },
      firstError: {
        field: 'to',
        message: res.body.message,
        code: 'empty_range',
        params: { from: '2026-11-20', to: '2026-11-01' },
      },
    });
  });

  it('unreadable_body: broken JSON', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(reasonOf(res)).toEqual({ status: 400, code: 'unreadable_body', params: {} });
    expect(res.body.message).toBe('Request body is not valid JSON');
  });
});

describe('401 and 403', () => {
  it('not_signed_in, session_expired, invalid_credentials', async () => {
    const none = await ctx.api.get('/auth/me').expect(401);
    expect(reasonOf(none)).toEqual({ status: 401, code: 'not_signed_in', params: {} });
    const ended = await ctx.api.get('/auth/me').set(bearer('no-such-token')).expect(401);
    expect(reasonOf(ended)).toEqual({ status: 401, code: 'session_expired', params: {} });
    const wrong = await ctx.api
      .post('/adminlogin')
      .send({ ...ADMIN, password: 'wrong-password' })
      .expect(401);
    expect(reasonOf(wrong)).toEqual({ status: 401, code: 'invalid_credentials', params: {} });
  });

  it('admin_only, and forbidden_section naming the section and the access refused', async () => {
    const admins = await ctx.api.get('/sub_admin_list').set(bearer(tokens.subAdmin)).expect(403);
    expect(reasonOf(admins)).toEqual({ status: 403, code: 'admin_only', params: {} });
    // The demo sub admin may read vehicle types, not change them.
    const change = await ctx.api
      .post('/vehicle_type_delete')
      .set(bearer(tokens.subAdmin))
      .send({ id: 1 })
      .expect(403);
    expect(reasonOf(change)).toEqual({
      status: 403,
      code: 'forbidden_section',
      params: { section: 'vehicle_types', access: 'change' },
    });
    expect(change.body.message).toBe('Your account may not change vehicle types');
  });
});

describe('404', () => {
  it('not_found for a record, route_not_found naming method and path', async () => {
    const record = await asAdmin('/company_delete', { company_id: 999_999 }).expect(404);
    expect(reasonOf(record)).toEqual({ status: 404, code: 'not_found', params: {} });
    const route = await ctx.api.get('/nope?x=1').expect(404);
    expect(reasonOf(route)).toEqual({
      status: 404,
      code: 'route_not_found',
      params: { method: 'GET', path: '/nope' },
    });
  });
});

describe('409', () => {
  it('duplicate names the field and the record it clashes with', async () => {
    const res = await asAdmin('/state_add', {
      name: 'Kerala',
      code: 'MH',
      status: 'active',
    }).expect(409);
    expect(reasonOf(res)).toEqual({
      status: 409,
      code: 'duplicate',
      params: { field: 'name', name: 'Kerala' },
      firstError: {
        field: 'name',
        message: 'A state named Kerala already exists',
        code: 'duplicate',
        params: { name: 'Kerala' },
      },
    });
    expect(res.body.errors[1]).toEqual({
      field: 'code',
      message: 'Code MH is already used by Maharashtra',
      code: 'duplicate',
      params: { code: 'MH', name: 'Maharashtra' },
    });
  });

  it('in_use counts what still refers to the record', async () => {
    const type = ctx.app.store.vehicleTypes.findByCode('HCV')!;
    const drivers = ctx.app.store.drivers.live().filter((d) => d.vehicle_type === 'HCV').length;
    expect(drivers).toBeGreaterThan(0);
    const res = await asAdmin('/vehicle_type_delete', { id: type.id }).expect(409);
    expect(reasonOf(res)).toEqual({
      status: 409,
      code: 'in_use',
      params: { name: type.name, action: 'delete', drivers },
    });
  });

  it('stale_version says who changed the record, when, and its version', async () => {
    const company = ctx.app.store.companies.all()[0]!;
    const { version } = company;
    await asAdmin('/company_edit', {
      company_id: company.id,
      company_name: 'Renamed Carriers',
      version,
    }).expect(200);
    const res = await asAdmin('/company_edit', {
      company_id: company.id,
      company_name: 'Other Carriers',
      version,
    }).expect(409);
    const now = ctx.app.store.companies.findById(company.id)!;
    const params = {
      record: 'company',
      version: version + 1,
      sent: version,
      updated_at: now.updated_at,
      updated_by: now.updated_by,
    };
    expect(now.updated_by).toEqual(expect.any(String));
    expect(reasonOf(res)).toEqual({
      status: 409,
      code: 'stale_version',
      params: { field: 'version', ...params },
      firstError: { field: 'version', message: res.body.message, code: 'stale_version', params },
    });
  });

  it('own_account says which action was refused', async () => {
    const self = ctx.app.store.admins.findByEmail(ADMIN.email)!;
    const res = await asAdmin('/sub_admin_delete', { id: self.id }).expect(409);
    expect(reasonOf(res)).toEqual({
      status: 409,
      code: 'own_account',
      params: { action: 'delete' },
    });
  });
});

describe('410, 413, 415, 422', () => {
  it('export_link_gone says why the link no longer works', async () => {
    const link = await asAdmin('/company_export_link', {}).expect(200);
    const url = (link.body as { body: { url: string } }).body.url;
    await ctx.api.get(url).expect(200);
    const again = await ctx.api.get(url).expect(410);
    expect(reasonOf(again)).toEqual({
      status: 410,
      code: 'export_link_gone',
      params: { reason: 'used' },
    });
  });

  it('payload_too_large and unsupported_media_type, from Fastify itself', async () => {
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/adminlogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: ADMIN.email, password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect({ status: large.statusCode, ...pick(large.json()) }).toEqual({
      status: 413,
      code: 'payload_too_large',
      params: {},
    });
    const text = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'text/plain')
      .send('email=admin@example.com')
      .expect(415);
    expect(reasonOf(text)).toEqual({ status: 415, code: 'unsupported_media_type', params: {} });
  });

  it('idempotency_key_reused', async () => {
    const add = (name: string) =>
      asAdmin('/company_add', { company_name: name }).set('Idempotency-Key', 'reused-key');
    await add('First Carriers').expect(200);
    const res = await add('Second Carriers').expect(422);
    expect(reasonOf(res)).toEqual({ status: 422, code: 'idempotency_key_reused', params: {} });
  });
});

const pick = (body: { code: unknown; params: unknown }) => ({
  code: body.code,
  params: body.params,
});

describe('429 and 500', () => {
  it('rate_limited names the limit and the seconds of Retry-After', async () => {
    const throttled = await startApp({
      driverCount: 5,
      checkinCount: 5,
      loginLimitPerAddress: { max: 1, windowSeconds: 60 },
    });
    try {
      await throttled.api.post('/adminlogin').send(ADMIN).expect(200);
      const res = await throttled.api.post('/adminlogin').send(ADMIN).expect(429);
      expect(reasonOf(res)).toEqual({
        status: 429,
        code: 'rate_limited',
        params: { limit: 'sign_in', retry_after: Number(res.headers['retry-after']) },
      });
    } finally {
      await throttled.app.close();
    }
  });

  it('internal_error, without the cause', async () => {
    const app = await buildApp({ logLevel: 'silent', driverCount: 5, checkinCount: 5 });
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Internal server error',
      body: null,
      code: 'internal_error',
      params: {},
    });
  });
});

describe('the contract', () => {
  it('fails an error answer without a code', async () => {
    const app = await buildApp({ logLevel: 'silent', driverCount: 5, checkinCount: 5 });
    const schema = { response: { 200: { type: 'null' }, ...errorResponses(404) } };
    app.get('/contract_codeless', { schema }, async (_request, reply) =>
      // Hand-built, past the serializer, as an answer that forgot its code would be.
      reply
        .code(404)
        .type('application/json')
        .send('{"success":false,"message":"Gone fishing","body":null,"params":{}}'),
    );
    app.get('/contract_coded', { schema }, async (_request, reply) =>
      reply.code(404).send(failure('Gone fishing', { code: 'not_found' })),
    );
    await app.ready();
    const checked = underContract(app);
    try {
      await expect(checked.api.get('/contract_codeless')).rejects.toThrow(
        "body must have required property 'code'",
      );
      await checked.api.get('/contract_coded').expect(404);
    } finally {
      await app.close();
    }
  });

  it('lists the codes in the README, as the enum has them', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = (heading: string) =>
      [
        ...readme
          .split(heading)[1]!
          .split('\n\n')[1]!
          .matchAll(/^\| `([a-z0-9_]+)`/gm),
      ].map(([, code]) => code);
    expect(table('Error codes of an answer')).toEqual(Object.keys(ERROR_CODES));
    expect(table('Error codes of a field')).toEqual(Object.keys(FIELD_ERROR_CODES));
  });
});
