import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';

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
  /** Schemas with an `$id`, registered at the root so that they become OpenAPI components. */
  schemas?: readonly TSchema[];
  routes: FastifyPluginAsyncTypebox;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the section's access for this one route (e.g. sign-in in the auth section). */
    access?: Access;
  }
}

/** Starts the description of every admin-only operation. */
export const ADMIN_ONLY_NOTE = 'Administrators only (role 1); a sub admin gets 403.';

/** OpenAPI extension carrying a route's access, per operation and per tag. */
export const ACCESS_EXTENSION = 'x-access';

const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The route's access: its own override, else the section's. */
export function routeAccess(section: Section, route: Pick<RouteOptions, 'config'>): Access {
  return (route.config as { access?: Access } | undefined)?.access ?? section.access;
}

/** onRequest hooks enforcing an access level: authentication first (401), then the role (403). */
function guards(app: FastifyInstance, access: Access): onRequestHookHandler[] {
  if (access === 'public') return [];
  return access === 'admin' ? [app.authenticate, app.requireAdmin] : [app.authenticate];
}

/** The OpenAPI side of the access: bearer security, `x-access`, the admin-only note. */
function documented(access: Access, description: string | undefined) {
  if (access === 'public') return { [ACCESS_EXTENSION]: access };
  const note = access === 'admin' ? ADMIN_ONLY_NOTE : undefined;
  return {
    security: BEARER_SECURITY,
    [ACCESS_EXTENSION]: access,
    ...(note ? { description: description ? `${note} ${description}` : note } : {}),
  };
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
      const own = route.onRequest ? [route.onRequest].flat() : [];
      const hooks = [...guards(scope, access), ...own];
      if (hooks.length > 0) route.onRequest = hooks;
      // A new object: a GET's HEAD twin starts again from the same original schema.
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      route.schema = {
        tags: [section.tag.name],
        ...schema,
        ...documented(access, schema.description as string | undefined),
      };
    });
    await scope.register(section.routes);
  };
}

/** Adds every section's named schemas to the root, so that they become OpenAPI components. */
export function addSectionSchemas(app: FastifyInstance, sections: readonly Section[]): void {
  for (const section of sections) for (const schema of section.schemas ?? []) app.addSchema(schema);
}

/** The OpenAPI tags, in section order, each with the section's access. */
export function sectionTags(sections: readonly Section[]) {
  return sections.map(({ tag, access }) => ({ ...tag, [ACCESS_EXTENSION]: access }));
}
