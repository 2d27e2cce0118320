import { ADMIN, bearer, expectError, login, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

describe('request validation', () => {
  it.each([
    ['missing e-mail', 'email is required', { password: 'x' }],
    [
      'invalid e-mail',
      'email must be a valid email address',
      { email: 'not-an-email', password: 'x' },
    ],
    ['missing password', 'password is required', { email: ADMIN.email }],
    ['empty password', 'password is required', { email: ADMIN.email, password: '' }],
    ['number as password', 'password must be a string', { email: ADMIN.email, password: 12345 }],
    ['null e-mail', 'email must be a string', { email: null, password: 'x' }],
  ])('login with %s answers 400 "%s"', async (_case, message, body) => {
    const res = await ctx.api.post('/adminlogin').send(body).expect(400);
    expectError(res.body, message);
    expect(res.body.errors?.[0]).toMatchObject({ field: expect.any(String), message });
  });

  it('lists every problem in errors, with field names, the first one as message', async () => {
    const res = await ctx.api
      .post('/auth/register')
      .send({ email: 'bad', password: '123' })
      .expect(400);
    expect(res.body.message).toBe(res.body.errors?.[0]?.message);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', message: 'email must be a valid email address' }),
        expect.objectContaining({
          field: 'password',
          message: 'password must be at least 8 characters',
        }),
        expect.objectContaining({ field: 'name', message: 'name is required' }),
      ]),
    );
    expect(res.body.errors).toHaveLength(3);
  });

  it('treats a blank name as missing (names are trimmed first)', async () => {
    const res = await ctx.api
      .post('/auth/register')
      .send({ email: 'x@example.com', password: 'secret-123', name: '   ' })
      .expect(400);
    expectError(res.body, 'name is required');
  });

  it('rejects a name over 100 characters', async () => {
    const res = await ctx.api
      .post('/auth/register')
      .send({ email: 'x@example.com', password: 'secret-123', name: 'a'.repeat(101) })
      .expect(400);
    expectError(res.body, 'name must be at most 100 characters');
  });

  it('refuses unknown body properties, naming each', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .send({ ...ADMIN, remember: true, role: 1, nested: { a: 1 } })
      .expect(400);
    expectError(res.body, 'Request body property `remember` is not allowed');
    expect(res.body.errors).toMatchObject([
      { field: 'remember', message: 'Request body property `remember` is not allowed' },
      { field: 'role', message: 'Request body property `role` is not allowed' },
      { field: 'nested', message: 'Request body property `nested` is not allowed' },
    ]);
  });

  it('answers 400 (not 500) for malformed JSON', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json')
      .send('{"email": "admin@example.com",')
      .expect(400);
    expectError(res.body, 'Request body is not valid JSON');
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json')
      .send('["admin@example.com", "password123"]')
      .expect(400);
    expectError(res.body, 'Request body must be a JSON object');
  });

  it('answers 400 for a missing body', async () => {
    const res = await ctx.api.post('/adminlogin').expect(400);
    expectError(res.body, 'Request body must be a JSON object');
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json')
      .send('')
      .expect(400);
    expectError(res.body, 'Request body must be a JSON object');
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('answers 415 Unsupported Media Type for Content-Type %s', async (type) => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', type)
      .send('email=admin@example.com&password=password123')
      .expect(415);
    expectError(res.body, 'Unsupported Content-Type; send the body as application/json');
  });

  it('answers 415 for a body sent without a Content-Type', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/adminlogin', payload: 'x=1' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.statusCode).toBe(415);
    expectError(res.json(), 'Unsupported Content-Type; send the body as application/json');
  });

  it('accepts application/json with a charset', async () => {
    await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(ADMIN))
      .expect(200);
  });

  it('answers 400 for a prototype-poisoning body', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json')
      .send('{"email":"admin@example.com","password":"password123","__proto__":{"x":1}}')
      .expect(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 400 for a body that is not UTF-8, instead of storing U+FFFD', async () => {
    const token = await login(ctx.api);
    const name = Buffer.concat([
      Buffer.from('{"company_name":"Trans'),
      Buffer.from([0xff]),
      Buffer.from('port"}'),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/company_add',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: name,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Request body is not valid UTF-8 text',
      errors: [{ field: 'body', message: 'Request body is not valid UTF-8 text' }],
    });
  });

  it.each([
    ['{"email":"admin@example.com","password":"x","password":"password123"}', 'password'],
    ['{"email":"admin@example.com","\\u0065mail":"a@b.in","password":"password123"}', 'email'],
  ])('answers 400 naming a key sent twice: %s', async (body, field) => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: `Request body has the key ${field} twice`,
      errors: [{ field }],
    });
  });

  it('accepts the same key in different objects, and keys that only look alike', async () => {
    const token = await login(ctx.api);
    await ctx.api
      .post('/sub_admin_add')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send('{"name":"x","permissions":{"sections":{"drivers":"read","Drivers":"read"},"name":1}')
      .expect(400)
      .expect((res) => expect(res.body.message).not.toMatch(/twice/));
  });

  it('validates change_admin_password fields by name', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api
      .post('/change_admin_password')
      .set(bearer(token))
      .send({ new_password: 'short' })
      .expect(400);
    expectError(res.body, 'old_password is required');
    expect(res.body.errors).toMatchObject([
      { field: 'old_password', message: 'old_password is required' },
      { field: 'new_password', message: 'new_password must be at least 8 characters' },
    ]);
  });
});

describe('query strings (for the list routes to come)', () => {
  it('coerces query values to the schema types and reports bad ones by name', async () => {
    const { buildApp } = await import('../src/app.js');
    const { Type } = await import('typebox');
    const app = await buildApp({ logLevel: 'silent' });
    app.get(
      '/q',
      {
        schema: {
          querystring: Type.Object(
            {
              page: Type.Integer({ minimum: 1, default: 1 }),
              active: Type.Optional(Type.Boolean()),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => ({ query: request.query }),
    );
    try {
      const ok = await app.inject({ url: '/q?page=3&active=true' });
      expect(ok.json()).toEqual({ query: { page: 3, active: true } });
      expect((await app.inject({ url: '/q' })).json()).toEqual({ query: { page: 1 } });

      const bad = await app.inject({ url: '/q?page=two' });
      expect(bad.statusCode).toBe(400);
      expectError(bad.json(), 'page must be a whole number');
      expect(bad.json().errors).toMatchObject([
        { field: 'page', message: 'page must be a whole number' },
      ]);

      const low = await app.inject({ url: '/q?page=0' });
      expectError(low.json(), 'page must be at least 1');
    } finally {
      await app.close();
    }
  });
});

describe('fields an operation does not declare', () => {
  const admin = async () => bearer(await login(ctx.api));

  it('refuses a misspelt export filter instead of exporting every driver', async () => {
    const res = await ctx.api
      .post('/users_export_link')
      .set(await admin())
      .send({ search: 'Rajinder Randhawa' })
      .expect(400);
    expectError(res.body, 'Request body property `search` is not allowed');
    expect(res.body.errors).toMatchObject([
      { field: 'search', message: 'Request body property `search` is not allowed' },
    ]);
  });

  it('creates nothing when a body carries fields the operation does not have', async () => {
    const before = ctx.app.store.companies.all().length;
    const res = await ctx.api
      .post('/company_add')
      .set(await admin())
      .send({ company_name: 'Nandi Freight Carriers', compny_code: 'NFC', role: 1 })
      .expect(400);
    expect(res.body.errors?.map((problem: { field: string }) => problem.field)).toEqual([
      'compny_code',
      'role',
    ]);
    expect(ctx.app.store.companies.all()).toHaveLength(before);
  });

  it('names a property nested in the body by its path', async () => {
    const res = await ctx.api
      .post('/users_bulk_status')
      .set(await admin())
      .send({ filter: { serach: 'Singh', state_id: 3 }, status: 'blocked' })
      .expect(400);
    expectError(res.body, 'Request body property `filter.state_id` is not allowed');
  });

  it.each([
    ['a list', '/users_list?page=1&search=Singh', 'search'],
    ['a list', '/company_list?serach=Roadways', 'serach'],
    ['an operation with no parameters', '/dashboard_count?refresh=1', 'refresh'],
    ['an export download', '/users_export?token=x&format=xlsx', 'format'],
  ])('refuses a query parameter %s does not declare: %s', async (_what, url, field) => {
    const res = await ctx.api
      .get(url)
      .set(await admin())
      .expect(400);
    const message = `Query string parameter \`${field}\` is not allowed`;
    expectError(res.body, message);
    expect(res.body.errors).toContainEqual({ field, message, code: 'unknown_field', params: {} });
  });

  it('declares every object of every request body closed, as the server treats it', async () => {
    type Node = Record<string, unknown>;
    const doc = (await ctx.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, Node> } }>>;
      components: { schemas: Record<string, Node> };
    }>();
    const open: string[] = [];
    const walk = (node: unknown, where: string, seen: Set<unknown>): void => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      const schema = node as Node;
      const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;
      if (ref) return walk(doc.components.schemas[ref], `${where} → ${ref}`, seen);
      if (schema.type === 'object' && schema.additionalProperties !== false) open.push(where);
      for (const [key, value] of Object.entries(schema)) {
        if (['enum', 'const', 'default', 'examples'].includes(key)) continue;
        walk(value, key === 'properties' ? where : `${where}.${key}`, seen);
      }
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody?.content['application/json']?.schema;
        if (body) walk(body, `${method.toUpperCase()} ${path}`, new Set());
      }
    }
    expect(open).toEqual([]);
  });

  it('refuses a body on an operation that takes none, and keeps the session', async () => {
    const headers = await admin();
    const res = await ctx.api.post('/auth/logout').set(headers).send({ all: true }).expect(400);
    expectError(res.body, 'Request body property `all` is not allowed');
    await ctx.api.get('/auth/me').set(headers).expect(200);
    await ctx.api.post('/auth/logout').set(headers).expect(200);
  });
});

describe('unknown routes and unexpected errors', () => {
  it('answers 404 JSON naming method and path (without the query)', async () => {
    const res = await ctx.api.get('/nope?x=1').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectError(res.body, 'Route GET /nope not found');
  });

  it('answers 404 for a known path with another method', async () => {
    const res = await ctx.api.delete('/adminlogin').expect(404);
    expectError(res.body, 'Route DELETE /adminlogin not found');
  });

  it('answers 500 "Internal server error" without leaking the cause', async () => {
    const { buildApp } = await import('../src/app.js');
    const app = await buildApp({ logLevel: 'silent' });
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
    expect(res.body).not.toContain('hunter2');
  });
});
