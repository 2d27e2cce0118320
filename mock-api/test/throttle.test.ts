import type { Config } from '../src/config.js';
import { waitText } from '../src/plugins/throttle.js';
import {
  ADMIN,
  SUB_ADMIN,
  bearer,
  expectError,
  login,
  useSeededApp,
  type TestContext,
} from './helpers.js';

const OFF = { max: 0, windowSeconds: 60 };
const wrong = (email = ADMIN.email) => ({ email, password: 'not-the-password' });

/** One small app per block; useSeededApp forgets every throttling count before each test. */
function useApp(overrides: Partial<Config>): TestContext {
  return useSeededApp({ driverCount: 20, checkinCount: 50, restingPointCount: 5, ...overrides });
}

function expectThrottled(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('sign-in throttling per client address', () => {
  const ctx = useApp({
    loginLimitPerAddress: { max: 3, windowSeconds: 60 },
    loginLimitPerAccount: OFF,
  });

  it('answers 429 with Retry-After once an address has used up its attempts', async () => {
    await ctx.api.post('/adminlogin').send(wrong(ADMIN.email)).expect(401);
    await ctx.api.post('/adminlogin').send(wrong(SUB_ADMIN.email)).expect(401);
    await ctx.api.post('/adminlogin').send(ADMIN).expect(200);

    // Even the right password waits: it is the address that is over its limit.
    const res = await ctx.api.post('/adminlogin').send(ADMIN);
    const retryAfter = expectThrottled(res);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectError(res.body, 'Too many sign-in attempts. Try again in 1 minute.');
  });

  it('lets the console (another origin) read Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    const res = await ctx.api
      .post('/adminlogin')
      .set('Origin', 'http://localhost:3000')
      .send(ADMIN);
    expectThrottled(res);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-expose-headers']?.toLowerCase()).toContain('retry-after');
  });

  it('counts requests the validator refuses too', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send({}).expect(400);
    expectThrottled(await ctx.api.post('/adminlogin').send(ADMIN));
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick its own address', async () => {
    for (let i = 1; i <= 3; i += 1) {
      await ctx.api.post('/adminlogin').set('X-Forwarded-For', `203.0.113.${i}`).send(wrong());
    }
    const res = await ctx.api
      .post('/adminlogin')
      .set('X-Forwarded-For', '203.0.113.99')
      .send(ADMIN);
    expectThrottled(res);
  });

  it('does not limit other routes', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    await ctx.api.get('/health').expect(200);
    await ctx.api
      .post('/auth/register')
      .send({ email: 'new.person@example.com', password: 'secret-pass', name: 'New Person' })
      .expect((res) => expect(res.status).not.toBe(429));
  });

  it('opens again when the window is over: never a lasting lockout', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    expectThrottled(await ctx.api.post('/adminlogin').send(ADMIN));

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      await ctx.api.post('/adminlogin').send(ADMIN).expect(200);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('sign-in throttling behind a trusted proxy (MOCK_TRUST_PROXY)', () => {
  const ctx = useApp({
    trustProxy: true,
    loginLimitPerAddress: { max: 2, windowSeconds: 60 },
    loginLimitPerAccount: OFF,
  });

  it('counts each forwarded client address on its own', async () => {
    const from = (address: string) =>
      ctx.api.post('/adminlogin').set('X-Forwarded-For', address).send(wrong());
    await from('203.0.113.1').expect(401);
    await from('203.0.113.1').expect(401);
    expectThrottled(await from('203.0.113.1'));
    await from('203.0.113.2').expect(401);
  });
});

describe('sign-in throttling per account', () => {
  const ctx = useApp({
    enableTestControl: true,
    loginLimitPerAddress: OFF,
    loginLimitPerAccount: { max: 3, windowSeconds: 900 },
  });

  it('refuses an account after its failed attempts, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.api.post('/adminlogin').send(wrong()).expect(401);
      expectError(res.body, 'Invalid email or password');
    }
    const res = await ctx.api.post('/adminlogin').send(ADMIN);
    const retryAfter = expectThrottled(res);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(retryAfter).toBeGreaterThan(840); // the window started with the first failure
    expectError(res.body, 'Too many sign-in attempts. Try again in 15 minutes.');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('leaves other accounts alone', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    expectThrottled(await ctx.api.post('/adminlogin').send(ADMIN));
    await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(200);
  });

  it('treats the e-mail without regard to case or surrounding spaces', async () => {
    await ctx.api.post('/adminlogin').send(wrong('Admin@Example.com')).expect(401);
    await ctx.api.post('/adminlogin').send(wrong('  admin@example.com ')).expect(401);
    await ctx.api.post('/adminlogin').send(wrong('ADMIN@EXAMPLE.COM')).expect(401);
    expectThrottled(await ctx.api.post('/adminlogin').send(ADMIN));
  });

  it('counts unknown e-mail addresses the same way, so 429 tells nothing about accounts', async () => {
    const nobody = 'nobody@example.com';
    for (let i = 0; i < 3; i += 1)
      await ctx.api.post('/adminlogin').send(wrong(nobody)).expect(401);
    const res = await ctx.api.post('/adminlogin').send(wrong(nobody));
    expectThrottled(res);
    expectError(res.body, 'Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('forgets the failed attempts after a successful sign-in', async () => {
    await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    await login(ctx.api, ADMIN);
    // A fresh count: three more failures are answered normally, the fourth attempt waits.
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    expectThrottled(await ctx.api.post('/adminlogin').send(ADMIN));
  });

  it('does not count requests the validator refuses against the account', async () => {
    for (let i = 0; i < 5; i += 1) {
      await ctx.api.post('/adminlogin').send({ email: ADMIN.email }).expect(400);
    }
    await login(ctx.api, ADMIN);
  });

  it('is cleared by POST /__reset', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    expectThrottled(await ctx.api.post('/adminlogin').send(ADMIN));
    await ctx.api.post('/__reset').expect(200);
    await login(ctx.api, ADMIN);
  });
});

describe('register throttling per client address', () => {
  const ctx = useApp({
    enableTestControl: true,
    registerLimitPerAddress: { max: 2, windowSeconds: 3600 },
  });
  const register = (n: number) =>
    ctx.api
      .post('/auth/register')
      .send({ email: `person${n}@example.com`, password: 'secret-pass', name: `Person ${n}` });

  it('answers 429 with Retry-After after the allowed registrations', async () => {
    for (const n of [1, 2]) expect((await register(n)).status).not.toBe(429);
    const res = await register(3);
    const retryAfter = expectThrottled(res);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expectError(res.body, 'Too many registration attempts. Try again in 60 minutes.');
    // Signing in is counted apart.
    await login(ctx.api, ADMIN);
  });

  it('is cleared by POST /__reset', async () => {
    for (const n of [1, 2]) await register(n);
    expectThrottled(await register(3));
    await ctx.api.post('/__reset').expect(200);
    expect((await register(4)).status).not.toBe(429);
  });
});

describe('throttling switched off (limit 0)', () => {
  const ctx = useApp({ loginLimitPerAddress: OFF, loginLimitPerAccount: OFF });

  it('lets every attempt through', async () => {
    for (let i = 0; i < 30; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    await login(ctx.api, ADMIN);
  });
});

describe('default limits', () => {
  const ctx = useApp({});

  it('allow 5 failed sign-ins per account, then ask to wait 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    const res = await ctx.api.post('/adminlogin').send(ADMIN);
    expectThrottled(res);
    expectError(res.body, 'Too many sign-in attempts. Try again in 15 minutes.');
  });
});

describe('waitText', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ])('%s s reads "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('changes per signed-in account', () => {
  const ctx = useApp({
    enableTestControl: true,
    loginLimitPerAddress: OFF,
    writeLimitPerAccount: { max: 3, windowSeconds: 60 },
  });
  const save = (token: string) =>
    ctx.api
      .post('/cms_edit')
      .set(bearer(token))
      .send({ id: 1, title: 'About us', content: 'Rest well.' });

  it('answers 429 with Retry-After once an account has made its changes, and counts only changes', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    for (let i = 0; i < 3; i += 1) {
      await save(token).expect(200);
      await ctx.api.post('/cms_detail').set(bearer(token)).send({ id: 1 }).expect(200);
    }
    const saved = ctx.app.store.cmsPages.findById(1)?.updated_at;
    const res = await save(token);
    expect(expectThrottled(res)).toBeLessThanOrEqual(60);
    expect(res.body).toMatchObject({ success: false, body: null });
    expect(res.body.message).toMatch(
      /^Too many changes in a short time\. Try again in (\d+ seconds|1 minute)\.$/,
    );
    // The refused request saved nothing; other accounts still save.
    expect(ctx.app.store.cmsPages.findById(1)?.updated_at).toBe(saved);
    await save(await login(ctx.api, ADMIN)).expect(200);
  });

  it('is forgotten by POST /__reset', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    for (let i = 0; i < 3; i += 1) await save(token).expect(200);
    expectThrottled(await save(token));
    await ctx.api.post('/__reset').expect(200);
    await save(await login(ctx.api, SUB_ADMIN)).expect(200);
  });
});
