import { expectStatus } from './answers.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

/**
 * Lost updates (issue 9, section 5): every record the console edits carries a `version`; an edit
 * that sends an old one is refused with the current record instead of undoing someone's change.
 * One table of sections, the same checks for each.
 */

// 200 concurrent edits by one account: the write limit has a test of its own (throttle.test.ts).
const ctx = useSeededApp({ writeLimitPerAccount: { max: 0, windowSeconds: 60 } });
const tokens = useSignedIn(ctx);

beforeAll(async () => {
  // Listening, so the concurrent requests below share one server instead of each starting one.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

type Rec = Record<string, unknown> & { version: number; updated_by: string | null };
type Who = 'admin' | 'subAdmin';

const post = <P extends string>(path: P, body: object, who: Who = 'admin') =>
  ctx.api.post(path).set(bearer(tokens[who])).send(body);

async function ok(path: string, body: object, who: Who = 'admin'): Promise<Rec> {
  const res = await post(path, body, who);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.body as Rec;
}

const pick = (record: Rec, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));

const POINT_FIELDS = [
  'name',
  'type',
  'address',
  'pincode',
  'state_id',
  'city_id',
  'latitude',
  'longitude',
  'highway',
  'parking_capacity',
  'beds',
  'amenities',
  'open_24x7',
  'opening_hours',
  'contact_name',
  'contact_phone',
  'status',
];
const POLICE_FIELDS = [
  'station_name',
  'officer',
  'phone_numbers',
  'state_id',
  'city_id',
  'address',
  'resting_point_ids',
];

interface Section {
  name: string;
  /** As the 409 message calls it. */
  what: string;
  /** Who changes the record "in the background" (sub admins may not touch sub admins). */
  other: Who;
  otherName: string;
  id: (record: Rec) => number;
  /** A record made for the test through the API (or a seeded one where nothing can be added). */
  create: () => Promise<Rec>;
  read: (id: number) => Promise<Rec>;
  /** The record as a list answers it. */
  listed: (record: Rec) => Promise<Rec | undefined>;
  editPath: string;
  /** The spec's edit body (no version), with the edited text field set to `text`. */
  editBody: (record: Rec, text: string) => Record<string, unknown>;
  /** The edited text field. */
  field: string;
  deletePath?: string;
  deleteBody?: (id: number) => object;
}

const SECTIONS: Section[] = [
  {
    name: 'companies',
    what: 'company',
    other: 'subAdmin',
    otherName: 'Vikram Singh',
    id: (r) => r.company_id as number,
    create: () => ok('/company_add', { company_name: 'Versioned Carriers' }),
    read: async (id) => {
      const res = await ctx.api.get('/company_list').set(bearer(tokens.admin)).expect(200);
      return res.body.body.find((row) => row.company_id === id)!;
    },
    listed: async (r) => SECTIONS[0]!.read(r.company_id as number),
    editPath: '/company_edit',
    editBody: (r, text) => ({ company_id: r.company_id, company_name: `Carriers ${text}` }),
    field: 'company_name',
    deletePath: '/company_delete',
    deleteBody: (id) => ({ company_id: id }),
  },
  {
    name: 'states',
    what: 'state',
    other: 'subAdmin',
    otherName: 'Vikram Singh',
    id: (r) => r.id as number,
    create: () => ok('/state_add', { name: 'Versionland', code: 'VVV', status: 'active' }),
    read: (id) => ok('/state_detail', { id }),
    listed: async (r) => {
      const res = await ctx.api
        .get('/state_list')
        .query({ search: r.code as string })
        .set(bearer(tokens.admin))
        .expect(200);
      return res.body.body.find((row: Rec) => row.id === r.id);
    },
    editPath: '/state_edit',
    editBody: (r, text) => ({ id: r.id, name: `State ${text}`, code: r.code, status: r.status }),
    field: 'name',
    deletePath: '/state_delete',
    deleteBody: (id) => ({ id }),
  },
  {
    name: 'cities',
    what: 'city',
    other: 'subAdmin',
    otherName: 'Vikram Singh',
    id: (r) => r.id as number,
    create: () => ok('/city_add', { name: 'Versionpur', state_id: 1, status: 'active' }),
    read: (id) => ok('/city_detail', { id }),
    listed: async (r) => {
      const res = await ctx.api
        .get('/city_list')
        .query({ search: r.name as string, limit: 100 })
        .set(bearer(tokens.admin))
        .expect(200);
      return res.body.body.find((row: Rec) => row.id === r.id);
    },
    editPath: '/city_edit',
    editBody: (r, text) => ({
      id: r.id,
      name: `City ${text}`,
      state_id: r.state_id,
      status: r.status,
    }),
    field: 'name',
    deletePath: '/city_delete',
    deleteBody: (id) => ({ id }),
  },
  {
    name: 'resting points',
    what: 'resting point',
    other: 'subAdmin',
    otherName: 'Vikram Singh',
    id: (r) => r.id as number,
    create: async () => {
      const seeded = await ok('/resting_point_detail', { id: 1 });
      return ok('/resting_point_add', { ...pick(seeded, POINT_FIELDS), name: 'Versioned Dhaba' });
    },
    read: async (id) => {
      // The detail also tells who is there and the latest check-ins: the record is the rest.
      const {
        checked_in_count: _count,
        checked_in_now: _now,
        recent_checkins: _recent,
        ...point
      } = await ok('/resting_point_detail', { id });
      return point;
    },
    listed: async (r) => {
      const res = await ctx.api
        .get('/resting_point_list')
        .query({ search: r.name as string, limit: 100 })
        .set(bearer(tokens.admin))
        .expect(200);
      return res.body.body.find((row: Rec) => row.id === r.id);
    },
    editPath: '/resting_point_edit',
    editBody: (r, text) => ({ id: r.id, ...pick(r, POINT_FIELDS), name: `Point ${text}` }),
    field: 'name',
    deletePath: '/resting_point_delete',
    deleteBody: (id) => ({ id }),
  },
  {
    name: 'police contacts',
    what: 'police contact',
    other: 'subAdmin',
    otherName: 'Vikram Singh',
    id: (r) => r.id as number,
    create: async () => {
      const seeded = await ok('/police_detail', { id: 1 });
      return ok('/police_add', {
        ...pick(seeded, POLICE_FIELDS),
        station_name: 'Versioned Chowki',
      });
    },
    read: (id) => ok('/police_detail', { id }),
    listed: async (r) => {
      const res = await ctx.api
        .get('/police_list')
        .query({ search: r.station_name as string, limit: 100 })
        .set(bearer(tokens.admin))
        .expect(200);
      return res.body.body.find((row: Rec) => row.id === r.id);
    },
    editPath: '/police_edit',
    editBody: (r, text) => ({
      id: r.id,
      ...pick(r, POLICE_FIELDS),
      station_name: `Chowki ${text}`,
    }),
    field: 'station_name',
    deletePath: '/police_delete',
    deleteBody: (id) => ({ id }),
  },
  {
    name: 'CMS pages',
    what: 'page',
    other: 'subAdmin',
    otherName: 'Vikram Singh',
    id: (r) => r.id as number,
    // Pages cannot be added or deleted: the seeded FAQ (never changed since seeding: version 1).
    create: () => ok('/cms_detail', { slug: 'faq' }),
    read: (id) => ok('/cms_detail', { id }),
    listed: async (r) => {
      const res = await ctx.api.get('/cms_list').set(bearer(tokens.admin)).expect(200);
      return res.body.body.find((row: Rec) => row.id === r.id);
    },
    editPath: '/cms_edit',
    editBody: (r, text) => ({ id: r.id, title: `FAQ ${text}`, content: r.content }),
    field: 'title',
  },
  {
    name: 'sub admins',
    what: 'sub admin',
    other: 'admin',
    otherName: 'Asha Menon',
    id: (r) => r.id as number,
    create: () =>
      ok('/sub_admin_add', {
        full_name: 'Versha Iyer',
        email: 'versha@example.in',
        password: 'long enough 1',
      }),
    read: (id) => ok('/sub_admin_detail', { id }),
    listed: async (r) => {
      const res = await ctx.api
        .get('/sub_admin_list')
        .query({ search: r.email as string })
        .set(bearer(tokens.admin))
        .expect(200);
      return res.body.body.find((row: Rec) => row.id === r.id);
    },
    editPath: '/sub_admin_edit',
    editBody: (r, text) => ({ id: r.id, full_name: `Versha ${text}`, email: r.email }),
    field: 'full_name',
    deletePath: '/sub_admin_delete',
    deleteBody: (id) => ({ id }),
  },
];

const STALE_MESSAGE = (what: string, who: string) =>
  new RegExp(
    `^This ${what} was changed by ${who} at \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} IST after you opened it\\. Load the latest version and apply your changes again\\.$`,
  );

describe.each(SECTIONS)('$name', (section) => {
  const edit = (body: object, who: Who = 'admin') => post(section.editPath, body, who);
  /** The sub admin section's other editor is the admin; a sub admin may not edit sub admins. */
  const me: Who = 'admin';

  it('answers version and updated_by everywhere the record is answered, one version per change', async () => {
    const created = await section.create();
    const id = section.id(created);
    expect(created.version).toBe(1);
    expect(await section.read(id)).toMatchObject({ version: 1 });
    expect(await section.listed(created)).toMatchObject({ version: 1 });

    const saved = await edit({ ...section.editBody(created, 'one'), version: 1 }, section.other);
    expectStatus(saved, 200);
    expect(saved.body.body).toMatchObject({ version: 2, updated_by: section.otherName });
    expect(Date.parse(saved.body.body.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await edit(section.editBody(saved.body.body, 'two'));
    expect(again.body.body).toMatchObject({ version: 3, updated_by: 'Asha Menon' });
    expect(await section.read(id)).toMatchObject({
      version: 3,
      [section.field]: again.body.body[section.field],
    });
    expect(await section.listed(again.body.body)).toMatchObject({
      version: 3,
      updated_by: 'Asha Menon',
    });
  });

  it('refuses an edit based on an old version with 409, who and when, and the current record', async () => {
    const opened = await section.create();
    const id = section.id(opened);
    const theirs = await edit(
      { ...section.editBody(opened, 'theirs'), version: opened.version },
      section.other,
    );
    expectStatus(theirs, 200);

    const mine = await edit({ ...section.editBody(opened, 'mine'), version: opened.version }, me);
    expectStatus(mine, 409);
    expect(mine.body.success).toBe(false);
    expect(mine.body.message).toMatch(STALE_MESSAGE(section.what, section.otherName));
    expect(mine.body.errors).toMatchObject([{ field: 'version', message: mine.body.message }]);
    const now = await section.read(id);
    expect(mine.body.body).toEqual(now);
    expect(now[section.field]).toBe(theirs.body.body[section.field]);
    expect(now.version).toBe(opened.version + 1);

    // With the version the 409 answered, the same change goes through.
    const retry = await edit({ ...section.editBody(opened, 'mine'), version: now.version }, me);
    expectStatus(retry, 200);
    expect(retry.body.body.version).toBe(opened.version + 2);
  });

  it('refuses a version that never existed', async () => {
    const opened = await section.create();
    const res = await edit({ ...section.editBody(opened, 'future'), version: opened.version + 5 });
    expectStatus(res, 409);
    expect(res.body.message).toMatch(
      /has no version \d+; its latest is version \d+\. Load the latest/,
    );
    expect((await section.read(section.id(opened))).version).toBe(opened.version);
  });

  it('applies an edit without a version, as before', async () => {
    const opened = await section.create();
    await edit(section.editBody(opened, 'first'), section.other).expect(200);
    const res = await edit(section.editBody(opened, 'blind'));
    expectStatus(res, 200);
    expect(res.body.body).toMatchObject({ version: opened.version + 2 });
    expect((await section.read(section.id(opened)))[section.field]).toBe(
      res.body.body[section.field],
    );
  });

  it('answers 404 for a missing record, with or without a version', async () => {
    const opened = await section.create();
    const body = { ...section.editBody(opened, 'ghost') };
    const idKey = section.name === 'companies' ? 'company_id' : 'id';
    for (const extra of [{}, { version: 1 }]) {
      const res = await edit({ ...body, [idKey]: 99_999, ...extra });
      expectStatus(res, 404);
      expect(res.body).toMatchObject({ success: false, body: null });
    }
  });

  if (section.deletePath) {
    it('answers 404 for a deleted record, with or without a version', async () => {
      const opened = await section.create();
      await post(section.deletePath!, section.deleteBody!(section.id(opened))).expect(200);
      for (const extra of [{}, { version: opened.version }]) {
        const res = await edit({ ...section.editBody(opened, 'late'), ...extra });
        expectStatus(res, 404);
      }
    });
  }

  it('lets exactly one of 200 concurrent edits with the same version through', async () => {
    const opened = await section.create();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        edit({ ...section.editBody(opened, `racer ${i}`), version: opened.version }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const winner = answers.find((res) => res.status === 200)!;
    const now = await section.read(section.id(opened));
    expect(now.version).toBe(opened.version + 1);
    expect(now[section.field]).toBe(winner.body.body[section.field]);
  });
});

describe('races the version cannot see', () => {
  it('answers 404, not "updated", to a sub admin edit that loses a race with its delete', async () => {
    const admin = await ok('/sub_admin_add', {
      full_name: 'Racing Rao',
      email: 'racing@example.in',
      password: 'long enough 1',
    });
    // The delete lands while the edit is hashing its new password: the edit's hash sends the
    // delete and only hashes once the delete has answered, so the order never depends on how
    // busy the machine is.
    let deleted: Awaited<ReturnType<typeof post>> | undefined;
    const { passwords } = ctx.app;
    const hash = passwords.hash.bind(passwords);
    jest.spyOn(passwords, 'hash').mockImplementationOnce(async (password) => {
      deleted = await post('/sub_admin_delete', { id: admin.id });
      return hash(password);
    });
    const edited = await post('/sub_admin_edit', {
      id: admin.id,
      full_name: 'Racing Rao',
      email: 'racing@example.in',
      password: 'another long one',
    });
    expect(deleted?.status).toBe(200);
    expectStatus(edited, 404);
    expect(ctx.app.store.admins.findById(admin.id as number)).toBeUndefined();
  });

  it('lets one of 50 concurrent password resets with the same version through', async () => {
    const admin = await ok('/sub_admin_add', {
      full_name: 'Reset Rao',
      email: 'reset@example.in',
      password: 'long enough 1',
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/sub_admin_edit', {
          id: admin.id,
          full_name: `Reset Rao ${i}`,
          email: 'reset@example.in',
          password: `new password ${i}`,
          version: admin.version,
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(49);
  });

  it('gives the police contacts covering a deleted resting point a new version', async () => {
    const point = await ok('/resting_point_add', {
      ...pick(await ok('/resting_point_detail', { id: 1 }), POINT_FIELDS),
      name: 'Soon Gone Dhaba',
    });
    const seeded = await ok('/police_detail', { id: 1 });
    const contact = await ok('/police_edit', {
      ...pick(seeded, POLICE_FIELDS),
      id: seeded.id,
      state_id: point.state_id,
      city_id: point.city_id,
      resting_point_ids: [point.id],
      version: seeded.version,
    });
    await post('/resting_point_delete', { id: point.id }, 'subAdmin').expect(200);
    const now = await ok('/police_detail', { id: contact.id });
    expect(now).toMatchObject({
      resting_point_ids: [],
      version: contact.version + 1,
      updated_by: 'Vikram Singh',
    });
    const stale = await post('/police_edit', {
      ...pick(contact, POLICE_FIELDS),
      id: contact.id,
      version: contact.version,
    });
    expectStatus(stale, 409);
    expect(stale.body.body).toMatchObject({ resting_point_ids: [] });
  });

  it('counts a status change as a change of the sub admin', async () => {
    const admin = await ok('/sub_admin_add', {
      full_name: 'Status Rao',
      email: 'status@example.in',
      password: 'long enough 1',
    });
    const disabled = await ok('/sub_admin_status_update', { id: admin.id, status: 'disabled' });
    expect(disabled).toMatchObject({ version: 2, status: 'disabled', updated_by: 'Asha Menon' });
    const stale = await post('/sub_admin_edit', {
      id: admin.id,
      full_name: 'Status Rao',
      email: 'status@example.in',
      version: 1,
    });
    expectStatus(stale, 409);
    expect(stale.body.body).toMatchObject({ status: 'disabled', version: 2 });
  });
});
