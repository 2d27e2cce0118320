import { expectStatus } from './answers.js';
import { signedPhotoUrl } from '../src/http/photo-urls.js';
import Fastify from 'fastify';
import { issueSession, type PermissionNeed } from '../src/auth.js';
import {
  PERMISSION_SECTIONS,
  permissionRefusal,
  type PermissionLevel,
  type PermissionSection,
} from '../src/permissions.js';
import {
  ACCESS_EXTENSION,
  PERMISSION_EXTENSION,
  sectionPlugin,
  type Access,
} from '../src/sections.js';
import { SUB_ADMIN_ROLE } from '../src/store/index.js';
import { ADMIN, bearer, expectError, login, useSeededApp } from './helpers.js';

/**
 * Per-section permissions, proved over every operation of the OpenAPI document (so a new route is
 * covered as soon as it exists): each operation of a permissioned section declares the section
 * and level it needs (`x-permission`), and a sub admin gets exactly what its permission for that
 * section allows, whatever it may do elsewhere. Administrators pass everything; the
 * administrators-only sections refuse every sub admin; the few open operations (dashboard, place
 * pickers, own account) refuse nobody signed in.
 */

// Every operation with every account: the write limit has a test of its own (throttle.test.ts).
const ctx = useSeededApp({ writeLimitPerAccount: { max: 0, windowSeconds: 60 } });

const ADMIN_ONLY_MESSAGE = 'Only administrators can do this';

/** Signed-in operations every account may call, whatever its section permissions. */
const OPEN_SIGNED_IN = [
  'GET /adminProfile',
  'GET /auth/me',
  'POST /auth/logout',
  'POST /change_admin_password',
  'GET /dashboard_count',
  'GET /dashboard_trends',
  'GET /dashboard_activity',
  'GET /state_list_all',
  'GET /city_list_all',
  'GET /resting_point_list_all',
  'GET /vehicle_type_list_all',
  // The account's own sessions.
  'GET /admin_session_list',
  'POST /admin_session_end',
  // The account's own colour mode and language.
  'POST /admin_preferences_update',
  // A record's history: which section's permission it needs depends on the record asked for, so
  // the handler checks it (activity.test.ts proves the 403s).
  'GET /activity_record_list',
];

interface Operation {
  /** "METHOD /path" as the document names it. */
  name: string;
  method: 'GET' | 'POST';
  /** The path with its `{params}` filled in. */
  url: string;
  access: Access;
  need: PermissionNeed | undefined;
}

type DocOperation = {
  [ACCESS_EXTENSION]: Access;
  [PERMISSION_EXTENSION]?: PermissionNeed;
  description?: string;
  responses: Record<string, unknown>;
  tags: string[];
};
interface Document {
  paths: Record<string, Record<string, DocOperation>>;
  tags: { name: string; [PERMISSION_EXTENSION]?: PermissionSection }[];
}

let doc: Document;
let operations: Operation[];

beforeAll(async () => {
  doc = (await ctx.api.get('/docs/json').expect(200)).body as Document;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as 'GET' | 'POST',
      url: path.replace(/\{[A-Za-z_]+\}/g, '1'),
      access: operation[ACCESS_EXTENSION],
      need: operation[PERMISSION_EXTENSION],
    })),
  );
});

/** Operations a sub admin's section permission decides, reached with a bearer token. */
const guarded = () => operations.filter((op) => op.need && op.access === 'signed-in');
/** Export downloads: public (the token is the credential), checked against the link's account. */
const downloads = () => operations.filter((op) => op.need && op.access === 'public');

const opposite = (level: PermissionLevel): PermissionLevel =>
  level === 'write' ? 'none' : 'write';

/**
 * A sub admin made directly in the store, with `level` for `section` and the opposite everywhere
 * else (so a pass or a refusal can only come from that section's own setting); its id.
 */
function subAdmin(section: PermissionSection | null, level: PermissionLevel): number {
  const sections = Object.fromEntries(
    PERMISSION_SECTIONS.map((s) => [
      s,
      section === null || s === section ? level : opposite(level),
    ]),
  ) as Record<PermissionSection, PermissionLevel>;
  const account = ctx.app.store.admins.create({
    role: SUB_ADMIN_ROLE,
    first_name: 'Perm',
    last_name: `${section ?? 'all'} ${level}`,
    email: `perm-${section ?? 'all'}-${level}-${Math.random().toString(36).slice(2)}@example.com`,
    mobile: null,
    image_url: null,
    status: 'active',
    password_hash: 'scrypt$unused$unused', // never signs in: its sessions are made directly
    permissions: { sections, reveal: false },
  });
  return account.id;
}

/** A fresh session of the account (so a sign-out in the table ends no other call's session). */
const tokenOf = (userId: number) => issueSession(ctx.app.store, userId, 3600).token;

function call(op: Operation, token: string) {
  // A driver's photo is asked for by the signed URL the API hands out with the row.
  const url = op.url.startsWith('/uploads/drivers/')
    ? `/${signedPhotoUrl(op.url.slice(1))}`
    : op.url;
  const request = op.method === 'GET' ? ctx.api.get(url) : ctx.api.post(url).send({});
  return request.set(bearer(token));
}

const refusal = (need: PermissionNeed, level: PermissionLevel): string | null => {
  if (level === 'none') return permissionRefusal(need.section, 'read');
  if (level === 'read' && need.level === 'write') return permissionRefusal(need.section, 'write');
  return null;
};

/** Every mismatch between what an operation answered and what the level should give. */
async function mismatches(op: Operation, level: PermissionLevel): Promise<string[]> {
  const need = op.need!;
  const res = await call(op, tokenOf(subAdmin(need.section, level)));
  const expected = refusal(need, level);
  if (expected === null) {
    return res.status === 403 || res.status === 401
      ? [`${op.name} (${level}) → ${res.status}`]
      : [];
  }
  return res.status === 403 && res.body?.message === expected
    ? []
    : [`${op.name} (${level}) → ${res.status} ${String(res.body?.message)}, not "${expected}"`];
}

describe('the operations of the document', () => {
  it('each declare a permission in every permissioned section, except the open ones', () => {
    const permissioned = new Map(
      doc.tags.flatMap((tag) =>
        tag[PERMISSION_EXTENSION] ? [[tag.name, tag[PERMISSION_EXTENSION]]] : [],
      ),
    );
    expect([...new Set(permissioned.values())].sort()).toEqual([...PERMISSION_SECTIONS].sort());
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        const section = permissioned.get(operation.tags[0]!);
        const need = operation[PERMISSION_EXTENSION];
        if (section && need?.section !== section && !OPEN_SIGNED_IN.includes(name)) {
          wrong.push(`${name}: ${JSON.stringify(need)}`);
        }
        if (!section && need) wrong.push(`${name} needs ${need.section} outside its section`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('name reads and writes as the console uses them (lists, details, exports, reveals read; changes write)', () => {
    const wrong = guarded()
      .concat(downloads())
      .filter((op) => {
        const reads = /_(list|list_all|detail|detail_view|export|export_link|reveal)$/.test(op.url);
        return (op.need!.level === 'read') !== reads;
      })
      .map((op) => `${op.name}: ${op.need!.level}`);
    expect(wrong).toEqual([]);
    expect(guarded().length).toBeGreaterThan(40);
    expect(
      downloads()
        .map((op) => op.name)
        .sort(),
    ).toEqual([
      'GET /checkin_detail_export',
      'GET /company_export',
      'GET /resting_point_export',
      'GET /users_export',
      'GET /vehicle_type_export',
    ]);
  });

  it('document the permission: the note in the description and the 403 answer', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const need = operation[PERMISSION_EXTENSION];
        if (!need) continue;
        const level = need.level === 'read' ? 'read access' : 'read-write access';
        if (!operation.description?.includes(level) || !operation.responses['403']) {
          wrong.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leave open exactly the dashboard, the place pickers and the own account', () => {
    const open = operations
      .filter((op) => op.access === 'signed-in' && !op.need)
      .map((op) => op.name);
    expect(open.sort()).toEqual([...OPEN_SIGNED_IN].sort());
  });
});

describe('a sub admin', () => {
  it('without access to a section is refused all its operations, with "may not view"', async () => {
    const wrong: string[] = [];
    for (const op of guarded()) wrong.push(...(await mismatches(op, 'none')));
    expect(wrong).toEqual([]);
  });

  it('with read-only access may read the section and is refused its changes, with "may not change"', async () => {
    const wrong: string[] = [];
    for (const op of guarded()) wrong.push(...(await mismatches(op, 'read')));
    expect(wrong).toEqual([]);
  });

  it('with read-write access may call every operation of the section', async () => {
    const wrong: string[] = [];
    for (const op of guarded()) wrong.push(...(await mismatches(op, 'write')));
    expect(wrong).toEqual([]);
  });

  it('is refused every administrators-only operation, whatever its permissions', async () => {
    const adminOnly = operations.filter((op) => op.access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const level of ['none', 'read', 'write'] as const) {
      const id = subAdmin(null, level);
      for (const op of adminOnly) {
        const res = await call(op, tokenOf(id));
        if (res.status !== 403 || res.body?.message !== ADMIN_ONLY_MESSAGE) {
          wrong.push(`${op.name} (${level}) → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('with no access anywhere still reaches every open operation', async () => {
    const id = subAdmin(null, 'none');
    const open = operations.filter((op) => !op.need && op.access !== 'admin');
    const wrong: string[] = [];
    for (const op of open) {
      const res = await call(op, tokenOf(id));
      if (res.status === 403 || res.status === 401) wrong.push(`${op.name} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['none', 'read', 'write'] as const)(
    'downloads an export only while it may read the section (%s at download time)',
    async (level) => {
      const wrong: string[] = [];
      for (const op of downloads()) {
        const need = op.need!;
        const id = subAdmin(need.section, 'read');
        const link = await ctx.api
          .post(`${op.url}_link`)
          .set(bearer(tokenOf(id)))
          .send({})
          .expect(200);
        ctx.app.store.admins.findById(id)!.permissions.sections[need.section] = level;
        const res = await ctx.api.get(link.body.body.url as string);
        const expected = level === 'none' ? 403 : 200;
        if (res.status !== expected) wrong.push(`${op.name} (${level}) → ${res.status}`);
        if (level === 'none' && res.body?.message !== permissionRefusal(need.section, 'read')) {
          wrong.push(`${op.name}: ${String(res.body?.message)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('an administrator', () => {
  it('passes every operation', async () => {
    const token = await login(ctx.api, ADMIN);
    const session = ctx.app.store.sessions.get(token)!;
    const wrong: string[] = [];
    for (const op of operations) {
      ctx.app.store.sessions.add(session); // POST /auth/logout ends it
      const res = await call(op, token);
      if (res.status === 403 || res.status === 401) wrong.push(`${op.name} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a change of permissions', () => {
  it('applies from the next request of the same session, without signing in again', async () => {
    const id = subAdmin('states', 'write');
    const token = tokenOf(id);
    const sections = ctx.app.store.admins.findById(id)!.permissions.sections;
    const add = (name: string) =>
      ctx.api
        .post('/state_add')
        .set(bearer(token))
        .send({ name, code: name.slice(0, 2).toUpperCase(), status: 'active' });

    await ctx.api.get('/state_list').set(bearer(token)).expect(200);
    expect((await add('Zanskar')).status).toBe(201);

    sections.states = 'read';
    await ctx.api.get('/state_list').set(bearer(token)).expect(200);
    const readOnly = await add('Yelandur');
    expectStatus(readOnly, 403);
    expectError(readOnly.body, 'Your account may not change states');

    sections.states = 'none';
    const hidden = await ctx.api.get('/state_list').set(bearer(token));
    expectStatus(hidden, 403);
    expectError(hidden.body, 'Your account may not view states');

    sections.states = 'write';
    expect((await add('Xandar')).status).toBe(201);
  });

  it('made through the API applies to the sub admin at once', async () => {
    const id = subAdmin('police', 'write');
    const token = tokenOf(id);
    await ctx.api.get('/police_list').set(bearer(token)).expect(200);
    const account = ctx.app.store.admins.findById(id)!;
    const admin = await login(ctx.api, ADMIN);
    const edit = await ctx.api
      .post('/sub_admin_edit')
      .set(bearer(admin))
      .send({
        id,
        full_name: `${account.first_name} ${account.last_name}`,
        email: account.email,
        permissions: {
          sections: { ...account.permissions.sections, police: 'none' },
          reveal: false,
        },
      });
    expectStatus(edit, 200);
    const res = await ctx.api.get('/police_list').set(bearer(token));
    expectStatus(res, 403);
    expectError(res.body, 'Your account may not view the police contact list');
  });
});

describe('a refused change', () => {
  it('changes nothing', async () => {
    const token = tokenOf(subAdmin('cities', 'read'));
    const city = ctx.app.store.cities.all()[0]!;
    const res = await ctx.api.post('/city_delete').set(bearer(token)).send({ id: city.id });
    expectStatus(res, 403);
    expectError(res.body, 'Your account may not change cities');
    expect(ctx.app.store.cities.findById(city.id)).toBeDefined();
  });
});

describe('a route of a permissioned section', () => {
  async function withRoute(config: Record<string, unknown>) {
    const app = Fastify();
    const pass = async () => undefined;
    app
      .decorate('authenticate', pass)
      .decorate('requireAdmin', pass)
      .decorate('requirePermission', pass);
    await app.register(
      sectionPlugin({
        tag: { name: 'trial', description: 'A section for this test' },
        access: 'signed-in',
        permission: 'police',
        routes: async (scope) => {
          scope.get('/trial_list', { config }, async () => null);
        },
      }),
    );
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('that declares no permission stops the app from starting', async () => {
    await expect(withRoute({})).rejects.toThrow(
      "GET /trial_list (section trial) must declare config.permission: 'read', 'write' or 'open'",
    );
  });

  it('that declares one starts', async () => {
    await expect(withRoute({ permission: 'read' })).resolves.toBeUndefined();
  });
});
