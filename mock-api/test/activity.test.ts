import { parse } from 'csv-parse/sync';
import type { Test } from 'supertest';
import {
  ActivityLog,
  fullName,
  seedActivity,
  type ActivityEntry,
  type AdminRecord,
} from '../src/store/index.js';
import { READ_ONLY_PERMISSIONS, copyPermissions } from '../src/permissions.js';
import {
  ADMIN,
  bearer,
  expectError,
  login,
  startApp,
  SUB_ADMIN,
  useSeededApp,
  useSignedIn,
} from './helpers.js';

/**
 * Issue 12 §1: every change made through the API, and every sign-in and failed sign-in, is in the
 * activity log with who, role, section, record, action and the changed fields; the log is
 * append-only through the API, keeps the latest MOCK_ACTIVITY_LIMIT entries, and is read through
 * GET /activity_list (administrators), its CSV export and GET /activity_record_list.
 */

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const store = () => ctx.app.store;
const account = (id: number) => store().admins.findById(id) as AdminRecord;
const asActor = (id: number) => ({
  actor_id: id,
  actor_name: fullName(account(id)),
  actor_role: account(id).role,
});
const byAdmin = () => asActor(1);
const bySubAdmin = () => asActor(2);

/** The id of the newest entry: entries after it are what a call wrote. */
const mark = () => store().activity.newestFirst().next().value?.id ?? 0;
/** Entries written since `from` (a `mark()`), oldest first. */
const since = (from: number) =>
  [...store().activity.newestFirst()].filter((entry) => entry.id > from).reverse();

const post = <P extends string>(path: P, body: object, token = tokens.admin) =>
  ctx.api.post(path).set(bearer(token)).send(body);

/** Runs `call` and answers the entries it wrote. */
async function written(call: () => PromiseLike<unknown>): Promise<ActivityEntry[]> {
  const from = mark();
  await call();
  return since(from);
}

const stateId = (code: string) => store().states.findByCode(code)!.id;
const cityId = (code: string, name: string) => store().cities.findByName(stateId(code), name)!.id;
const liveDriver = (index = 0) => store().drivers.live()[index]!;

/* ------------------------------------------------------------------ every mutating endpoint */

describe('drivers', () => {
  it('a status change writes one entry with the status before and after', async () => {
    const driver = liveDriver();
    const was = driver.status;
    const next = was === 'blocked' ? 'active' : 'blocked';
    const entries = await written(() =>
      post('/user_status_update', { user_id: driver.id, status: next }).expect(200),
    );
    expect(entries).toMatchObject([
      {
        ...byAdmin(),
        section: 'drivers',
        record_type: 'driver',
        record_id: driver.id,
        record_label: driver.full_name,
        action: 'status',
        changes: [{ field: 'status', before: was, after: next }],
        batch_id: null,
      },
    ]);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('setting the status a driver already has changes nothing and writes nothing', async () => {
    const driver = liveDriver();
    const entries = await written(() =>
      post('/user_status_update', { user_id: driver.id, status: driver.status }).expect(200),
    );
    expect(entries).toEqual([]);
  });

  it('a delete writes one entry, by whoever did it (a sub admin here)', async () => {
    const driver = liveDriver();
    const entries = await written(() =>
      post('/user_soft_delete', { user_id: driver.id }, tokens.subAdmin).expect(200),
    );
    expect(entries).toMatchObject([
      {
        ...bySubAdmin(),
        actor_role: 2,
        section: 'drivers',
        record_id: driver.id,
        action: 'delete',
        changes: [],
        batch_id: null,
      },
    ]);
  });

  it('a bulk status change writes one entry per changed driver, sharing a batch id', async () => {
    const drivers = [liveDriver(0), liveDriver(1), liveDriver(2)];
    store().drivers.update(drivers[2]!.id, { status: 'inactive' });
    store().drivers.update(drivers[0]!.id, { status: 'active' });
    store().drivers.update(drivers[1]!.id, { status: 'blocked' });
    const entries = await written(() =>
      post('/users_bulk_status', {
        ids: [...drivers.map((driver) => driver.id), 99_999_999],
        status: 'inactive',
      }).expect(200),
    );
    expect(entries).toMatchObject([
      {
        ...byAdmin(),
        record_id: drivers[0]!.id,
        action: 'status',
        changes: [{ field: 'status', before: 'active', after: 'inactive' }],
      },
      {
        ...byAdmin(),
        record_id: drivers[1]!.id,
        action: 'status',
        changes: [{ field: 'status', before: 'blocked', after: 'inactive' }],
      },
    ]);
    const batch = entries[0]!.batch_id;
    expect(batch).toEqual(expect.any(String));
    expect(entries[1]!.batch_id).toBe(batch);

    const again = await written(() =>
      post('/users_bulk_delete', { ids: [drivers[0]!.id, drivers[2]!.id] }).expect(200),
    );
    expect(again).toMatchObject([
      { record_id: drivers[0]!.id, action: 'delete' },
      { record_id: drivers[2]!.id, action: 'delete' },
    ]);
    expect(again[0]!.batch_id).toEqual(expect.any(String));
    expect(again[1]!.batch_id).toBe(again[0]!.batch_id);
    expect(again[0]!.batch_id).not.toBe(batch);
  });

  it('a refused bulk action writes nothing', async () => {
    const entries = await written(() =>
      post('/users_bulk_status', { ids: [], status: 'active' }).expect(400),
    );
    expect(entries).toEqual([]);
  });
});

describe('companies, states, cities', () => {
  it('company add, rename and delete write create, edit and delete', async () => {
    const created = await written(() =>
      post('/company_add', { company_name: 'Activity Roadlines' }),
    );
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      {
        ...byAdmin(),
        section: 'companies',
        record_type: 'company',
        record_label: 'Activity Roadlines',
        action: 'create',
        changes: [{ field: 'company_name', before: null, after: 'Activity Roadlines' }],
      },
    ]);
    const edited = await written(() =>
      post('/company_edit', { company_id: id, company_name: 'Activity Carriers' }).expect(200),
    );
    expect(edited).toMatchObject([
      {
        record_id: id,
        record_label: 'Activity Carriers',
        action: 'edit',
        changes: [
          { field: 'company_name', before: 'Activity Roadlines', after: 'Activity Carriers' },
        ],
      },
    ]);
    const stale = await written(() =>
      post('/company_edit', { company_id: id, company_name: 'X', version: 1 }).expect(409),
    );
    expect(stale).toEqual([]);
    const deleted = await written(() => post('/company_delete', { company_id: id }).expect(200));
    expect(deleted).toMatchObject([
      { record_id: id, record_label: 'Activity Carriers', action: 'delete', changes: [] },
    ]);
  });

  it('state add, edit and delete', async () => {
    const created = await written(() =>
      post('/state_add', { name: 'Activity Pradesh', code: 'AQ', status: 'active' }).expect(201),
    );
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      {
        section: 'states',
        record_type: 'state',
        action: 'create',
        changes: [
          { field: 'name', before: null, after: 'Activity Pradesh' },
          { field: 'code', before: null, after: 'AQ' },
          { field: 'status', before: null, after: 'active' },
        ],
      },
    ]);
    const edited = await written(() =>
      post('/state_edit', { id, name: 'Activity Pradesh', code: 'AQ', status: 'inactive' }).expect(
        200,
      ),
    );
    expect(edited).toMatchObject([
      {
        record_id: id,
        action: 'edit',
        changes: [{ field: 'status', before: 'active', after: 'inactive' }],
      },
    ]);
    expect(await written(() => post('/state_delete', { id }).expect(200))).toMatchObject([
      { record_id: id, record_label: 'Activity Pradesh', action: 'delete' },
    ]);
  });

  it('city add, edit (the state by name) and delete', async () => {
    const created = await written(() =>
      post('/city_add', { name: 'Activitypur', state_id: stateId('TN'), status: 'active' }).expect(
        201,
      ),
    );
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      {
        section: 'cities',
        record_type: 'city',
        record_label: 'Activitypur',
        action: 'create',
        changes: expect.arrayContaining([
          { field: 'name', before: null, after: 'Activitypur' },
          { field: 'state', before: null, after: 'Tamil Nadu' },
        ]),
      },
    ]);
    const edited = await written(() =>
      post('/city_edit', { id, name: 'Activitypur', state_id: stateId('KA'), status: 'active' }),
    );
    expect(edited).toMatchObject([
      { action: 'edit', changes: [{ field: 'state', before: 'Tamil Nadu', after: 'Karnataka' }] },
    ]);
    expect(await written(() => post('/city_delete', { id }).expect(200))).toMatchObject([
      { section: 'cities', record_id: id, action: 'delete' },
    ]);
  });
});

describe('resting points, police, policies, CMS, broadcasts', () => {
  const point = () => ({
    name: 'Activity Rest Hosur',
    type: 'dormitory',
    address: 'NH44, km 32, Bypass Road, Hosur',
    pincode: '635109',
    state_id: stateId('TN'),
    city_id: cityId('TN', 'Hosur'),
    latitude: 12.7409,
    longitude: 77.8253,
    highway: 'NH44',
    parking_capacity: 60,
    beds: 40,
    amenities: ['toilets', 'cctv'],
    open_24x7: true,
    opening_hours: null,
    contact_name: 'Ravi Kumar',
    contact_phone: '+91 98765 43210',
    status: 'active',
  });

  it('resting point add, edit, and a delete that also edits the police contacts covering it', async () => {
    const created = await written(() => post('/resting_point_add', point()).expect(201));
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      { section: 'resting_points', record_type: 'resting_point', action: 'create' },
    ]);
    expect(created[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'city', before: null, after: 'Hosur' },
        { field: 'amenities', before: null, after: 'toilets, cctv' },
        { field: 'open_24x7', before: null, after: 'yes' },
      ]),
    );
    const edited = await written(() =>
      post('/resting_point_edit', { ...point(), id, beds: 45 }).expect(200),
    );
    expect(edited).toMatchObject([
      { record_id: id, action: 'edit', changes: [{ field: 'beds', before: '40', after: '45' }] },
    ]);

    const contact = await post('/police_add', {
      station_name: 'Activity Police Station',
      officer: 'Inspector R. Selvam',
      phone_numbers: ['112'],
      state_id: stateId('TN'),
      city_id: cityId('TN', 'Hosur'),
      address: 'Bypass Road, Hosur',
      resting_point_ids: [id],
    }).expect(201);
    const deleted = await written(() => post('/resting_point_delete', { id }).expect(200));
    expect(deleted).toMatchObject([
      { section: 'resting_points', record_id: id, action: 'delete' },
      {
        section: 'police',
        record_type: 'police_contact',
        record_id: contact.body.body.id,
        action: 'edit',
        changes: [{ field: 'resting_points', before: 'Activity Rest Hosur', after: null }],
      },
    ]);
  });

  it('police contact add, edit and delete', async () => {
    const body = {
      station_name: 'Activity Police Station',
      officer: 'Inspector R. Selvam',
      phone_numbers: ['112', '04344 222100'],
      state_id: stateId('TN'),
      city_id: cityId('TN', 'Hosur'),
      address: 'Bypass Road, Hosur',
      resting_point_ids: [],
    };
    const created = await written(() => post('/police_add', body).expect(201));
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      {
        section: 'police',
        record_label: 'Activity Police Station',
        action: 'create',
        changes: expect.arrayContaining([
          { field: 'phone_numbers', before: null, after: '112, 04344 222100' },
        ]),
      },
    ]);
    const edited = await written(() =>
      post('/police_edit', { ...body, id, officer: 'Control Room' }).expect(200),
    );
    expect(edited).toMatchObject([
      {
        action: 'edit',
        changes: [{ field: 'officer', before: 'Inspector R. Selvam', after: 'Control Room' }],
      },
    ]);
    expect(await written(() => post('/police_delete', { id }).expect(200))).toMatchObject([
      { record_id: id, action: 'delete' },
    ]);
  });

  it('policy add, publish and status change', async () => {
    const created = await written(() =>
      post('/policy_add', {
        title: 'Activity policy',
        body: 'Rest well.',
        effective_date: '2027-01-01',
      }).expect(201),
    );
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      {
        section: 'policies',
        record_type: 'policy',
        record_label: 'Activity policy',
        action: 'create',
        changes: expect.arrayContaining([{ field: 'version', before: null, after: '1' }]),
      },
    ]);
    const published = await written(() =>
      post('/policy_publish', { id, body: 'Rest longer.', effective_date: '2027-02-01' }).expect(
        200,
      ),
    );
    expect(published).toMatchObject([
      {
        record_id: id,
        action: 'publish',
        changes: [
          { field: 'version', before: '1', after: '2' },
          { field: 'effective_date', before: '2027-01-01', after: '2027-02-01' },
          { field: 'body', before: 'Rest well.', after: 'Rest longer.' },
        ],
      },
    ]);
    const withdrawn = await written(() =>
      post('/policy_status_update', { id, status: 'inactive' }).expect(200),
    );
    expect(withdrawn).toMatchObject([
      { action: 'status', changes: [{ field: 'status', before: 'active', after: 'inactive' }] },
    ]);
  });

  it('a CMS page edit records its title and text before and after', async () => {
    const page = store().cmsPages.findById(4)!;
    const oldTitle = page.title;
    const entries = await written(() =>
      post('/cms_edit', { id: 4, title: 'Help', content: '## New\n\nText' }).expect(200),
    );
    expect(entries).toMatchObject([
      {
        section: 'cms',
        record_type: 'cms_page',
        record_id: 4,
        record_label: 'Help',
        action: 'edit',
        changes: [
          { field: 'title', before: oldTitle, after: 'Help' },
          { field: 'content', before: expect.any(String), after: '## New\n\nText' },
        ],
      },
    ]);
  });

  it('a broadcast writes one send entry with its audience and recipient count', async () => {
    const res = await post('/broadcast_send', {
      title: 'Road closed',
      message: 'NH48 closed tonight.',
      audience: { state_ids: [liveDriver().state_id] },
      channels: ['in_app'],
    }).expect(201);
    const [entry] = since(mark() - 1);
    expect(entry).toMatchObject({
      section: 'broadcast',
      record_type: 'broadcast',
      record_id: res.body.body.id,
      action: 'send',
      changes: expect.arrayContaining([
        { field: 'title', before: null, after: 'Road closed' },
        { field: 'recipient_count', before: null, after: String(res.body.body.recipient_count) },
      ]),
    });
  });
});

describe('sub admins', () => {
  const newcomer = {
    full_name: 'Meera Nair',
    email: 'meera.activity@example.in',
    mobile: '9876543210',
    password: 'Truck-stop-9',
  };

  it('add, edit, permissions, password, status and delete each write their own entry', async () => {
    const created = await written(() => post('/sub_admin_add', newcomer).expect(201));
    const id = created[0]!.record_id!;
    expect(created).toMatchObject([
      {
        ...byAdmin(),
        section: 'sub_admins',
        record_type: 'admin',
        record_label: 'Meera Nair',
        action: 'create',
      },
    ]);
    expect(created[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', before: null, after: 'meera.activity@example.in' },
        { field: 'drivers', before: null, after: 'write' },
        { field: 'reveal', before: null, after: 'no' },
      ]),
    );

    const renamed = await written(() =>
      post('/sub_admin_edit', { id, full_name: 'Meera N', email: newcomer.email }).expect(200),
    );
    expect(renamed).toMatchObject([
      { action: 'edit', changes: [{ field: 'full_name', before: 'Meera Nair', after: 'Meera N' }] },
    ]);

    const permissions = copyPermissions(account(id).permissions);
    permissions.sections.drivers = 'read';
    permissions.sections.police = 'none';
    permissions.reveal = true;
    const granted = await written(() =>
      post('/sub_admin_edit', {
        id,
        full_name: 'Meera N',
        email: newcomer.email,
        permissions,
        password: 'New-secret-42',
      }).expect(200),
    );
    expect(granted).toMatchObject([
      {
        action: 'permissions',
        changes: [
          { field: 'drivers', before: 'write', after: 'read' },
          { field: 'police', before: 'write', after: 'none' },
          { field: 'reveal', before: 'no', after: 'yes' },
        ],
      },
      { action: 'password', changes: [] },
    ]);

    const disabled = await written(() =>
      post('/sub_admin_status_update', { id, status: 'disabled' }).expect(200),
    );
    expect(disabled).toMatchObject([
      { action: 'status', changes: [{ field: 'status', before: 'active', after: 'disabled' }] },
    ]);
    expect(await written(() => post('/sub_admin_delete', { id }).expect(200))).toMatchObject([
      { record_id: id, record_label: 'Meera N', action: 'delete' },
    ]);
  });

  it('registration, approval (with the permissions granted) and rejection', async () => {
    const registered = await written(() =>
      ctx.api
        .post('/auth/register')
        .send({ email: 'neha.activity@example.com', password: 'secret-123', name: 'Neha Kapoor' })
        .expect(202),
    );
    const id = registered[0]!.record_id!;
    expect(registered).toMatchObject([
      {
        actor_id: id,
        actor_name: 'Neha Kapoor',
        actor_role: 2,
        section: 'auth',
        record_type: 'admin',
        action: 'register',
        changes: expect.arrayContaining([{ field: 'status', before: null, after: 'pending' }]),
      },
    ]);
    // The same address again: nothing changes, so nothing is written.
    expect(
      await written(() =>
        ctx.api
          .post('/auth/register')
          .send({ email: 'neha.activity@example.com', password: 'other-123', name: 'N K' })
          .expect(202),
      ),
    ).toEqual([]);

    const permissions = copyPermissions(READ_ONLY_PERMISSIONS);
    permissions.sections.drivers = 'write';
    const approved = await written(() =>
      post('/sub_admin_approve', { id, permissions }).expect(200),
    );
    expect(approved).toMatchObject([
      {
        ...byAdmin(),
        section: 'sub_admins',
        record_id: id,
        action: 'approve',
        changes: [
          { field: 'status', before: 'pending', after: 'active' },
          { field: 'drivers', before: 'read', after: 'write' },
        ],
      },
    ]);

    await ctx.api
      .post('/auth/register')
      .send({ email: 'ravi.activity@example.com', password: 'secret-123', name: 'Ravi Rao' })
      .expect(202);
    const other = store().admins.findByEmail('ravi.activity@example.com')!;
    expect(
      await written(() => post('/sub_admin_reject', { id: other.id }).expect(200)),
    ).toMatchObject([
      { record_id: other.id, record_label: 'Ravi Rao', action: 'reject', changes: [] },
    ]);
  });
});

describe('signing in and out, passwords', () => {
  const signIn = (email: string, password: string) =>
    ctx.api.post('/adminlogin').send({ email, password });

  it('a sign-in, a sign-out and a password change name the account', async () => {
    const signedIn = await written(() => signIn(SUB_ADMIN.email, SUB_ADMIN.password).expect(200));
    expect(signedIn).toMatchObject([
      {
        ...bySubAdmin(),
        section: 'auth',
        record_type: 'admin',
        record_id: 2,
        action: 'sign_in',
        changes: [],
      },
    ]);
    const token = await login(ctx.api, SUB_ADMIN);
    const changed = await written(() =>
      post(
        '/change_admin_password',
        { old_password: SUB_ADMIN.password, new_password: 'Another-pass-7' },
        token,
      ).expect(200),
    );
    expect(changed).toMatchObject([
      { ...bySubAdmin(), section: 'settings', record_id: 2, action: 'password', changes: [] },
    ]);
    const out = await written(() => post('/auth/logout', {}, token).expect(200));
    expect(out).toMatchObject([{ ...bySubAdmin(), section: 'auth', action: 'sign_out' }]);
  });

  it('a failed sign-in with an unknown e-mail records "unknown account", never what was typed', async () => {
    const entries = await written(() =>
      signIn('nobody.typed.this@example.com', 'guess-1').expect(401),
    );
    expect(entries).toMatchObject([
      {
        actor_id: null,
        actor_name: 'Not signed in',
        actor_role: null,
        section: 'auth',
        record_type: 'admin',
        record_id: null,
        record_label: 'unknown account',
        action: 'sign_in_failed',
        changes: [],
      },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/nobody\.typed|guess-1/);
  });

  it('a wrong password, or a disabled account, records a failed sign-in of that account', async () => {
    const wrong = await written(() => signIn(ADMIN.email, 'wrong-password').expect(401));
    expect(wrong).toMatchObject([
      {
        actor_id: null,
        record_id: 1,
        record_label: fullName(account(1)),
        action: 'sign_in_failed',
      },
    ]);
    store().admins.update(2, { status: 'disabled' });
    const disabled = await written(() => signIn(SUB_ADMIN.email, SUB_ADMIN.password).expect(403));
    expect(disabled).toMatchObject([{ actor_id: null, record_id: 2, action: 'sign_in_failed' }]);
  });

  it('no entry ever holds a password, a password hash or a token', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    await post(
      '/change_admin_password',
      { old_password: SUB_ADMIN.password, new_password: 'Secret-new-77' },
      token,
    );
    const added = await post('/sub_admin_add', {
      full_name: 'Token Test',
      email: 'token.test@example.in',
      password: 'Hidden-pass-55',
    }).expect(201);
    await post('/sub_admin_edit', {
      id: added.body.body.id,
      full_name: 'Token Test',
      email: 'token.test@example.in',
      password: 'Hidden-reset-66',
    }).expect(200);
    await signIn(ADMIN.email, 'typed-wrong-99');
    const log = JSON.stringify([...store().activity.newestFirst()]);
    for (const secret of [
      SUB_ADMIN.password,
      'Secret-new-77',
      'Hidden-pass-55',
      'Hidden-reset-66',
      'typed-wrong-99',
      token,
      tokens.admin,
      'scrypt$',
      'password_hash',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

/* ------------------------------------------------------------------ reading the log */

describe('GET /activity_list', () => {
  const list = (query: Record<string, unknown> = {}, token = tokens.admin) =>
    ctx.api.get('/activity_list').query(query).set(bearer(token));

  it('answers the seeded fortnight of sign-ins newest first, 10 a page', async () => {
    const first = await list().expect(200);
    expect(first.body.body).toHaveLength(10);
    const total = store().activity.size;
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total,
      totalPages: Math.ceil(total / 10),
    });
    const second = await list({ page: 2 }).expect(200);
    const ids = [...first.body.body, ...second.body.body].map((entry: ActivityEntry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(20);
    const oldest = [...store().activity.newestFirst()].at(-1)!;
    expect(Date.now() - Date.parse(oldest.at)).toBeGreaterThan(12 * 86_400_000);
  });

  it('filters by person, section, action and India date range, combined', async () => {
    await post('/company_add', { company_name: 'Filter Roadlines' }).expect(200);
    const mine = await list({ actor_id: 1, section: 'companies' }).expect(200);
    expect(mine.body.body).toMatchObject([{ actor_id: 1, action: 'create', section: 'companies' }]);

    const failed = await list({ action: 'sign_in_failed' }).expect(200);
    expect(failed.body.body.length).toBeGreaterThan(0);
    expect(
      failed.body.body.every((entry: ActivityEntry) => entry.action === 'sign_in_failed'),
    ).toBe(true);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = await list({ from: today, to: today, section: 'companies' }).expect(200);
    expect(todays.body.pagination.total).toBe(1);
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    const before = await list({ to: yesterday, section: 'companies' }).expect(200);
    expect(before.body.pagination.total).toBe(0);
    const seeded = await list({ to: yesterday, action: 'sign_in' }).expect(200);
    const start = Date.parse(`${yesterday}T00:00:00+05:30`) + 86_400_000;
    expect(seeded.body.body.every((entry: ActivityEntry) => Date.parse(entry.at) < start)).toBe(
      true,
    );
  });

  it('answers 400 for bad filters', async () => {
    expectError(
      (await list({ section: 'everything' }).expect(400)).body,
      expect.stringContaining('section'),
    );
    expectError(
      (await list({ action: 'erase' }).expect(400)).body,
      expect.stringContaining('action'),
    );
    expectError(
      (await list({ actor_id: 0 }).expect(400)).body,
      expect.stringContaining('actor_id'),
    );
    expectError(
      (await list({ from: '2026-13-45' }).expect(400)).body,
      expect.stringContaining('from'),
    );
    expectError(
      (await list({ from: '2026-11-20', to: '2026-11-19' }).expect(400)).body,
      'to (2026-11-19) is before from (2026-11-20): the date range is empty',
    );
    expectError((await list({ page: 0 }).expect(400)).body, expect.stringContaining('page'));
  });

  it('is for administrators only', async () => {
    expectError(
      (await list({}, tokens.subAdmin).expect(403)).body,
      'Only administrators can do this',
    );
    await ctx.api.get('/activity_list').expect(401);
  });
});

describe('CSV export of the activity log', () => {
  const textParser: Parameters<Test['parse']>[0] = (res, done) => {
    const stream = res as unknown as NodeJS.ReadableStream;
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => done(null, text));
  };

  it('writes exactly the filtered view, newest first, through a single-use link', async () => {
    await post('/company_add', { company_name: 'Export, "Quoted" Roadlines' }).expect(200);
    const link = await post('/activity_export_link', { section: 'companies' }).expect(200);
    expect(link.body.body.filename).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const res = await ctx.api.get(link.body.body.url).buffer(true).parse(textParser).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(res.body as string, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Entry ID',
      'When (IST)',
      'Person',
      'Person ID',
      'Role',
      'Section',
      'Action',
      'Record type',
      'Record ID',
      'Record',
      'Changes',
      'Batch',
    ]);
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect([row[2], row[4], row[5], row[6], row[9], row[10]]).toEqual([
      fullName(account(1)),
      'admin',
      'companies',
      'create',
      'Export, "Quoted" Roadlines',
      'company_name: — → Export, "Quoted" Roadlines',
    ]);
    await ctx.api.get(link.body.body.url).expect(410);

    const all = await post('/activity_export_link', {}).expect(200);
    const file = await ctx.api.get(all.body.body.url).buffer(true).parse(textParser).expect(200);
    expect(parse(file.body as string, { bom: true })).toHaveLength(store().activity.size + 1);
  });

  it('refuses sub admins and bad filters', async () => {
    await post('/activity_export_link', {}, tokens.subAdmin).expect(403);
    await post('/activity_export_link', { action: 'erase' }).expect(400);
  });
});

describe('GET /activity_record_list', () => {
  const history = (query: Record<string, unknown>, token = tokens.admin) =>
    ctx.api.get('/activity_record_list').query(query).set(bearer(token));

  it("answers a record's latest 10 entries, newest first, to whoever may view the section", async () => {
    const driver = liveDriver();
    const statuses = ['active', 'inactive'] as const;
    for (let i = 0; i < 12; i += 1) {
      await post('/user_status_update', { user_id: driver.id, status: statuses[i % 2] }).expect(
        200,
      );
    }
    const res = await history({ section: 'drivers', record_id: driver.id }, tokens.subAdmin).expect(
      200,
    );
    const entries = res.body.body as ActivityEntry[];
    expect(entries).toHaveLength(10);
    expect(entries.every((entry) => entry.record_id === driver.id)).toBe(true);
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(entries[0]!.changes).toEqual([{ field: 'status', before: 'active', after: 'inactive' }]);
  });

  it("an account's history holds its sign-ins as well as the changes made to it", async () => {
    await post('/sub_admin_status_update', { id: 3, status: 'disabled' });
    const res = await history({ section: 'sub_admins', record_id: 2 }).expect(200);
    const entries = res.body.body as ActivityEntry[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.record_type === 'admin' && e.record_id === 2)).toBe(true);
    expect(entries.some((e) => e.action === 'sign_in')).toBe(true);
  });

  it('answers 403 to an account that may not view the section, 400 for a bad query', async () => {
    const permissions = copyPermissions(account(2).permissions);
    permissions.sections.drivers = 'none';
    store().admins.update(2, { permissions });
    expectError(
      (await history({ section: 'drivers', record_id: 1 }, tokens.subAdmin).expect(403)).body,
      'Your account may not view the history of drivers',
    );
    expectError(
      (await history({ section: 'sub_admins', record_id: 2 }, tokens.subAdmin).expect(403)).body,
      'Your account may not view the history of sub admins',
    );
    await history({ section: 'checkins', record_id: 1 }).expect(400);
    await history({ section: 'drivers' }).expect(400);
    await ctx.api.get('/activity_record_list?section=drivers&record_id=1').expect(401);
  });

  it("masks drivers' personal data for every sub admin, even one who may reveal it", async () => {
    const driver = liveDriver();
    store().activity.append({
      ...byAdmin(),
      section: 'drivers',
      record_type: 'driver',
      record_id: driver.id,
      record_label: driver.full_name,
      action: 'edit',
      changes: [
        { field: 'mobile', before: '+91 98765 43210', after: '+91 91234 56789' },
        { field: 'email', before: 'ravi.kumar@gmail.com', after: null },
        { field: 'licence_number', before: 'UP3120190012536', after: 'UP3120190012999' },
        { field: 'status', before: 'active', after: 'blocked' },
      ],
      batch_id: null,
    });
    const query = { section: 'drivers', record_id: driver.id };
    const masked = (await history(query, tokens.subAdmin).expect(200)).body.body[0]!;
    expect(masked.changes).toEqual([
      { field: 'mobile', before: '+91 98••• ••210', after: '+91 91••• ••789' },
      { field: 'email', before: 'r••••@gmail.com', after: null },
      { field: 'licence_number', before: 'UP31••••••••536', after: 'UP31••••••••999' },
      { field: 'status', before: 'active', after: 'blocked' },
    ]);
    const full = (await history(query).expect(200)).body.body[0]!;
    expect(full.changes[0]).toEqual({
      field: 'mobile',
      before: '+91 98765 43210',
      after: '+91 91234 56789',
    });
    const permissions = copyPermissions(account(2).permissions);
    permissions.reveal = true;
    store().admins.update(2, { permissions });
    // A sub admin sees a driver's data in full only through a logged reveal, never in a history.
    const mayReveal = (await history(query, tokens.subAdmin).expect(200)).body.body[0]!;
    expect(mayReveal.changes[2]?.before).toBe('UP31••••••••536');
    // The activity list is for administrators, who see everything in full.
    const listed = await ctx.api
      .get('/activity_list')
      .query({ section: 'drivers', action: 'edit' })
      .set(bearer(tokens.admin))
      .expect(200);
    expect(listed.body.body[0]?.changes[1]?.before).toBe('ravi.kumar@gmail.com');
  });
});

/* ------------------------------------------------------------------ append-only, retention */

describe('append-only', () => {
  it('no call edits or deletes entries: the only activity operations read', async () => {
    const doc = (await ctx.api.get('/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.includes('activity'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'parameters')
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(operations).toEqual([
      'GET /activity_export',
      'GET /activity_list',
      'GET /activity_record_list',
      'GET /dashboard_activity',
      'POST /activity_export_link',
    ]);
  });

  it('reading and exporting leave every entry as it was', async () => {
    const before = JSON.stringify([...store().activity.newestFirst()]);
    await ctx.api.get('/activity_list').query({ page: 3 }).set(bearer(tokens.admin)).expect(200);
    await ctx.api
      .get('/activity_record_list')
      .query({ section: 'sub_admins', record_id: 1 })
      .set(bearer(tokens.admin))
      .expect(200);
    const link = await post('/activity_export_link', {}).expect(200);
    await ctx.api.get(link.body.body.url).expect(200);
    expect(JSON.stringify([...store().activity.newestFirst()])).toBe(before);
  });

  it('entries are frozen: changing one in memory fails', () => {
    const entry = store().activity.newestFirst().next().value!;
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry.changes)).toBe(true);
  });
});

describe('retention', () => {
  const entry = (record_id: number) => ({
    actor_id: 1,
    actor_name: 'A',
    actor_role: 1,
    section: 'companies' as const,
    record_type: 'company' as const,
    record_id,
    record_label: `Company ${record_id}`,
    action: 'edit' as const,
    changes: [],
    batch_id: null,
  });

  it('keeps the latest `limit` entries and drops older ones, record histories included', () => {
    const log = new ActivityLog(3);
    for (const id of [1, 2, 1, 3, 1]) log.append(entry(id));
    expect(log.size).toBe(3);
    expect([...log.newestFirst()].map((e) => [e.id, e.record_id])).toEqual([
      [5, 1],
      [4, 3],
      [3, 1],
    ]);
    expect(log.findById(2)).toBeUndefined();
    expect(log.ofRecord('company', 1, 10).map((e) => e.id)).toEqual([5, 3]);
    expect(log.ofRecord('company', 2, 10)).toEqual([]);
    for (let i = 0; i < 200; i += 1) log.append(entry(7));
    expect(log.ofRecord('company', 7, 10).map((e) => e.id)).toEqual([205, 204, 203]);
    expect(log.ofRecord('company', 1, 10)).toEqual([]);
  });

  it('the API keeps MOCK_ACTIVITY_LIMIT entries', async () => {
    const small = await startApp({ activityLimit: 5 });
    try {
      const token = await login(small.api, ADMIN);
      const res = await small.api.get('/activity_list').set(bearer(token)).expect(200);
      expect(res.body.pagination.total).toBe(5);
      expect(res.body.body[0]).toMatchObject({ action: 'sign_in', actor_id: 1 });
      const ids = res.body.body.map((e: ActivityEntry) => e.id);
      expect(ids[0]! - ids[4]!).toBe(4);
    } finally {
      await small.app.close();
    }
  });
});

describe('the seeded log', () => {
  it('is a fortnight of sign-ins up to now, the same for the same seed', () => {
    const now = new Date('2026-11-25T06:00:00.000Z');
    const admins = store().admins.all();
    const entries = seedActivity(20261121, admins, now);
    expect(seedActivity(20261121, admins, now)).toEqual(entries);
    expect(seedActivity(7, admins, now)).not.toEqual(entries);
    const times = entries.map((entry) => Date.parse(entry.at!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - 15 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(new Set(entries.map((entry) => entry.action))).toEqual(
      new Set(['sign_in', 'sign_out', 'sign_in_failed']),
    );
    const active = new Set(admins.filter((a) => a.status === 'active').map((a) => a.id));
    expect(entries.every((entry) => active.has(entry.record_id!))).toBe(true);
  });
});
