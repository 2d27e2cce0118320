import { expectStatus } from './answers.js';
import { ADMIN, bearer, expectError, login, SUB_ADMIN, useSeededApp } from './helpers.js';

const ctx = useSeededApp();
const DISABLED = 'This account is disabled. Contact an administrator.';

const newSubAdmin = {
  full_name: 'Meera  Nair',
  email: 'Meera.Nair@Example.in',
  mobile: '9876543210',
  password: 'Truck-stop-9',
};

async function adminToken() {
  return login(ctx.api, ADMIN);
}

function add(token: string, body: Record<string, unknown> = newSubAdmin) {
  return ctx.api.post('/sub_admin_add').set(bearer(token)).send(body);
}

describe('GET /sub_admin_list', () => {
  it('lists only sub admins, newest first, with paging', async () => {
    const token = await adminToken();
    const res = await ctx.api.get('/sub_admin_list?limit=3').set(bearer(token)).expect(200);
    const subAdmins = ctx.app.store.admins.all().filter((a) => a.role === 2);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 3,
      total: subAdmins.length,
      totalPages: Math.ceil(subAdmins.length / 3),
    });
    expect(res.body.body).toHaveLength(3);
    const dates = res.body.body.map((row: { created_at: string }) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.body.every((row: { role: number }) => row.role === 2)).toBe(true);
    expect(res.body.body[0]).not.toHaveProperty('password_hash');
  });

  it('searches name, e-mail and mobile, and filters by status', async () => {
    const token = await adminToken();
    const byName = await ctx.api
      .get('/sub_admin_list?search=vikram')
      .set(bearer(token))
      .expect(200);
    expect(byName.body.body.map((row: { email: string }) => row.email)).toEqual([SUB_ADMIN.email]);
    const byMobile = await ctx.api
      .get('/sub_admin_list')
      .query({ search: '99001' })
      .set(bearer(token))
      .expect(200);
    expect(byMobile.body.body[0]?.id).toBe(2);
    const disabled = await ctx.api
      .get('/sub_admin_list?status=disabled&limit=100')
      .set(bearer(token))
      .expect(200);
    expect(disabled.body.body.length).toBeGreaterThan(0);
    expect(disabled.body.body.every((row: { status: string }) => row.status === 'disabled')).toBe(
      true,
    );
  });

  it('answers 400 for an unknown status', async () => {
    const res = await ctx.api
      .get('/sub_admin_list?status=blocked')
      .set(bearer(await adminToken()))
      .expect(400);
    expectError(res.body, 'status must be one of: active, disabled, pending');
  });
});

describe('POST /sub_admin_add', () => {
  it('creates a role 2 account that can sign in at once', async () => {
    const res = await add(await adminToken()).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Sub admin created',
      body: {
        role: 2,
        first_name: 'Meera',
        last_name: 'Nair',
        full_name: 'Meera Nair',
        email: 'meera.nair@example.in',
        mobile: '+91 98765 43210',
        status: 'active',
      },
    });
    const session = await ctx.api
      .post('/adminlogin')
      .send({ email: 'meera.nair@example.in', password: newSubAdmin.password })
      .expect(200);
    expect(session.body.body.user.role).toBe(2);
  });

  it('refuses a duplicate e-mail in any case with 409 on the email field', async () => {
    const res = await add(await adminToken(), { ...newSubAdmin, email: 'SUBADMIN@example.com' });
    expectStatus(res, 409);
    expectError(res.body, 'An account with this email already exists');
    expect(res.body.errors).toMatchObject([
      { field: 'email', message: 'An account with this email already exists' },
    ]);
  });

  it.each([
    [{ password: 'short' }, 'password must be at least 8 characters'],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ mobile: '12345' }, 'mobile must be a 10-digit Indian mobile number, e.g. +91 98765 43210'],
    [{ full_name: ' ' }, 'full_name must be at least 2 characters'],
  ])('validates %j', async (change, message) => {
    const res = await add(await adminToken(), { ...newSubAdmin, ...change });
    expectStatus(res, 400);
    expectError(res.body, message);
  });

  it('never creates an administrator: an extra role property is refused, naming it', async () => {
    const res = await add(await adminToken(), { ...newSubAdmin, role: 1 }).expect(400);
    expectError(res.body, 'Request body property `role` is not allowed');
    expect(res.body.errors).toMatchObject([
      { field: 'role', message: 'Request body property `role` is not allowed' },
    ]);
    expect(ctx.app.store.admins.all().some((admin) => admin.email === newSubAdmin.email)).toBe(
      false,
    );
  });

  it('treats a blank mobile as none and can create a disabled account', async () => {
    const res = await add(await adminToken(), {
      ...newSubAdmin,
      mobile: '  ',
      status: 'disabled',
    }).expect(201);
    expect(res.body.body).toMatchObject({ mobile: null, status: 'disabled' });
    const signIn = await ctx.api
      .post('/adminlogin')
      .send({ email: newSubAdmin.email, password: newSubAdmin.password })
      .expect(403);
    expectError(signIn.body, DISABLED);
  });
});

describe('POST /sub_admin_detail and /sub_admin_edit', () => {
  it('answers one sub admin, and 404 for an administrator or unknown id', async () => {
    const token = await adminToken();
    const res = await ctx.api
      .post('/sub_admin_detail')
      .send({ id: 2 })
      .set(bearer(token))
      .expect(200);
    expect(res.body.body).toMatchObject({ id: 2, full_name: 'Vikram Singh' });
    for (const id of [1, 9999]) {
      const missing = await ctx.api.post('/sub_admin_detail').send({ id }).set(bearer(token));
      expectStatus(missing, 404);
      expectError(missing.body, 'Sub admin not found');
    }
  });

  it('changes the fields and keeps the password unless a new one is given', async () => {
    const token = await adminToken();
    const res = await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(token))
      .send({ id: 2, full_name: 'Vikram Pratap Singh', email: SUB_ADMIN.email, mobile: null })
      .expect(200);
    expect(res.body.body).toMatchObject({
      first_name: 'Vikram',
      last_name: 'Pratap Singh',
      mobile: null,
      status: 'active',
    });
    await login(ctx.api, SUB_ADMIN);
  });

  it('resets the password: the old one stops working and open sessions end', async () => {
    const token = await adminToken();
    const subToken = await login(ctx.api, SUB_ADMIN);
    await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(token))
      .send({ id: 2, full_name: 'Vikram Singh', email: SUB_ADMIN.email, password: 'Fresh-pass-42' })
      .expect(200);
    await ctx.api.get('/auth/me').set(bearer(subToken)).expect(401);
    await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(401);
    await ctx.api
      .post('/adminlogin')
      .send({ email: SUB_ADMIN.email, password: 'Fresh-pass-42' })
      .expect(200);
  });

  it('a new e-mail ends the sessions; the new address signs in with the same password', async () => {
    const token = await adminToken();
    const subToken = await login(ctx.api, SUB_ADMIN);
    const other = await login(ctx.api, SUB_ADMIN);
    await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(token))
      .send({ id: 2, full_name: 'Vikram Singh', email: 'vikram.singh@example.in' })
      .expect(200);
    for (const ended of [subToken, other]) {
      const res = await ctx.api.get('/auth/me').set(bearer(ended)).expect(401);
      expect(res.body).toMatchObject({ success: false, code: 'session_expired' });
    }
    await ctx.api.get('/auth/me').set(bearer(token)).expect(200); // the editor stays signed in
    await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(401);
    await login(ctx.api, { email: 'vikram.singh@example.in', password: SUB_ADMIN.password });
  });

  it('keeps the sessions when the e-mail is only written in another case', async () => {
    const subToken = await login(ctx.api, SUB_ADMIN);
    await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(await adminToken()))
      .send({ id: 2, full_name: 'Vikram Singh', email: SUB_ADMIN.email.toUpperCase() })
      .expect(200);
    await ctx.api.get('/auth/me').set(bearer(subToken)).expect(200);
  });

  it("refuses another account's e-mail (409)", async () => {
    const res = await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(await adminToken()))
      .send({ id: 2, full_name: 'Vikram Singh', email: ADMIN.email });
    expectStatus(res, 409);
    expect(res.body.errors?.[0]?.field).toBe('email');
  });
});

describe('POST /sub_admin_status_update', () => {
  it('disabling ends the sessions and blocks sign-in; enabling lets them back in', async () => {
    const token = await adminToken();
    const subToken = await login(ctx.api, SUB_ADMIN);

    const off = await ctx.api
      .post('/sub_admin_status_update')
      .set(bearer(token))
      .send({ id: 2, status: 'disabled' })
      .expect(200);
    expect(off.body).toMatchObject({ message: 'Sub admin disabled', body: { status: 'disabled' } });
    expect(ctx.app.store.sessions.get(subToken)).toBeUndefined();
    await ctx.api.get('/auth/me').set(bearer(subToken)).expect(401);
    expectError((await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(403)).body, DISABLED);

    await ctx.api
      .post('/sub_admin_status_update')
      .set(bearer(token))
      .send({ id: 2, status: 'active' })
      .expect(200);
    await login(ctx.api, SUB_ADMIN);
  });

  it('does not let an admin disable themself', async () => {
    const res = await ctx.api
      .post('/sub_admin_status_update')
      .set(bearer(await adminToken()))
      .send({ id: 1, status: 'disabled' });
    expectStatus(res, 409);
    expectError(res.body, 'You cannot disable your own account');
    const viaEdit = await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(await adminToken()))
      .send({ id: 1, full_name: 'Asha Menon', email: ADMIN.email, status: 'disabled' });
    expectError(viaEdit.body, 'You cannot disable your own account');
    expect(ctx.app.store.admins.findById(1)?.status).toBe('active');
  });
});

describe('POST /sub_admin_delete', () => {
  it('deletes for good and ends the sessions', async () => {
    const token = await adminToken();
    const subToken = await login(ctx.api, SUB_ADMIN);
    const res = await ctx.api
      .post('/sub_admin_delete')
      .set(bearer(token))
      .send({ id: 2 })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Sub admin deleted', body: null });
    await ctx.api.get('/auth/me').set(bearer(subToken)).expect(401);
    await ctx.api.post('/adminlogin').send(SUB_ADMIN).expect(401);
    const again = await ctx.api.post('/sub_admin_delete').set(bearer(token)).send({ id: 2 });
    expectStatus(again, 404);
  });

  it('does not let an admin delete themself', async () => {
    const res = await ctx.api
      .post('/sub_admin_delete')
      .set(bearer(await adminToken()))
      .send({ id: 1 });
    expectStatus(res, 409);
    expectError(res.body, 'You cannot delete your own account');
    expect(ctx.app.store.admins.findById(1)).toBeDefined();
  });

  it('answers 400 for a string id (bodies are not coerced)', async () => {
    const res = await ctx.api
      .post('/sub_admin_delete')
      .set(bearer(await adminToken()))
      .send({ id: '2' });
    expectStatus(res, 400);
    expectError(res.body, 'id must be a whole number');
  });
});
