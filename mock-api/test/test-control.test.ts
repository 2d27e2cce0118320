import { expectStatus } from './answers.js';
import type { Test } from 'supertest';
import { parseFaults } from '../src/config.js';
import {
  ADMIN,
  SUB_ADMIN,
  bearer,
  expectError,
  login,
  startApp,
  useSeededApp,
  type TestContext,
} from './helpers.js';

describe('test-control routes switched off (default)', () => {
  const ctx = useSeededApp();

  it.each([
    ['post', '/__reset'],
    ['post', '/__faults'],
    ['get', '/__faults'],
    ['delete', '/__faults'],
  ] as const)('%s %s is a plain 404', async (method, path) => {
    // Routes that do not exist: no contract types their answer.
    const agent = ctx.api as unknown as Record<typeof method, (url: string) => Test>;
    const res = await agent[method](path).send({}).expect(404);
    expectError(res.body, `Route ${method.toUpperCase()} ${path} not found`);
  });
});

describe('POST /__reset', () => {
  const ctx = useSeededApp({ enableTestControl: true });

  it('restores the seeded data and ends every session', async () => {
    const seeded = JSON.stringify(
      ctx.app.store.admins.all().map(({ password_hash: _, ...a }) => a),
    );

    // Change things: a registration, a new admin password, some sessions.
    const temp = { email: 'temp@example.com', password: 'secret-123', name: 'Temp User' };
    await ctx.api.post('/auth/register').send(temp).expect(202);
    const registeredId = ctx.app.store.admins.findByEmail(temp.email)?.id;
    expect(registeredId).toBeGreaterThan(2);
    const adminToken = await login(ctx.api);
    await ctx.api
      .post('/change_admin_password')
      .set(bearer(adminToken))
      .send({ old_password: ADMIN.password, new_password: 'changed-password' })
      .expect(200);

    const res = await ctx.api.post('/__reset').expect(200);
    expect(res.body).toEqual({ success: true, message: 'Mock data reset', body: null });

    expect(JSON.stringify(ctx.app.store.admins.all().map(({ password_hash: _, ...a }) => a))).toBe(
      seeded,
    );
    expect(ctx.app.store.admins.findByEmail(temp.email)).toBeUndefined();
    await ctx.api.get('/auth/me').set(bearer(adminToken)).expect(401);
    await ctx.api
      .post('/adminlogin')
      .send({ email: temp.email, password: temp.password })
      .expect(401);
    await ctx.api
      .post('/adminlogin')
      .send({ email: ADMIN.email, password: 'changed-password' })
      .expect(401);
    await login(ctx.api, ADMIN);
    // A new registration gets the first free id again.
    await ctx.api.post('/auth/register').send(temp).expect(202);
    expect(ctx.app.store.admins.findByEmail(temp.email)?.id).toBe(registeredId);
  });
});

describe('fault injection', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({
      enableTestControl: true,
      faults: parseFaults('GET /dashboard_count=503:Maintenance'),
    });
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  beforeEach(async () => {
    await ctx.api.post('/__reset').expect(200);
  });

  it('fails matching requests `times` times with the status and message', async () => {
    const add = await ctx.api
      .post('/__faults')
      .send({ method: 'POST', url: '/adminlogin', status: 503, message: 'Try later', times: 2 })
      .expect(201);
    expect(add.body.body).toEqual({
      method: 'POST',
      url: '/adminlogin',
      status: 503,
      message: 'Try later',
      times: 2,
    });

    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.api.post('/adminlogin').send(ADMIN).expect(503);
      expect(res.body).toEqual({ success: false, message: 'Try later', body: null });
      // Marked, so a client (and the tests' contract check) can tell it from the API's answers.
      expect(res.headers['x-mock-fault']).toBe('injected');
    }
    await ctx.api.post('/adminlogin').send(ADMIN).expect(200);
  });

  it('matches method and path only: other methods pass, the query string is ignored', async () => {
    await ctx.api
      .post('/__faults')
      .send({ method: 'GET', url: '/auth/me', status: 500 })
      .expect(201);
    const token = await login(ctx.api, SUB_ADMIN);

    const res = await ctx.api.get('/auth/me?fresh=1').set(bearer(token)).expect(500);
    expect(res.body).toEqual({ success: false, message: 'Injected failure', body: null });
    await ctx.api.get('/adminProfile').set(bearer(token)).expect(200);
    await ctx.api.post('/auth/me').expect(404);
    // Without `times`, it keeps failing until cleared.
    await ctx.api.get('/auth/me').set(bearer(token)).expect(500);

    const cleared = await ctx.api.delete('/__faults').expect(200);
    expect(cleared.body.body.removed).toBe(2); // the preset and this one
    await ctx.api.get('/auth/me').set(bearer(token)).expect(200);
  });

  it('applies presets from MOCK_FAULTS, clears them, and /__reset restores them', async () => {
    const res = await ctx.api.get('/dashboard_count').expect(503);
    expect(res.body).toEqual({ success: false, message: 'Maintenance', body: null });
    const listed = await ctx.api.get('/__faults').expect(200);
    expect(listed.body.body).toEqual([
      { method: 'GET', url: '/dashboard_count', status: 503, message: 'Maintenance', times: null },
    ]);

    await ctx.api.delete('/__faults').expect(200);
    // Cleared: the real route answers again (401: no token was sent).
    await ctx.api.get('/dashboard_count').expect(401);

    await ctx.api.post('/__reset').expect(200);
    await ctx.api.get('/dashboard_count').expect(503);
  });

  it('answers faults with CORS headers so the console can read the message', async () => {
    await ctx.api
      .post('/__faults')
      .send({ method: 'GET', url: '/health', status: 502 })
      .expect(201);
    const res = await ctx.api.get('/health').set('Origin', 'http://localhost:3000').expect(502);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('replaces an earlier rule for the same method and path', async () => {
    await ctx.api
      .post('/__faults')
      .send({ method: 'GET', url: '/health', status: 500 })
      .expect(201);
    await ctx.api
      .post('/__faults')
      .send({ method: 'GET', url: '/health', status: 418 })
      .expect(201);
    await ctx.api.get('/health').expect(418);
  });

  it.each([
    [{ method: 'GET', url: '/health', status: 200 }, 'status must be at least 400'],
    [{ method: 'GET', url: '/health', status: 600 }, 'status must be at most 599'],
    [
      { method: 'FETCH', url: '/health', status: 500 },
      'method must be one of: GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    ],
    [{ method: 'GET', url: 'health', status: 500 }, 'url has an invalid format'],
    [{ method: 'GET', url: '/health' }, 'Give either status or hold_ms'],
    [{ method: 'GET', url: '/health', status: 500, hold_ms: 10 }, 'Give either status or hold_ms'],
    [{ method: 'GET', url: '/health', hold_ms: 0 }, 'hold_ms must be at least 1'],
    [{ method: 'GET', url: '/health', status: 500, times: 0 }, 'times must be at least 1'],
  ])('rejects a bad rule %j with 400 "%s"', async (rule, message) => {
    const res = await ctx.api.post('/__faults').send(rule).expect(400);
    expectError(res.body, message);
  });

  it('holds the answer of a write it lets through, once the write has applied', async () => {
    const HOLD = 1500;
    const add = await ctx.api
      .post('/__faults')
      .send({ method: 'POST', url: '/company_add', hold_ms: HOLD, times: 1 })
      .expect(201);
    expect(add.body.body).toMatchObject({ url: '/company_add', hold_ms: HOLD, times: 1 });
    const token = await login(ctx.api, ADMIN);
    const started = performance.now();
    const held = ctx.api
      .post('/company_add')
      .set(bearer(token))
      .send({ company_name: 'Held Roadlines' })
      .then((res) => ({ res, after: performance.now() - started }));
    // The company exists while its answer is still held back.
    await until(() => ctx.app.store.companies.findByName('Held Roadlines') !== undefined);
    const { res, after } = await held;
    expectStatus(res, 200);
    expect(res.body.body.company_name).toBe('Held Roadlines');
    expect(after).toBeGreaterThanOrEqual(HOLD);
    // Used up (times: 1): the next one answers at once, and is no longer listed.
    await ctx.api.get('/__faults').expect(200, {
      success: true,
      message: 'Faults',
      body: [
        {
          method: 'GET',
          url: '/dashboard_count',
          status: 503,
          message: 'Maintenance',
          times: null,
        },
      ],
    });
  });

  it('never faults the test-control routes themselves', async () => {
    await ctx.api
      .post('/__faults')
      .send({ method: 'POST', url: '/__reset', status: 500 })
      .expect(201);
    await ctx.api.post('/__reset').expect(200);
  });
});

describe('MOCK_LATENCY_MS', () => {
  let ctx: TestContext;
  // Long enough that an undelayed answer on a busy 2-core machine still comes well inside it.
  const LATENCY = 1500;
  beforeAll(async () => {
    ctx = await startApp({ latencyMs: LATENCY, enableTestControl: true });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const timed = async (call: () => PromiseLike<unknown>) => {
    const start = performance.now();
    await call();
    return performance.now() - start;
  };

  it('delays API answers, errors and unknown routes included', async () => {
    expect(
      await timed(() => ctx.api.post('/adminlogin').send(ADMIN).expect(200)),
    ).toBeGreaterThanOrEqual(LATENCY - 5);
    expect(await timed(() => ctx.api.get('/adminProfile').expect(401))).toBeGreaterThanOrEqual(
      LATENCY - 5,
    );
    expect(await timed(() => ctx.api.get('/nope').expect(404))).toBeGreaterThanOrEqual(LATENCY - 5);
  });

  it('does not delay /health, /docs or test control', async () => {
    expect(await timed(() => ctx.api.get('/health').expect(200))).toBeLessThan(LATENCY);
    expect(await timed(() => ctx.api.get('/docs/json').expect(200))).toBeLessThan(LATENCY);
    expect(await timed(() => ctx.api.get('/__faults').expect(200))).toBeLessThan(LATENCY);
  });
});

async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
