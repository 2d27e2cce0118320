import { ADMIN_PERMISSIONS, PERMISSION_SECTIONS } from '../src/permissions.js';
import { ADMIN, SUB_ADMIN, bearer, expectError, login, useSeededApp } from './helpers.js';

const EXPIRED = 'Your session has expired. Please sign in again.';
const DISABLED = 'This account is disabled. Contact an administrator.';

const ctx = useSeededApp();

/** A generated sub admin with the given status (they share the demo sub admin's password). */
function generatedSubAdmin(status: 'active' | 'disabled') {
  const admin = ctx.app.store.admins.all().find((a) => a.id > 2 && a.status === status);
  if (!admin) throw new Error(`no ${status} generated sub admin in the seed`);
  return { id: admin.id, credentials: { email: admin.email, password: SUB_ADMIN.password } };
}

describe('POST /adminlogin', () => {
  it('signs the demo admin in and returns token, expiry and the AdminUser', async () => {
    const before = Date.now();
    const res = await ctx.api.post('/adminlogin').send(ADMIN).expect(200);

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful' });
    const { token, expires_at, user } = res.body.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const ttl = Date.parse(expires_at) - before;
    expect(ttl).toBeGreaterThan(28_790_000);
    expect(ttl).toBeLessThanOrEqual(28_800_000 + 5_000);
    expect(user).toEqual({
      id: 1,
      role: 1,
      first_name: 'Asha',
      last_name: 'Menon',
      full_name: 'Asha Menon',
      email: 'admin@example.com',
      mobile: expect.any(String),
      image_url: 'uploads/avatars/1.svg',
      status: 'active',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      version: 1,
      updated_at: '2025-01-06T04:30:00.000Z',
      updated_by: null,
      permissions: ADMIN_PERMISSIONS,
    });
    expect(user).not.toHaveProperty('password_hash');
  });

  it('signs the demo sub admin in with role 2 and no image', async () => {
    const res = await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(200);
    expect(res.body.body.user).toMatchObject({ id: 2, role: 2, image_url: null });
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .send({ email: '  ADMIN@Example.COM ', password: ADMIN.password })
      .expect(200);
    expect(res.body.body.user.id).toBe(1);
  });

  it('gives every login its own token', async () => {
    expect(await login(ctx.api)).not.toBe(await login(ctx.api));
  });

  it('answers 401 for a wrong password', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .send({ email: ADMIN.email, password: 'password124' })
      .expect(401);
    expectError(res.body, 'Invalid email or password');
  });

  it('answers 401 with the same message for an unknown e-mail', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .send({ email: 'nobody@example.com', password: ADMIN.password })
      .expect(401);
    expectError(res.body, 'Invalid email or password');
  });

  it('answers 403 for a disabled account with the right password', async () => {
    const disabled = generatedSubAdmin('disabled');
    const res = await ctx.api.post('/adminlogin').send(disabled.credentials).expect(403);
    expectError(res.body, DISABLED);
  });

  it('does not reveal that an account is disabled to a wrong password', async () => {
    const disabled = generatedSubAdmin('disabled');
    const res = await ctx.api
      .post('/adminlogin')
      .send({ email: disabled.credentials.email, password: 'wrong-password' })
      .expect(401);
    expectError(res.body, 'Invalid email or password');
  });

  it('lets every active generated sub admin sign in with the sub admin password', async () => {
    const active = generatedSubAdmin('active');
    const res = await ctx.api.post('/adminlogin').send(active.credentials).expect(200);
    expect(res.body.body.user).toMatchObject({ id: active.id, role: 2, status: 'active' });
  });
});

describe('tokens', () => {
  it('GET /adminProfile answers the AdminUser of the token', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const res = await ctx.api.get('/adminProfile').set(bearer(token)).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      body: { id: 2, role: 2, email: SUB_ADMIN.email, full_name: 'Vikram Singh', status: 'active' },
    });
  });

  it('GET /auth/me answers the CurrentUser fields only', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api.get('/auth/me').set(bearer(token)).expect(200);
    expect(res.body.body).toEqual({
      id: 1,
      role: 1,
      first_name: 'Asha',
      full_name: 'Asha Menon',
      email: ADMIN.email,
      image_url: 'uploads/avatars/1.svg',
      permissions: { sections: expect.any(Object), reveal: true },
      preferences: { theme: 'system', language: 'en' },
    });
    expect(new Set(Object.values(res.body.body.permissions.sections))).toEqual(new Set(['write']));
  });

  it("GET /auth/me gives an existing sub admin today's permissions: read-write, read-only on sections added since (vehicle types), no reveal", async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const res = await ctx.api.get('/auth/me').set(bearer(token)).expect(200);
    expect(res.body.body.permissions).toEqual({
      sections: Object.fromEntries(
        PERMISSION_SECTIONS.map((section) => [
          section,
          section === 'vehicle_types' ? 'read' : 'write',
        ]),
      ),
      reveal: false,
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic YWRtaW46cGFzc3dvcmQ='],
    ['Bearer without a token', 'Bearer '],
  ])('answers 401 "Authentication required" for %s', async (_case, header) => {
    const call = ctx.api.get('/adminProfile');
    if (header !== undefined) call.set('Authorization', header);
    const res = await call.expect(401);
    expectError(res.body, 'Authentication required');
  });

  it('answers 401 "session expired" for an unknown token', async () => {
    const res = await ctx.api.get('/auth/me').set(bearer('not-a-real-token')).expect(401);
    expectError(res.body, EXPIRED);
  });

  it('accepts the scheme name in any case', async () => {
    const token = await login(ctx.api);
    await ctx.api.get('/auth/me').set('Authorization', `bearer ${token}`).expect(200);
  });

  it('answers 401 once the token has expired', async () => {
    // The clock is moved by hand: a real wait would race the token lifetime on a busy machine.
    const token = await login(ctx.api);
    await ctx.api.get('/auth/me').set(bearer(token)).expect(200);
    const later = Date.now() + (ctx.app.config.tokenTtlSeconds + 1) * 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const res = await ctx.api.get('/auth/me').set(bearer(token)).expect(401);
      expectError(res.body, EXPIRED);
    } finally {
      clock.mockRestore();
    }
  });

  it('POST /auth/logout revokes the token and only that token', async () => {
    const token = await login(ctx.api);
    const other = await login(ctx.api);

    const res = await ctx.api.post('/auth/logout').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Signed out', body: null });

    expectError((await ctx.api.get('/auth/me').set(bearer(token)).expect(401)).body, EXPIRED);
    await ctx.api.post('/auth/logout').set(bearer(token)).expect(401);
    await ctx.api.get('/auth/me').set(bearer(other)).expect(200);
  });

  it('logout works with a JSON content type and an empty body', async () => {
    const token = await login(ctx.api);
    await ctx.api
      .post('/auth/logout')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .expect(200);
  });

  it('ends the sessions of an account that gets disabled (401), even after re-enabling', async () => {
    const active = generatedSubAdmin('active');
    const token = await login(ctx.api, active.credentials);

    ctx.app.store.admins.update(active.id, { status: 'disabled' });
    expectError((await ctx.api.get('/auth/me').set(bearer(token)).expect(401)).body, DISABLED);

    ctx.app.store.admins.update(active.id, { status: 'active' });
    expectError((await ctx.api.get('/auth/me').set(bearer(token)).expect(401)).body, EXPIRED);
  });
});

describe('POST /change_admin_password', () => {
  const change = (token: string, body: object) =>
    ctx.api.post('/change_admin_password').set(bearer(token)).send(body);

  it("lets a sub admin change their own password, ending the account's other sessions", async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const otherSession = await login(ctx.api, SUB_ADMIN);
    const adminSession = await login(ctx.api, ADMIN);
    const res = await change(token, {
      old_password: SUB_ADMIN.password,
      new_password: 'new-password-1',
    }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Password changed successfully',
      body: null,
    });

    await ctx.api.get('/auth/me').set(bearer(token)).expect(200);
    const ended = await ctx.api.get('/auth/me').set(bearer(otherSession)).expect(401);
    expect(ended.body).toMatchObject({ message: EXPIRED, code: 'session_expired' });
    await ctx.api.get('/auth/me').set(bearer(adminSession)).expect(200);
    await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(401);
    await login(ctx.api, { email: SUB_ADMIN.email, password: 'new-password-1' });
    await login(ctx.api, ADMIN); // the administrator's password is untouched
  });

  it("checks a sub admin's current password like anyone's", async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const res = await change(token, {
      old_password: 'not-my-password',
      new_password: 'new-password-1',
    }).expect(400);
    expectError(res.body, 'Current password is incorrect');
    await login(ctx.api, SUB_ADMIN); // unchanged
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const res = await ctx.api.post('/change_admin_password').send({}).expect(401);
    expectError(res.body, 'Authentication required');
  });

  it('answers 400 when the current password is wrong', async () => {
    const token = await login(ctx.api);
    const res = await change(token, {
      old_password: 'not-my-password',
      new_password: 'new-password-1',
    }).expect(400);
    expectError(res.body, 'Current password is incorrect');
    expect(res.body.errors).toMatchObject([
      { field: 'old_password', message: 'Current password is incorrect' },
    ]);
    await login(ctx.api); // unchanged
  });

  it('answers 400 when the new password equals the current one', async () => {
    const token = await login(ctx.api);
    const res = await change(token, {
      old_password: ADMIN.password,
      new_password: ADMIN.password,
    }).expect(400);
    expectError(res.body, 'New password must be different from the current password');
    expect(res.body.errors).toMatchObject([
      {
        field: 'new_password',
        message: 'New password must be different from the current password',
      },
    ]);
  });

  it('answers 400 for a new password under 8 characters', async () => {
    const token = await login(ctx.api);
    const res = await change(token, { old_password: ADMIN.password, new_password: 'short' }).expect(
      400,
    );
    expectError(res.body, 'new_password must be at least 8 characters');
  });

  it('changes the password, keeps the calling session and ends the others', async () => {
    const token = await login(ctx.api);
    const otherSession = await login(ctx.api);
    const subAdminSession = await login(ctx.api, SUB_ADMIN);

    const res = await change(token, {
      old_password: ADMIN.password,
      new_password: 'brand-new-pass',
    }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Password changed successfully',
      body: null,
    });

    await ctx.api.get('/adminProfile').set(bearer(token)).expect(200);
    expectError(
      (await ctx.api.get('/adminProfile').set(bearer(otherSession)).expect(401)).body,
      EXPIRED,
    );
    await ctx.api.get('/adminProfile').set(bearer(subAdminSession)).expect(200);

    const old = await ctx.api.post('/adminlogin').send(ADMIN).expect(401);
    expectError(old.body, 'Invalid email or password');
    await login(ctx.api, { email: ADMIN.email, password: 'brand-new-pass' });
  });
});
