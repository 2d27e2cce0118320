import { loadConfig } from '../src/config.js';
import { PASSWORD_HASH_COSTS } from '../src/passwords.js';
import { BUSY_MESSAGE } from '../src/plugins/password-hashing.js';
import {
  ADMIN,
  SUB_ADMIN,
  bearer,
  login,
  startApp,
  useSeededApp,
  type TestContext,
} from './helpers.js';

const SMALL = { driverCount: 20, checkinCount: 50, restingPointCount: 5 };
const OFF = { max: 0, windowSeconds: 60 };
const UNTHROTTLED = {
  loginLimitPerAddress: OFF,
  loginLimitPerAccountAddress: OFF,
  loginLimitPerAccount: OFF,
};

const costOf = (hash: string) => /^scrypt\$ln=(\d+),r=8,p=1\$/.exec(hash)?.[1];
const storedHash = (ctx: TestContext, email: string) => {
  const account = ctx.app.store.admins.findByEmail(email);
  if (!account) throw new Error(`no account ${email}`);
  return account.password_hash;
};

describe('password hashes at the default cost (scrypt N = 2^17, r = 8, p = 1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The tests' environment sets the cheap cost; this is what ships. About 0.4 s a hash on an
    // idle core (several seconds on a busy machine), so only two of them.
    ctx = await startApp({ ...SMALL, passwordHashCost: PASSWORD_HASH_COSTS.recommended });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('is the default of MOCK_PASSWORD_HASH_COST, which accepts 10 to 18', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ MOCK_PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ MOCK_PASSWORD_HASH_COST: '30' })).toThrow(
      'MOCK_PASSWORD_HASH_COST must be between 10 and 18',
    );
  });

  it('leaves the seeded accounts at the cheap cost until they sign in (a quick start-up)', () => {
    for (const account of ctx.app.store.admins.all()) {
      expect(costOf(account.password_hash)).toBe('10');
    }
  });

  it('hashes (128 MiB of scrypt memory) and verifies a password', async () => {
    const hash = await ctx.app.passwords.hash('a-new-password');
    expect(costOf(hash)).toBe('17');
    expect(await ctx.app.passwords.verify('a-new-password', hash)).toEqual({ valid: true });
  });
});

describe('seeded accounts on their first sign-in', () => {
  // A cost above the seeded one, cheap enough for a test: the rule is the same at 17.
  const ctx = useSeededApp({ ...SMALL, ...UNTHROTTLED, passwordHashCost: 12 });

  it('are hashed again at the configured cost; the old and new hashes both verify', async () => {
    const before = storedHash(ctx, SUB_ADMIN.email);
    await ctx.api
      .post('/adminlogin')
      .send({ ...SUB_ADMIN, password: 'wrong-password' })
      .expect(401);
    expect(storedHash(ctx, SUB_ADMIN.email)).toBe(before); // a wrong password changes nothing

    await login(ctx.api, SUB_ADMIN); // checked against the cheap hash
    const after = storedHash(ctx, SUB_ADMIN.email);
    expect(costOf(after)).toBe('12');
    await login(ctx.api, SUB_ADMIN); // and now against the new one
    expect(storedHash(ctx, SUB_ADMIN.email)).toBe(after);
    await ctx.api
      .post('/adminlogin')
      .send({ ...SUB_ADMIN, password: 'wrong-password' })
      .expect(401);
  });

  it('hashes new passwords at the configured cost', async () => {
    const token = await login(ctx.api, ADMIN);
    await ctx.api
      .post('/change_admin_password')
      .set(bearer(token))
      .send({ old_password: ADMIN.password, new_password: 'a-new-password' })
      .expect(200);
    expect(costOf(storedHash(ctx, ADMIN.email))).toBe('12');
    await login(ctx.api, { email: ADMIN.email, password: 'a-new-password' });
  });
});

describe('the hashing queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Hashes of some 50 ms here, one thread and room for 2 waiting.
    ctx = await startApp({ ...SMALL, ...UNTHROTTLED, passwordHashCost: 14, passwordHashQueue: 2 });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('answers 503 with Retry-After and code "busy" beyond it, and the rest are answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.app.inject({ method: 'POST', url: '/adminlogin', payload: ADMIN }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // One hashing, two waiting: at least those three get in; the others are turned away at once.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + statuses.filter((status) => status === 200).length).toBe(12);
    for (const answer of busy) {
      const wait = Number(answer.headers['retry-after']);
      expect(Number.isInteger(wait) && wait >= 1).toBe(true);
      expect(answer.json()).toEqual({
        success: false,
        message: BUSY_MESSAGE(wait),
        body: null,
        code: 'busy',
        params: { retry_after: wait },
      });
    }
    // Once the queue has drained, signing in works again.
    await login(ctx.api, ADMIN);
  });

  it('declares the 503 on every operation that hashes a password', async () => {
    const doc = (await ctx.api.get('/docs/json').expect(200)).body as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    for (const path of [
      '/adminlogin',
      '/auth/register',
      '/change_admin_password',
      '/sub_admin_add',
      '/sub_admin_edit',
    ]) {
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toContain('503');
    }
  });
});
