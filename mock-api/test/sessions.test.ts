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
  params: {},
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

  it('is not the code of the other 401s: no token, and a disabled account', async () => {
    const missing = await ctx.api.get('/auth/me').expect(401);
    expect(missing.body).toEqual({
      success: false,
      message: 'Authentication required',
      body: null,
      code: 'not_signed_in',
      params: {},
    });

    const generated = ctx.app.store.admins.all().find((a) => a.id > 2 && a.status === 'active')!;
    const token = await login(ctx.api, { email: generated.email, password: SUB_ADMIN.password });
    ctx.app.store.admins.update(generated.id, { status: 'disabled' });
    const disabled = await me(token).expect(401);
    expect(disabled.body).toEqual({
      success: false,
      message: 'This account is disabled. Contact an administrator.',
      body: null,
      code: 'account_disabled',
      params: {},
    });
  });
});

describe('the session limit (MOCK_SESSION_LIMIT, 10 by default)', () => {
  const REPLACED = {
    success: false,
    message: 'You were signed out because this account signed in elsewhere.',
    body: null,
    code: 'session_replaced',
    params: {},
  };
  const signInTimes = async (count: number) => {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) {
      tokens.push(await login(ctx.api, SUB_ADMIN));
      advance(1); // distinct start times, as real sign-ins have
    }
    return tokens;
  };

  it('ends the oldest session at the eleventh sign-in, saying why', async () => {
    expect(ctx.app.config.sessionLimit).toBe(10);
    const [first, ...rest] = await signInTimes(11);
    expect((await me(first!).expect(401)).body).toEqual(REPLACED);
    for (const token of rest) await me(token).expect(200);
    // Other accounts keep theirs.
    const admin = await login(ctx.api, ADMIN);
    await me(admin).expect(200);
    const list = await ctx.api
      .get('/admin_session_list')
      .set(bearer(rest.at(-1)!))
      .expect(200);
    expect(list.body.body).toHaveLength(10);
  });

  it('counts only sessions that still work: idle ones end as expired, not replaced', async () => {
    const [stale] = await signInTimes(10);
    advance(IDLE_SECONDS);
    await signInTimes(10);
    expect((await me(stale!).expect(401)).body).toEqual(EXPIRED);
  });

  it('is off at 0', async () => {
    ctx.app.config.sessionLimit = 0;
    try {
      const [first] = await signInTimes(12);
      await me(first!).expect(200);
    } finally {
      ctx.app.config.sessionLimit = 10;
    }
  });
});

describe("the account's own sessions", () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const signInWith = async (userAgent: string, account = SUB_ADMIN) => {
    const res = await ctx.api.post('/adminlogin').set('User-Agent', userAgent).send(account);
    return res.body.body.token as string;
  };
  const list = async (token: string) =>
    (await ctx.api.get('/admin_session_list').set(bearer(token)).expect(200)).body.body as {
      id: string;
      browser: string;
      current: boolean;
      started_at: string;
      last_used_at: string;
    }[];

  it('lists them, this one first, with their browsers and never a token', async () => {
    const other = await signInWith(FIREFOX);
    advance(5);
    const mine = await signInWith(CHROME);
    await signInWith(CHROME, ADMIN); // another account's: not listed
    const res = await ctx.api.get('/admin_session_list').set(bearer(mine)).expect(200);
    expect(res.body.body).toEqual([
      {
        id: expect.any(String),
        browser: 'Chrome 131 on Windows',
        current: true,
        started_at: new Date(now).toISOString(),
        last_used_at: new Date(now).toISOString(),
      },
      {
        id: expect.any(String),
        browser: 'Firefox 133 on Linux',
        current: false,
        started_at: new Date(now - 5000).toISOString(),
        last_used_at: new Date(now - 5000).toISOString(),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(mine);
    expect(JSON.stringify(res.body)).not.toContain(other);
  });

  it('signs out another session, recorded as a sign-out in the profile', async () => {
    const other = await signInWith(FIREFOX);
    const mine = await signInWith(CHROME);
    const { id } = (await list(mine)).find((session) => !session.current)!;
    const res = await ctx.api.post('/admin_session_end').set(bearer(mine)).send({ id }).expect(200);
    expect(res.body.message).toBe('Signed out Firefox 133 on Linux');
    expect((await me(other).expect(401)).body).toEqual(EXPIRED);
    await me(mine).expect(200);
    expect((await list(mine)).map((session) => session.current)).toEqual([true]);
    const [entry] = ctx.app.store.activity.newestFirst();
    expect(entry).toMatchObject({ action: 'sign_out', section: 'profile', record_id: 2 });
  });

  it('refuses the calling session (400), and another account’s or an ended one (404)', async () => {
    const mine = await signInWith(CHROME);
    const [current] = await list(mine);
    const own = await ctx.api
      .post('/admin_session_end')
      .set(bearer(mine))
      .send({ id: current!.id })
      .expect(400);
    expect(own.body.errors).toMatchObject([{ field: 'id', message: expect.any(String) }]);

    const admin = await signInWith(CHROME, ADMIN);
    const [adminSession] = await list(admin);
    await ctx.api
      .post('/admin_session_end')
      .set(bearer(mine))
      .send({ id: adminSession!.id })
      .expect(404);
    await me(admin).expect(200);
    await ctx.api.post('/admin_session_end').set(bearer(mine)).send({ id: 'gone' }).expect(404);
  });
});
