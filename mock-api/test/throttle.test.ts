import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../src/config.js';
import { THROTTLE_MESSAGES, addressKey, waitText } from '../src/plugins/throttle.js';
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

const OFF = { max: 0, windowSeconds: 60 };
const wrong = (email = ADMIN.email) => ({ email, password: 'not-the-password' });
const DAY_MS = 86_400_000;

/** POST /adminlogin from a given client address (light-my-request's remoteAddress). */
async function signInFrom(ctx: TestContext, remoteAddress: string, body: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/adminlogin',
    remoteAddress,
    payload: body,
  });
  return {
    status: res.statusCode,
    headers: res.headers as Record<string, string>,
    body: res.json(),
  };
}

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
    loginLimitPerAccountAddress: OFF,
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
    // The wait it names is the header's (1 minute, or 59 seconds on a slow machine).
    expectError(res.body, THROTTLE_MESSAGES.signIn(waitText(retryAfter)));
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
    loginLimitPerAccountAddress: OFF,
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

describe('sign-in throttling per account and client address', () => {
  const ctx = useApp({
    enableTestControl: true,
    loginLimitPerAddress: OFF,
    loginLimitPerAccountAddress: { max: 3, windowSeconds: 900 },
    loginLimitPerAccount: OFF,
  });

  it("counts a stranger's failures against the stranger's address only", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await signInFrom(ctx, '127.0.0.2', wrong())).status).toBe(401);
    }
    expectThrottled(await signInFrom(ctx, '127.0.0.2', ADMIN));
    // The account's owner, elsewhere, is not locked out: the right password works and so do
    // their own mistakes, up to their own limit.
    expect((await signInFrom(ctx, '127.0.0.1', wrong())).status).toBe(401);
    expect((await signInFrom(ctx, '127.0.0.1', ADMIN)).status).toBe(200);
    expectThrottled(await signInFrom(ctx, '127.0.0.2', ADMIN));
  });

  it("clears only the signing-in address's count", async () => {
    for (let i = 0; i < 2; i += 1) await signInFrom(ctx, '127.0.0.2', wrong());
    for (let i = 0; i < 2; i += 1) await signInFrom(ctx, '127.0.0.1', wrong());
    expect((await signInFrom(ctx, '127.0.0.1', ADMIN)).status).toBe(200);
    // 127.0.0.2 still has two failures: one more, then it waits.
    expect((await signInFrom(ctx, '127.0.0.2', wrong())).status).toBe(401);
    expectThrottled(await signInFrom(ctx, '127.0.0.2', ADMIN));
    // 127.0.0.1 starts again from nothing.
    for (let i = 0; i < 3; i += 1) {
      expect((await signInFrom(ctx, '127.0.0.1', wrong())).status).toBe(401);
    }
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

describe('sign-in throttling per account across client addresses', () => {
  const ctx = useApp({
    loginLimitPerAddress: OFF,
    loginLimitPerAccountAddress: { max: 3, windowSeconds: 900 },
    loginLimitPerAccount: { max: 4, windowSeconds: 3600 },
  });

  it('refuses an account once its attempts from all addresses reach the ceiling', async () => {
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2']) {
      expect((await signInFrom(ctx, address, wrong())).status).toBe(401);
    }
    const res = await signInFrom(ctx, '10.0.0.3', ADMIN);
    expectThrottled(res);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(900); // the hour's window
    // Other accounts are not concerned.
    expect((await signInFrom(ctx, '10.0.0.3', SUB_ADMIN)).status).toBe(200);
  });

  it('lets an address that signed in to the account recently through the ceiling', async () => {
    expect((await signInFrom(ctx, '127.0.0.1', ADMIN)).status).toBe(200);
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2']) {
      await signInFrom(ctx, address, wrong());
    }
    expectThrottled(await signInFrom(ctx, '10.0.0.3', ADMIN));
    expect((await signInFrom(ctx, '127.0.0.1', ADMIN)).status).toBe(200);
    // Still within its own limit per account and address, as anyone.
    for (let i = 0; i < 3; i += 1) await signInFrom(ctx, '127.0.0.1', wrong());
    expectThrottled(await signInFrom(ctx, '127.0.0.1', ADMIN));
  });

  it('forgets that an address signed in after 30 days', async () => {
    const start = Date.now();
    expect((await signInFrom(ctx, '127.0.0.1', ADMIN)).status).toBe(200);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start + 31 * DAY_MS);
    try {
      for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2']) {
        await signInFrom(ctx, address, wrong());
      }
      expectThrottled(await signInFrom(ctx, '127.0.0.1', ADMIN));
    } finally {
      clock.mockRestore();
    }
  });

  it('does not count attempts that its address and account limit already refused', async () => {
    for (let i = 0; i < 13; i += 1) await signInFrom(ctx, '10.0.0.1', wrong());
    // 10.0.0.1 reached the ceiling's count with its 3 failures only: one more address may try.
    expect((await signInFrom(ctx, '10.0.0.2', wrong())).status).toBe(401);
    expectThrottled(await signInFrom(ctx, '10.0.0.3', ADMIN));
  });

  it('does not let a sign-in of a disabled account make its address known', async () => {
    // Not an active sign-in: no session, so the address stays unknown (checked by the ceiling).
    const disabled = ctx.app.store.admins.all().find((admin) => admin.status === 'disabled');
    if (!disabled) throw new Error('the seed has a disabled account');
    const account = { email: disabled.email, password: SUB_ADMIN.password };
    expect((await signInFrom(ctx, '127.0.0.1', account)).status).toBe(403);
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) {
      await signInFrom(ctx, address, { ...account, password: 'not-the-password' });
    }
    expectThrottled(await signInFrom(ctx, '127.0.0.1', account));
  });
});

describe('sign-in throttling over real connections from two loopback addresses', () => {
  let ctx: TestContext;
  let port = 0;
  beforeAll(async () => {
    ctx = await startApp({ driverCount: 20, checkinCount: 50, restingPointCount: 5 });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  /** POST /adminlogin over TCP to 127.0.0.1, from the given local address. */
  const signIn = (localAddress: string, body: object) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress,
          method: 'POST',
          path: '/adminlogin',
          headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  it('(default limits) 5 wrong passwords from 127.0.0.2 do not lock out 127.0.0.1', async () => {
    for (let i = 0; i < 5; i += 1) expect(await signIn('127.0.0.2', wrong())).toBe(401);
    expect(await signIn('127.0.0.2', ADMIN)).toBe(429);
    expect(await signIn('127.0.0.1', ADMIN)).toBe(200);
  });
});

describe('addressKey', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.2', '::ffff:127.0.0.2'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s is counted as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('throttling switched off (limit 0)', () => {
  const ctx = useApp({
    loginLimitPerAddress: OFF,
    loginLimitPerAccountAddress: OFF,
    loginLimitPerAccount: OFF,
  });

  it('lets every attempt through', async () => {
    for (let i = 0; i < 30; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    await login(ctx.api, ADMIN);
  });
});

describe('default limits', () => {
  const ctx = useApp({});

  it('allow 5 failed sign-ins per account and address, then ask that address to wait 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await ctx.api.post('/adminlogin').send(wrong()).expect(401);
    const res = await ctx.api.post('/adminlogin').send(ADMIN);
    expectThrottled(res);
    expectError(res.body, 'Too many sign-in attempts. Try again in 15 minutes.');
    expect((await signInFrom(ctx, '127.0.0.2', ADMIN)).status).toBe(200);
  });

  it('allow 100 attempts an hour per account from addresses that have not signed in to it', async () => {
    // 25 addresses × 4 failures each stays under each address's own limit of 5.
    for (let host = 1; host <= 25; host += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect((await signInFrom(ctx, `10.0.1.${host}`, wrong())).status).toBe(401);
      }
    }
    const res = await signInFrom(ctx, '10.0.2.1', ADMIN);
    expectThrottled(res);
    expectError(res.body, 'Too many sign-in attempts. Try again in 60 minutes.');
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
