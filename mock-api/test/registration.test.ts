import { expectStatus } from './answers.js';
import {
  ADMIN,
  SUB_ADMIN,
  bearer,
  expectError,
  login,
  startApp,
  useSeededApp,
  useSignedIn,
  type TestContext,
} from './helpers.js';

/**
 * Issue 9 §1: registering asks for an account, it does not grant one. An administrator approves
 * (the account becomes an active sub admin) or rejects (it is deleted); unapproved ones lapse.
 */

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const PENDING = "Your account is waiting for an administrator's approval";
const INVALID = 'Invalid email or password';
const RECEIVED =
  'Thanks for registering. An administrator must approve your account before you can sign in.';
const DAY_MS = 24 * 60 * 60 * 1000;

const newcomer = { email: 'Neha.Kapoor@Example.com', password: 'secret-123', name: 'Neha Kapoor' };

const register = (body: object, api: TestContext['api'] = ctx.api) =>
  api.post('/auth/register').send(body);
const signIn = (email: string, password: string, api: TestContext['api'] = ctx.api) =>
  api.post('/adminlogin').send({ email, password });
const asAdmin = <P extends string>(path: P, body: object, token = tokens.admin) =>
  ctx.api.post(path).set(bearer(token)).send(body);
const subAdminList = (query = '') =>
  ctx.api.get(`/sub_admin_list${query}`).set(bearer(tokens.admin)).expect(200);

/** The stored account of an address, or undefined. */
const stored = (email: string) => ctx.app.store.admins.findByEmail(email);

/** Registers `newcomer` and answers the id of the pending account it created. */
async function registerNewcomer(): Promise<number> {
  await register(newcomer).expect(202);
  const account = stored(newcomer.email);
  if (!account) throw new Error('the registration was not stored');
  return account.id;
}

/** Moves a registration's creation time back, as if it had waited that long. */
function age(id: number, ms: number) {
  ctx.app.store.admins.update(id, { created_at: new Date(Date.now() - ms).toISOString() });
}

/** Every stored account, password hashes included, for "nothing changed" checks. */
const snapshot = () => JSON.stringify(ctx.app.store.admins.all());

describe('POST /auth/register', () => {
  it('answers 202 with the pending user it received, and no token or session', async () => {
    const sessionsBefore = ctx.app.store.sessions.size;
    const res = await register(newcomer).expect(202);

    expect(res.body).toEqual({
      success: true,
      message: RECEIVED,
      body: {
        user: {
          role: 2,
          first_name: 'Neha',
          last_name: 'Kapoor',
          full_name: 'Neha Kapoor',
          email: 'neha.kapoor@example.com',
          status: 'pending',
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/token|password/);
    expect(ctx.app.store.sessions.size).toBe(sessionsBefore);

    expect(stored(newcomer.email)).toMatchObject({ role: 2, status: 'pending' });
  });

  it('refuses a registration that asks for a role, status or id, naming them, and stores nothing', async () => {
    const before = snapshot();
    const res = await register({ ...newcomer, role: 1, status: 'active', id: 1 }).expect(400);
    expect(res.body.errors?.map((problem: { field: string }) => problem.field)).toEqual([
      'role',
      'status',
      'id',
    ]);
    expect(snapshot()).toBe(before);
  });

  it('answers an address that has an account exactly like a new one, and changes nothing', async () => {
    const fresh = await register({ ...newcomer, email: 'someone.new@example.com' }).expect(202);
    const before = snapshot();

    for (const email of [' ADMIN@example.com ', SUB_ADMIN.email, 'Someone.New@Example.com']) {
      const res = await register({ ...newcomer, email }).expect(202);
      const expectedEmail = email.trim().toLowerCase();
      expect(res.body).toEqual({
        ...fresh.body,
        body: { user: { ...fresh.body.body.user, email: expectedEmail } },
      });
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    }

    expect(snapshot()).toBe(before);
    // The demo accounts keep their own password, not the one sent.
    await login(ctx.api, ADMIN);
    await signIn(ADMIN.email, newcomer.password).expect(401);
  });

  it('hashes the password for a known address too, so both answers take about as long', async () => {
    const hash = jest.spyOn(ctx.app.passwords, 'hash');
    try {
      await register({ ...newcomer, email: 'first.time@example.com' }).expect(202);
      const forNew = hash.mock.calls.length;
      hash.mockClear();
      await register({ ...newcomer, email: ADMIN.email }).expect(202);
      expect(forNew).toBe(1);
      expect(hash.mock.calls.length).toBe(forNew);
    } finally {
      hash.mockRestore();
    }
  });

  it('splits the name on the first space and trims it; a single word is a first name', async () => {
    const spaced = await register({ ...newcomer, name: '  Lakshmi  Devi Iyer ' }).expect(202);
    expect(spaced.body.body.user).toMatchObject({
      first_name: 'Lakshmi',
      last_name: 'Devi Iyer',
      full_name: 'Lakshmi Devi Iyer',
    });
    const single = await register({ ...newcomer, email: 'madhu@example.com', name: 'Madhu' });
    expect(single.body.body.user).toMatchObject({
      first_name: 'Madhu',
      last_name: '',
      full_name: 'Madhu',
    });
  });

  it.each(['short', '1234567'])(
    'refuses a %j password (under 8 characters) with 400 on the password field',
    async (password) => {
      const before = snapshot();
      const res = await register({ ...newcomer, password }).expect(400);
      expectError(res.body, 'password must be at least 8 characters');
      expect(res.body.errors).toMatchObject([
        { field: 'password', message: 'password must be at least 8 characters' },
      ]);
      expect(snapshot()).toBe(before);
    },
  );

  it('accepts exactly 8 characters', async () => {
    await register({ ...newcomer, password: '12345678' }).expect(202);
  });
});

describe('signing in before approval', () => {
  it(`answers 403 "${PENDING}" to the right password`, async () => {
    await registerNewcomer();
    const sessionsBefore = ctx.app.store.sessions.size;
    const res = await signIn(newcomer.email, newcomer.password).expect(403);
    expectError(res.body, PENDING);
    expect(ctx.app.store.sessions.size).toBe(sessionsBefore);
  });

  it('answers the usual 401 to a wrong password, revealing nothing', async () => {
    await registerNewcomer();
    const res = await signIn(newcomer.email, 'not-the-password').expect(401);
    expectError(res.body, INVALID);
  });
});

describe('the Sub Admin list', () => {
  it('shows registrations first, status pending, and counts them whatever the filter', async () => {
    const id = await registerNewcomer();
    const other = await register({ ...newcomer, email: 'ravi@example.com', name: 'Ravi K' });
    expectStatus(other, 202);
    const ravi = stored('ravi@example.com')!.id;

    const all = await subAdminList('?limit=5');
    expect(all.body.pending_count).toBe(2);
    expect(all.body.body.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([ravi, id]);
    expect(all.body.body[0]).toMatchObject({ status: 'pending', role: 2 });
    expect(
      all.body.body.slice(2).every((row: { status: string }) => row.status !== 'pending'),
    ).toBe(true);

    const onlyPending = await subAdminList('?status=pending');
    expect(onlyPending.body.body.map((row: { id: number }) => row.id)).toEqual([ravi, id]);
    expect(onlyPending.body.pagination.total).toBe(2);

    const active = await subAdminList('?status=active&search=vikram');
    expect(active.body.pending_count).toBe(2);
    expect(active.body.body).toHaveLength(1);
  });

  it('counts 0 when nobody is waiting', async () => {
    expect((await subAdminList()).body.pending_count).toBe(0);
  });
});

describe('POST /sub_admin_approve', () => {
  it('makes the registration an active sub admin who can sign in (role 2, not admin)', async () => {
    const id = await registerNewcomer();
    const res = await asAdmin('/sub_admin_approve', { id }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Registration approved',
      body: { id, role: 2, status: 'active', email: 'neha.kapoor@example.com' },
    });

    const session = await signIn(newcomer.email, newcomer.password).expect(200);
    expect(session.body.body.user).toMatchObject({ id, role: 2, status: 'active' });
    const token = session.body.body.token as string;
    await ctx.api.get('/users_list').set(bearer(token)).expect(200);
    const refused = await ctx.api.get('/sub_admin_list').set(bearer(token)).expect(403);
    expectError(refused.body, 'Only administrators can do this');
    expect((await subAdminList()).body.pending_count).toBe(0);
  });

  it('answers 409 for an account that is not waiting, 404 for none or an administrator', async () => {
    const id = await registerNewcomer();
    await asAdmin('/sub_admin_approve', { id }).expect(200);
    const again = await asAdmin('/sub_admin_approve', { id }).expect(409);
    expectError(again.body, 'Only a registration waiting for approval can be approved');
    expectError(
      (await asAdmin('/sub_admin_approve', { id: 2 }).expect(409)).body,
      'Only a registration waiting for approval can be approved',
    );
    for (const missing of [1, 9999]) {
      const res = await asAdmin('/sub_admin_approve', { id: missing }).expect(404);
      expectError(res.body, 'Sub admin not found');
    }
  });

  it('answers 400 for a missing or string id', async () => {
    expectError((await asAdmin('/sub_admin_approve', {}).expect(400)).body, 'id is required');
    expectError(
      (await asAdmin('/sub_admin_approve', { id: '3' }).expect(400)).body,
      'id must be a whole number',
    );
  });
});

describe('POST /sub_admin_reject', () => {
  it('deletes the registration; the address may register again', async () => {
    const id = await registerNewcomer();
    const res = await asAdmin('/sub_admin_reject', { id }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Registration rejected', body: null });
    expect(ctx.app.store.admins.findById(id)).toBeUndefined();
    await signIn(newcomer.email, newcomer.password).expect(401);
    await asAdmin('/sub_admin_detail', { id }).expect(404);

    const again = await registerNewcomer();
    expect(again).not.toBe(id);
    expect(stored(newcomer.email)).toMatchObject({ status: 'pending' });
  });

  it('answers 409 for an approved account (it is not deleted) and 404 for none', async () => {
    const before = snapshot();
    expectError(
      (await asAdmin('/sub_admin_reject', { id: 2 }).expect(409)).body,
      'Only a registration waiting for approval can be rejected',
    );
    expect(snapshot()).toBe(before);
    await asAdmin('/sub_admin_reject', { id: 9999 }).expect(404);
  });
});

describe('approval is for administrators only', () => {
  it.each(['/sub_admin_approve', '/sub_admin_reject'])(
    '%s answers 403 to a sub admin and changes nothing',
    async (path) => {
      const id = await registerNewcomer();
      const before = snapshot();
      const res = await asAdmin(path, { id }, tokens.subAdmin).expect(403);
      expectError(res.body, 'Only administrators can do this');
      expect(snapshot()).toBe(before);
      await signIn(newcomer.email, newcomer.password).expect(403);
    },
  );

  it.each(['/sub_admin_approve', '/sub_admin_reject'])(
    '%s answers 401 without a token',
    async (path) => {
      const id = await registerNewcomer();
      await ctx.api.post(path).send({ id }).expect(401);
    },
  );
});

describe('a registration can only be approved or rejected', () => {
  it('refuses enabling, disabling and editing it (409), so approval cannot be bypassed', async () => {
    const id = await registerNewcomer();
    const before = snapshot();
    const message = 'This registration is waiting for approval: approve or reject it first';
    for (const status of ['active', 'disabled']) {
      const res = await asAdmin('/sub_admin_status_update', { id, status }).expect(409);
      expectError(res.body, message);
    }
    const edit = await asAdmin('/sub_admin_edit', {
      id,
      full_name: 'Neha Kapoor',
      email: newcomer.email,
      status: 'active',
    }).expect(409);
    expectError(edit.body, message);
    expect(snapshot()).toBe(before);
    await signIn(newcomer.email, newcomer.password).expect(403);
  });
});

describe('lapsed registrations', () => {
  it('are kept for 7 days by default, then deleted; the address may register again', async () => {
    const id = await registerNewcomer();
    age(id, 7 * DAY_MS - 60_000);
    expect((await subAdminList()).body.pending_count).toBe(1);
    await signIn(newcomer.email, newcomer.password).expect(403);

    age(id, 7 * DAY_MS + 1_000);
    const list = await subAdminList('?limit=100');
    expect(list.body.pending_count).toBe(0);
    expect(list.body.body.some((row: { id: number }) => row.id === id)).toBe(false);
    const res = await signIn(newcomer.email, newcomer.password).expect(401);
    expectError(res.body, INVALID);
    await asAdmin('/sub_admin_approve', { id }).expect(404);

    const again = await registerNewcomer();
    expect(again).not.toBe(id);
  });

  it('never lapse once approved', async () => {
    const id = await registerNewcomer();
    await asAdmin('/sub_admin_approve', { id }).expect(200);
    age(id, 30 * DAY_MS);
    await signIn(newcomer.email, newcomer.password).expect(200);
  });

  it('follow the configured lifetime (MOCK_PENDING_TTL)', async () => {
    const short = await startApp({ pendingTtlSeconds: 60 });
    try {
      await register(newcomer, short.api).expect(202);
      const account = short.app.store.admins.findByEmail(newcomer.email)!;
      short.app.store.admins.update(account.id, {
        created_at: new Date(Date.now() - 61_000).toISOString(),
      });
      await signIn(newcomer.email, newcomer.password, short.api).expect(401);
      expect(short.app.store.admins.findById(account.id)).toBeUndefined();
    } finally {
      await short.app.close();
    }
  });
});

describe('every new password has at least 8 characters', () => {
  const SHORT = '7-chars';
  const tooShort = (field: string) => `${field} must be at least 8 characters`;

  it('register', async () => {
    expectError(
      (await register({ ...newcomer, password: SHORT }).expect(400)).body,
      tooShort('password'),
    );
  });

  it('sub admin add', async () => {
    const res = await asAdmin('/sub_admin_add', {
      full_name: 'Meera Nair',
      email: 'meera@example.in',
      password: SHORT,
    }).expect(400);
    expectError(res.body, tooShort('password'));
    expect(stored('meera@example.in')).toBeUndefined();
  });

  it('sub admin edit (password reset)', async () => {
    const res = await asAdmin('/sub_admin_edit', {
      id: 2,
      full_name: 'Vikram Singh',
      email: SUB_ADMIN.email,
      password: SHORT,
    }).expect(400);
    expectError(res.body, tooShort('password'));
    await login(ctx.api, SUB_ADMIN);
  });

  it('change password', async () => {
    const res = await asAdmin('/change_admin_password', {
      old_password: ADMIN.password,
      new_password: SHORT,
    }).expect(400);
    expectError(res.body, tooShort('new_password'));
    await login(ctx.api, ADMIN);
  });
});
