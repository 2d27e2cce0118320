import { ADMIN, SUB_ADMIN, bearer, login, useSeededApp } from './helpers.js';

/**
 * Session lifetimes: an idle timeout that every authenticated call renews, inside an absolute
 * lifetime that nothing renews. The clock is moved by hand (Date.now), so nothing here waits
 * or depends on how busy the machine is.
 */

const IDLE_SECONDS = 60;
const TTL_SECONDS = 300;
const EXPIRED = {
  success: false,
  message: 'Your session has expired. Please sign in again.',
  body: null,
  code: 'session_expired',
};

const ctx = useSeededApp({
  idleTimeoutSeconds: IDLE_SECONDS,
  tokenTtlSeconds: TTL_SECONDS,
  driverCount: 20,
  checkinCount: 20,
});

let now = 0;
const advance = (seconds: number) => {
  now += seconds * 1000;
};

beforeEach(() => {
  now = Date.parse('2026-03-01T09:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

const me = (token: string) => ctx.api.get('/auth/me').set(bearer(token));

describe('idle timeout', () => {
  it('ends a session left unused for the configured time', async () => {
    const token = await login(ctx.api);
    advance(IDLE_SECONDS - 1);
    await me(token).expect(200);
    advance(IDLE_SECONDS);
    const res = await me(token).expect(401);
    expect(res.body).toEqual(EXPIRED);
    advance(1);
    await me(token).expect(401); // gone for good, not revived by trying
    expect(ctx.app.store.sessions.get(token)).toBeUndefined();
  });

  it('is renewed by every authenticated call, of any kind', async () => {
    const token = await login(ctx.api);
    const calls = [
      () => me(token),
      () => ctx.api.get('/dashboard_count').set(bearer(token)),
      () => ctx.api.get('/company_list').set(bearer(token)),
      () => ctx.api.post('/company_add').set(bearer(token)).send({}), // a refused change too
    ];
    // 250 seconds in all (four idle timeouts, within the 300-second lifetime), 50 at a time.
    for (let step = 0; step < 5; step += 1) {
      advance(IDLE_SECONDS - 10);
      const res = await calls[step % calls.length]!();
      expect({ step, status: res.status }).not.toEqual({ step, status: 401 });
    }
    await me(token).expect(200);
  });

  it('counts for each session on its own', async () => {
    const busy = await login(ctx.api);
    const idle = await login(ctx.api);
    advance(IDLE_SECONDS - 10);
    await me(busy).expect(200);
    advance(20);
    await me(busy).expect(200);
    expect((await me(idle).expect(401)).body).toEqual(EXPIRED);
  });

  it('is not renewed by calls that fail authentication or need no token', async () => {
    const token = await login(ctx.api);
    advance(IDLE_SECONDS - 10);
    await ctx.api
      .get('/auth/me')
      .set(bearer(`${token}x`))
      .expect(401);
    await ctx.api.get('/health').expect(200);
    advance(20);
    await me(token).expect(401);
  });
});

describe('absolute lifetime', () => {
  it('still ends a busy session at MOCK_TOKEN_TTL, as expires_at says', async () => {
    const res = await ctx.api.post('/adminlogin').send(ADMIN).expect(200);
    const { token, expires_at } = res.body.body as { token: string; expires_at: string };
    expect(Date.parse(expires_at)).toBe(now + TTL_SECONDS * 1000);

    while (now + 30_000 < Date.parse(expires_at)) {
      advance(30);
      await me(token).expect(200);
    }
    advance(30);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(expires_at));
    expect((await me(token).expect(401)).body).toEqual(EXPIRED);
  });
});

describe('the session_expired code', () => {
  it('marks unknown and revoked tokens', async () => {
    expect((await me('never-issued-token').expect(401)).body).toEqual(EXPIRED);
    const token = await login(ctx.api, SUB_ADMIN);
    await ctx.api.post('/auth/logout').set(bearer(token)).expect(200);
    expect((await me(token).expect(401)).body).toEqual(EXPIRED);
  });

  it('is absent from the other 401s: no token, and a disabled account', async () => {
    const missing = await ctx.api.get('/auth/me').expect(401);
    expect(missing.body).toEqual({
      success: false,
      message: 'Authentication required',
      body: null,
    });

    const generated = ctx.app.store.admins.all().find((a) => a.id > 2 && a.status === 'active')!;
    const token = await login(ctx.api, { email: generated.email, password: SUB_ADMIN.password });
    ctx.app.store.admins.update(generated.id, { status: 'disabled' });
    const disabled = await me(token).expect(401);
    expect(disabled.body).toEqual({
      success: false,
      message: 'This account is disabled. Contact an administrator.',
      body: null,
    });
  });
});
