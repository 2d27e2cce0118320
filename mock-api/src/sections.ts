import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { PermissionNeed } from './auth.js';
import { errorResponses, type ErrorStatus } from './http/schemas.js';
import { closedQuery, refuseUndeclaredBody } from './http/validation.js';
import { sectionWords, type Access, type PermissionSection } from './manifest.js';
import {
  IDEMPOTENCY_NOTE,
  IdempotencyHeaders,
  replayedHeaderSchema,
} from './plugins/idempotency.js';

/**
 * A section of the API (states, sub admins, ...) is one object: its OpenAPI tag, who may call it,
 * its named schemas and its routes. A section of the manifest (manifest.ts) takes its tag name,
 * access and permission from there (`declaredSection`). app.ts registers the list in
 * routes/index.ts.
 */

export type { Access };

export interface Section {
  /** The OpenAPI tag of every route of the section; its name also names the section. */
  tag: { name: string; description: string };
  /** What every route of the section requires, unless the route says otherwise (`config.access`). */
  access: Access;
  /**
   * The permission section (permissions.ts) its routes belong to. Then every route must declare
   * `config.permission` ('read', 'write' or 'open'), or the app refuses to start.
   */
  permission?: PermissionSection;
  /** Schemas with an `$id`, registered at the root so that they become OpenAPI components. */
  schemas?: readonly TSchema[];
  routes: FastifyPluginAsyncTypebox;
}

/**
 * What a route of a section with a `permission` needs of it: `read` (lists, details, export links
 * and downloads), `write` (add, edit, delete, status, publish, bulk actions), or `open`: any
 * signed-in account may, whatever its permissions (the place pickers of dropdowns).
 */
const ROUTE_PERMISSIONS = ['read', 'write', 'open'] as const;
type RoutePermission = (typeof ROUTE_PERMISSIONS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the section's access for this one route (e.g. sign-in in the auth section). */
    access?: Access;
    /**
     * In a section with a `permission`: what the route needs of it (required there). `write`
     * also marks a change in a section without one (sub admins, broadcasts): every change counts
     * against the account's write limit.
     */
    permission?: RoutePermission;
    /**
     * The route changes something, so it takes an `Idempotency-Key` (plugins/idempotency.ts).
     * `permission: 'write'` implies it; routes of sections without permissions (sub admins,
     * broadcasts, your own password) say so themselves.
     */
    changes?: boolean;
  }
}

/** Starts the description of every admin-only operation. */
export const ADMIN_ONLY_NOTE = 'Administrators only (role 1); a sub admin gets 403.';

/** OpenAPI extension carrying a route's access, per operation and per tag. */
export const ACCESS_EXTENSION = 'x-access';

/**
 * OpenAPI extension carrying the section permission a route needs, `{ section, level }`, on each
 * operation that needs one (and the section's name on its tag). Operations without it are open to
 * every account their `x-access` admits.
 */
export const PERMISSION_EXTENSION = 'x-permission';

/**
 * Added to the description of every operation that needs a section permission. A public one (an
 * export download, only ever read) checks the account its token was issued to.
 */
export function permissionNote({ section, level }: PermissionNeed, access: Access): string {
  const words = sectionWords(section);
  if (access === 'public') {
    return `The account the token was issued to must still have read access to ${words} (\`x-permission\`): 403 otherwise.`;
  }
  return level === 'read'
    ? `Needs read access to ${words} (\`x-permission\`): a sub admin without it gets 403.`
    : `Needs read-write access to ${words} (\`x-permission\`): a sub admin with read-only or no access gets 403.`;
}

const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The route's access: its own override, else the section's. */
export function routeAccess(section: Section, route: Pick<RouteOptions, 'config'>): Access {
  return (route.config as { access?: Access } | undefined)?.access ?? section.access;
}

type RouteShape = Pick<RouteOptions, 'config' | 'method' | 'url'>;

/**
 * The section permission the route needs, or null (a section without one, or an `open` route).
 * Throws for a route of a permissioned section that does not say, so none is left untagged.
 */
export function routePermission(section: Section, route: RouteShape): PermissionNeed | null {
  if (!section.permission) return null;
  const level = (route.config as { permission?: unknown } | undefined)?.permission;
  if (!ROUTE_PERMISSIONS.some((known) => known === level)) {
    const method = [route.method].flat().join(',');
    throw new Error(
      `${method} ${route.url} (section ${section.tag.name}) must declare config.permission: 'read', 'write' or 'open'`,
    );
  }
  return level === 'open'
    ? null
    : { section: section.permission, level: level as 'read' | 'write' };
}

/**
 * Whether the route changes something: `permission: 'write'`, or `changes: true` where the section
 * has no permissions. Throws for a route that says it changes something but only needs read.
 */
export function routeChanges(route: RouteShape, need: PermissionNeed | null): boolean {
  const config = route.config as { changes?: unknown; permission?: unknown } | undefined;
  if (config?.changes === true && (config.permission === 'read' || config.permission === 'open')) {
    const method = [route.method].flat().join(',');
    throw new Error(
      `${method} ${route.url} declares changes but permission '${config.permission}'`,
    );
  }
  return need?.level === 'write' || config?.changes === true;
}

/** Statuses a repeated Idempotency-Key cannot replay: the request never reached the handler. */
const NEVER_REPLAYED = new Set(['401', '422', '429', '500']);

/**
 * The OpenAPI side of a changing route: the `Idempotency-Key` header, its 409 and 422, and
 * `Idempotent-Replayed` on every answer a repeat may replay.
 */
function idempotentSchema(schema: Record<string, unknown>) {
  const response = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
  const answers = { ...errorResponses(409), ...response, ...errorResponses(422) };
  const headers = schema.headers as { properties?: Record<string, unknown> } | undefined;
  return {
    headers: {
      ...IdempotencyHeaders,
      properties: { ...IdempotencyHeaders.properties, ...headers?.properties },
    },
    response: Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [
        status,
        NEVER_REPLAYED.has(status) ? answer : { ...answer, headers: replayedHeaderSchema },
      ]),
    ),
  };
}

/**
 * onRequest hooks enforcing an access level: authentication first (401), then the role or the
 * section permission (403). A public route's permission is its handler's to check (an export
 * download checks the account that asked for the link).
 */
function guards(app: FastifyInstance, access: Access, need: PermissionNeed | null) {
  const hooks: onRequestHookHandler[] = [];
  if (access === 'public') return hooks;
  hooks.push(app.authenticate);
  if (access === 'admin') hooks.push(app.requireAdmin);
  if (need) hooks.push(app.requirePermission);
  return hooks;
}

/** Request parts a route can declare a schema for: a request that breaks one answers 400. */
const VALIDATED_PARTS = ['body', 'querystring', 'params', 'headers'];

/**
 * The error answers a route can give whatever its handler does: 400 when it validates a part of
 * the request or reads a body (Fastify parses the JSON of every method but GET and HEAD, so a
 * body-less POST still answers 400 to broken JSON, 413 to a too large body and 415 to another
 * Content-Type), 401 behind sign-in, 403 for an administrators-only or permissioned route, and
 * 500.
 */
function inevitableErrors(
  access: Access,
  need: PermissionNeed | null,
  methods: readonly string[],
  schema: Record<string, unknown>,
): ErrorStatus[] {
  const readsBody = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  const validates = VALIDATED_PARTS.some((part) => schema[part] !== undefined);
  return [
    ...(readsBody || validates ? ([400] as const) : []),
    ...(access !== 'public' ? ([401] as const) : []),
    ...(access === 'admin' || need ? ([403] as const) : []),
    ...(readsBody ? ([413, 415] as const) : []),
    500,
  ];
}

/**
 * A stable operationId from the path, as the API names its operations: `/state_list` →
 * `state_list`, `/auth/me` → `auth_me`, `/uploads/avatars/:file` → `uploads_avatars_file`.
 * @fastify/swagger leaves HEAD twins out of the document (and would suffix their id `-head`).
 */
export function operationIdOf(url: string): string {
  return url
    .replace(/^\/+/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_+$/, '');
}

/**
 * The OpenAPI side of a route: its operationId, bearer security (`security: []` for a public
 * one), `x-access`, `x-permission`, the admin-only or permission note, and every error answer
 * it can give (see `inevitableErrors`) that its own schema leaves out.
 */
function documented(
  access: Access,
  need: PermissionNeed | null,
  openIn: PermissionSection | undefined,
  changes: boolean,
  route: Pick<RouteOptions, 'method' | 'url'>,
  original: Record<string, unknown>,
) {
  const schema = changes ? { ...original, ...idempotentSchema(original) } : original;
  const notes = [
    access === 'admin' ? ADMIN_ONLY_NOTE : undefined,
    need ? permissionNote(need, access) : undefined,
    openIn && !need
      ? `Any signed-in account, whatever its access to ${sectionWords(openIn)}.`
      : undefined,
    schema.description as string | undefined,
    changes ? IDEMPOTENCY_NOTE : undefined,
  ].filter(Boolean);
  const response = schema.response as Record<string, unknown> | undefined;
  const missing = inevitableErrors(access, need, [route.method].flat(), schema).filter(
    (status) => response?.[status] === undefined,
  );
  return {
    ...(changes ? { headers: schema.headers } : {}),
    operationId: (schema.operationId as string | undefined) ?? operationIdOf(route.url),
    security: access === 'public' ? [] : BEARER_SECURITY,
    [ACCESS_EXTENSION]: access,
    ...(need ? { [PERMISSION_EXTENSION]: need } : {}),
    ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    ...(response ? { response: { ...errorResponses(...missing), ...response } } : {}),
  };
}

/** The schema with the 429 of the per-account write limit among its answers. */
function withWriteLimit(schema: Record<string, unknown>) {
  const response = schema.response as Record<string, unknown> | undefined;
  return response && !response['429']
    ? { ...schema, response: { ...response, 429: errorResponses(429)[429] } }
    : schema;
}

/**
 * A plugin registering the section's routes in a scope of their own. The scope's onRoute hook
 * gives every route the section's tag and puts the guards of its access level before the route's
 * own onRequest hooks (such as throttling), so no route declares authentication itself; it also
 * closes every route's query (and a POST without a body schema refuses a body), so a field an
 * operation does not declare is a 400 everywhere.
 */
export function sectionPlugin(section: Section) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      const access = routeAccess(section, route);
      const need = routePermission(section, route);
      const changes = routeChanges(route, need);
      const own = route.onRequest ? [route.onRequest].flat() : [];
      const limits = changes ? [scope.throttle.writePerAccount] : [];
      const hooks = [...guards(scope, access, need), ...limits, ...own];
      if (hooks.length > 0) route.onRequest = hooks;
      // For requirePermission (and a public route's own check), as request.routeOptions.config.
      if (need) route.config = { ...route.config, requires: need };
      // For the idempotency plugin, as request.routeOptions.config.changes.
      if (changes) route.config = { ...route.config, changes: true };
      // A new object: a GET's HEAD twin starts again from the same original schema.
      const declared = (route.schema ?? {}) as Record<string, unknown>;
      // Closed before it is documented: a parameter the route does not declare is a 400 too.
      const schema: Record<string, unknown> = {
        ...declared,
        querystring: closedQuery(declared.querystring),
      };
      route.schema = {
        tags: [section.tag.name],
        ...schema,
        ...documented(access, need, section.permission, changes, route, schema),
      };
      if (schema.body === undefined && [route.method].flat().includes('POST')) {
        route.preValidation = [refuseUndeclaredBody, ...[route.preValidation ?? []].flat()];
      }
      if (changes) route.schema = withWriteLimit(route.schema as Record<string, unknown>);
    });
    await scope.register(section.routes);
  };
}

/** Adds every section's named schemas to the root, so that they become OpenAPI components. */
export function addSectionSchemas(app: FastifyInstance, sections: readonly Section[]): void {
  for (const section of sections) for (const schema of section.schemas ?? []) app.addSchema(schema);
}

/** The OpenAPI tags, in section order, each with the section's access (and permission section). */
export function sectionTags(sections: readonly Section[]) {
  return sections.map(({ tag, access, permission }) => ({
    ...tag,
    [ACCESS_EXTENSION]: access,
    ...(permission ? { [PERMISSION_EXTENSION]: permission } : {}),
  }));
}
