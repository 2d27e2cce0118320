import { expectStatus } from './answers.js';
import { ACCESS_EXTENSION, type Access } from '../src/sections.js';
import { ADMIN, bearer, expectError, login, SUB_ADMIN, useSeededApp } from './helpers.js';

/**
 * The role rule of the README, proved over every route: a sub admin with the default permissions
 * (read-write everywhere, as a new sub admin) is refused (403) exactly the sub admin, broadcast
 * and activity log calls, and nothing else (changing one's own password is open to both). What
 * narrower permissions refuse is permissions.test.ts's.
 * The API declares it once, as each section's access; the OpenAPI document (and from it the
 * console's generated types) carries it as `x-access` on every operation.
 */

const ctx = useSeededApp();
const ADMIN_ONLY_MESSAGE = 'Only administrators can do this';

const ADMIN_ONLY = [
  'GET /sub_admin_list',
  'POST /sub_admin_detail',
  'POST /sub_admin_add',
  'POST /sub_admin_edit',
  'POST /sub_admin_status_update',
  'POST /sub_admin_delete',
  'POST /sub_admin_approve',
  'POST /sub_admin_reject',
  'POST /sub_admin_export_link',
  'POST /broadcast_audience_count',
  'POST /broadcast_send',
  'GET /broadcast_list',
  'GET /activity_list',
  'POST /activity_export_link',
];

/** Public API routes as "METHOD /path", with `:param`s filled in. */
function apiRoutes(): string[] {
  return ctx.app.registeredRoutes
    .filter((route) => !route.hidden && (route.method === 'GET' || route.method === 'POST'))
    .filter((route) => !route.url.startsWith('/docs') && !route.url.startsWith('/__'))
    .map((route) => `${route.method} ${route.url.replace(/:[A-Za-z_]+/g, '1')}`);
}

function call(route: string, token: string) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const request = method === 'GET' ? ctx.api.get(path) : ctx.api.post(path).send({});
  return request.set(bearer(token));
}

/** "METHOD /path" of every documented operation with its declared access (`:param`s filled in). */
async function declaredAccess(): Promise<Map<string, Access>> {
  const doc = (await ctx.api.get('/docs/json').expect(200)).body as {
    paths: Record<string, Record<string, { [ACCESS_EXTENSION]?: Access }>>;
  };
  const access = new Map<string, Access>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{[A-Za-z_]+\}/g, '1')}`;
      access.set(route, operation[ACCESS_EXTENSION] as Access);
    }
  }
  return access;
}

describe('admin-only calls', () => {
  it('are all registered', () => {
    expect(apiRoutes()).toEqual(expect.arrayContaining(ADMIN_ONLY));
  });

  it('are exactly the ones the API declares admin-only (x-access), and every call declares one', async () => {
    const access = await declaredAccess();
    expect([...access.keys()].sort()).toEqual([...apiRoutes()].sort());
    const declared = [...access].filter(([, level]) => level === 'admin').map(([route]) => route);
    expect(declared.sort()).toEqual([...ADMIN_ONLY].sort());
    expect(new Set(access.values())).toEqual(new Set(['public', 'signed-in', 'admin']));
  });

  it.each(ADMIN_ONLY)('%s answers 401 without a token, before any role check', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const res = await (method === 'GET' ? ctx.api.get(path) : ctx.api.post(path).send({}));
    expectStatus(res, 401);
  });

  it.each(ADMIN_ONLY)('%s answers 403 to a sub admin, with the reason', async (route) => {
    const token = await login(ctx.api, SUB_ADMIN);
    const res = await call(route, token);
    expectStatus(res, 403);
    expectError(res.body, ADMIN_ONLY_MESSAGE);
  });

  it.each(ADMIN_ONLY)('%s lets an administrator through', async (route) => {
    const res = await call(route, await login(ctx.api, ADMIN));
    expect([200, 400]).toContain(res.status); // 400: the empty body this test sends
  });

  it('change nothing when refused', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const before = ctx.app.store.broadcasts.size;
    await ctx.api
      .post('/broadcast_send')
      .set(bearer(token))
      .send({ title: 'T', message: 'M', audience: { all: true }, channels: ['push'] })
      .expect(403);
    await ctx.api.post('/sub_admin_delete').set(bearer(token)).send({ id: 3 }).expect(403);
    expect(ctx.app.store.broadcasts.size).toBe(before);
    expect(ctx.app.store.admins.findById(3)).toBeDefined();
  });
});

describe('every other call', () => {
  it('needs a token exactly when declared signed-in', async () => {
    const access = await declaredAccess();
    const wrong: string[] = [];
    for (const [route, level] of access) {
      if (level === 'admin') continue;
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const res = await (method === 'GET' ? ctx.api.get(path) : ctx.api.post(path).send({}));
      if ((res.status === 401) !== (level === 'signed-in'))
        wrong.push(`${route} (${level}) → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is open to a sub admin with the default permissions (never 403)', async () => {
    const others = apiRoutes().filter(
      (route) =>
        !ADMIN_ONLY.includes(route) &&
        route !== 'POST /auth/logout' &&
        // Refuses an unsigned URL (403) whatever the role; uploads.test.ts covers it.
        !route.startsWith('GET /uploads/drivers/'),
    );
    expect(others.length).toBeGreaterThan(5);
    // A new sub admin: the seeded ones (the demo one) may only read sections added after them.
    const newcomer = { email: 'meera@example.in', password: 'Stop-9-ok' };
    const admin = bearer(await login(ctx.api, ADMIN));
    await ctx.api
      .post('/sub_admin_add')
      .set(admin)
      .send({ ...newcomer, full_name: 'Meera Nair' })
      .expect(201);
    const token = await login(ctx.api, newcomer);
    const refused: string[] = [];
    for (const route of others) {
      const res = await call(route, token);
      if (res.status === 403 || res.status === 401) refused.push(`${route} → ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});
