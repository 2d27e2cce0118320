import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './http/errors.js';
import { generateToken } from './passwords.js';
import type { PasswordHasher } from './plugins/password-hashing.js';
import {
  mayRead,
  refusalFor,
  type PermissionLevel,
  type PermissionSection,
} from './permissions.js';
import { ADMIN_ROLE, type AdminRecord, type Session, type Store } from './store/index.js';

/* ------------------------------------------------------------------ credentials */

/**
 * Looks up by e-mail and checks the password. `undefined` for an unknown e-mail or a wrong
 * password; an unknown e-mail costs a hash too, so both failures take about as long. A seeded
 * account's cheap hash is replaced by one at the configured cost on its first right password
 * (unless its password changed meanwhile).
 */
export async function checkCredentials(
  store: Store,
  passwords: PasswordHasher,
  email: string,
  password: string,
): Promise<AdminRecord | undefined> {
  const admin = store.admins.findByEmail(email);
  if (!admin) {
    await passwords.spendCheck(password);
    return undefined;
  }
  const stored = admin.password_hash;
  const { valid, upgraded } = await passwords.verify(password, stored);
  if (!valid) return undefined;
  if (upgraded && admin.password_hash === stored) {
    store.admins.update(admin.id, { password_hash: upgraded });
  }
  return admin;
}

/* ------------------------------------------------------------------ sessions */

/** The most of a User-Agent header a session keeps: enough to name any real browser. */
const USER_AGENT_KEPT = 300;

export interface SessionOptions {
  /** The sign-in's User-Agent header, to name the browser in the account's session list. */
  userAgent?: string;
  /**
   * The most sessions the account may hold (MOCK_SESSION_LIMIT; 0 or absent: no limit). Past it
   * the oldest end (`SessionStore.replace`), so their tokens get 401 `session_replaced`.
   */
  limit?: number;
  /** The idle timeout: sessions already over it do not count against the limit. */
  idleSeconds?: number;
}

export function issueSession(
  store: Store,
  userId: number,
  ttlSeconds: number,
  { userAgent = '', limit = 0, idleSeconds = Infinity }: SessionOptions = {},
): Session {
  const now = Date.now();
  const session: Session = {
    token: generateToken(),
    id: randomBytes(12).toString('base64url'),
    userId,
    userAgent: userAgent.slice(0, USER_AGENT_KEPT),
    createdAt: now,
    expiresAt: now + Math.round(ttlSeconds * 1000),
    lastUsedAt: now,
  };
  store.sessions.add(session);
  if (limit > 0) {
    const live = store.sessions.ofUser(userId).filter((held) => {
      if (!sessionOver(held, idleSeconds, now)) return true;
      revokeSession(store, held.token);
      return false;
    });
    for (const oldest of live.slice(0, Math.max(0, live.length - limit))) {
      store.sessions.replace(oldest);
    }
  }
  return session;
}

export function revokeSession(store: Store, token: string): void {
  store.sessions.delete(token);
}

/** Ends every session of the user, except `keepToken` if given. */
export function revokeUserSessions(store: Store, userId: number, keepToken?: string): number {
  return store.sessions.deleteWhere(
    (session) => session.userId === userId && session.token !== keepToken,
  );
}

/** Whether the session is past its absolute lifetime or has been idle for `idleSeconds`. */
export function sessionOver(session: Session, idleSeconds: number, now = Date.now()): boolean {
  return session.expiresAt <= now || now - session.lastUsedAt >= idleSeconds * 1000;
}

/* ------------------------------------------------------------------ plugin */

export const AUTH_MESSAGES = {
  required: 'Authentication required',
  expired: 'Your session has expired. Please sign in again.',
  replaced: 'You were signed out because this account signed in elsewhere.',
  disabled: 'This account is disabled. Contact an administrator.',
  pending: "Your account is waiting for an administrator's approval",
  adminOnly: 'Only administrators can do this',
} as const;

export interface AuthContext {
  user: AdminRecord;
  session: Session;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: requires a valid bearer token and sets `request.auth`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Route hook, after `authenticate`: requires role 1. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Route hook, after `authenticate`: requires the section permission the route's config
     * `requires` names (sections.ts sets it from the section and the route's `permission`).
     */
    requirePermission: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The section and level a route needs; set by sectionPlugin, read by `requirePermission`. */
    requires?: PermissionNeed;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** What a route needs of the account's permissions (permissions.ts). */
export interface PermissionNeed {
  section: PermissionSection;
  level: Exclude<PermissionLevel, 'none'>;
}

/**
 * 403 unless `user` may use the section at the level (`Your account may not view …` without read,
 * `… may not change …` with read only). The account is the one read from the store for this
 * request, so a change of permissions applies from the account's next request.
 */
export function ensurePermitted(user: AdminRecord, need: PermissionNeed): void {
  const refusal = refusalFor(user, need.section, need.level);
  if (refusal) {
    const access = mayRead(user, need.section) ? 'change' : 'view';
    throw forbidden(refusal, 'forbidden_section', { section: need.section, access });
  }
}

/** The signed-in account of a route that runs `authenticate`. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.required, 'not_signed_in');
  return request.auth;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i;

/** The 401 of a token that no longer works; `code` lets a client tell it from other 401s. */
const sessionExpired = () => unauthorized(AUTH_MESSAGES.expired, 'session_expired');
/** The 401 of a token whose session ended because its account signed in too many times. */
const sessionReplaced = () => unauthorized(AUTH_MESSAGES.replaced, 'session_replaced');

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.required, 'not_signed_in');

    const { store, config } = app;
    const now = Date.now();
    const session = store.sessions.get(match[1]);
    if (!session) {
      throw store.sessions.wasReplaced(match[1], now) ? sessionReplaced() : sessionExpired();
    }
    if (sessionOver(session, config.idleTimeoutSeconds, now)) {
      revokeSession(store, session.token);
      throw sessionExpired();
    }
    const user = store.admins.findById(session.userId);
    if (!user) {
      revokeSession(store, session.token);
      throw sessionExpired();
    }
    if (user.status !== 'active') {
      revokeUserSessions(store, user.id);
      throw unauthorized(AUTH_MESSAGES.disabled, 'account_disabled');
    }
    session.lastUsedAt = now; // any authenticated call renews the idle timeout
    request.auth = { user, session };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (currentAuth(request).user.role !== ADMIN_ROLE) {
      throw forbidden(AUTH_MESSAGES.adminOnly, 'admin_only');
    }
  });

  app.decorate('requirePermission', async (request: FastifyRequest) => {
    const need = request.routeOptions.config.requires;
    if (need) ensurePermitted(currentAuth(request).user, need);
  });
}

export default fp(authPlugin, { name: 'auth', decorators: { fastify: ['store', 'config'] } });
