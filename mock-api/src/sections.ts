import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { PermissionNeed } from './auth.js';
import { errorResponses } from './http/schemas.js';
import { SECTION_WORDS, type PermissionSection } from './permissions.js';

/**
 * A section of the API (states, sub admins, ...) is one object: its OpenAPI tag, who may call it,
 * its named schemas and its routes. app.ts registers the list in routes/index.ts; nothing else
 * needs editing to add one.
 */

/** Who may call a route: anyone, any signed-in account, or administrators (role 1) only. */
export const ACCESS_LEVELS = ['public', 'signed-in', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

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
  const words = SECTION_WORDS[section];
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

/**
 * The OpenAPI side of the access and permission: bearer security, `x-access`, `x-permission`,
 * the admin-only or permission note, and the 403 answer of a permissioned operation.
 */
function documented(
  access: Access,
  need: PermissionNeed | null,
  openIn: PermissionSection | undefined,
  schema: Record<string, unknown>,
) {
  const notes = [
    access === 'admin' ? ADMIN_ONLY_NOTE : undefined,
    need ? permissionNote(need, access) : undefined,
    openIn && !need
      ? `Any signed-in account, whatever its access to ${SECTION_WORDS[openIn]}.`
      : undefined,
    schema.description as string | undefined,
  ].filter(Boolean);
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    ...(access === 'public' ? {} : { security: BEARER_SECURITY }),
    [ACCESS_EXTENSION]: access,
    ...(need ? { [PERMISSION_EXTENSION]: need } : {}),
    ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    ...(need && response && !response['403']
      ? { response: { ...response, 403: errorResponses(403)[403] } }
      : {}),
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
 * own onRequest hooks (such as throttling), so no route declares authentication itself.
 */
export function sectionPlugin(section: Section) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      const access = routeAccess(section, route);
      const need = routePermission(section, route);
      const own = route.onRequest ? [route.onRequest].flat() : [];
      const writes = route.config?.permission === 'write';
      const limits = writes ? [scope.throttle.writePerAccount] : [];
      const hooks = [...guards(scope, access, need), ...limits, ...own];
      if (hooks.length > 0) route.onRequest = hooks;
      // For requirePermission (and a public route's own check), as request.routeOptions.config.
      if (need) route.config = { ...route.config, requires: need };
      // A new object: a GET's HEAD twin starts again from the same original schema.
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      route.schema = {
        tags: [section.tag.name],
        ...schema,
        ...documented(access, need, section.permission, schema),
      };
      if (writes) route.schema = withWriteLimit(route.schema as Record<string, unknown>);
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
