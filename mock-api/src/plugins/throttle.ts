import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../config.js';
import { HttpError } from '../http/errors.js';

/**
 * Sign-in and register throttling with @fastify/rate-limit (its fixed-window, in-memory store).
 *
 * - POST /adminlogin: every attempt counts against the client address (onRequest, before the body
 *   is read); after validation, the attempt also counts against the e-mail address, and a sign-in
 *   with the right password clears that count, so what it holds is the run of failed attempts.
 * - POST /auth/register: every attempt counts against the client address.
 * - Every request that changes something (a route with `permission: 'write'`) counts against the
 *   signed-in account, so one account cannot keep the server busy with saves.
 *
 * Over a limit the answer is 429 with Retry-After (seconds) and a message saying how long to wait.
 * Windows are fixed (`continueExceeding` off): retrying while throttled never extends the wait.
 * The client address is `request.ip`, which follows X-Forwarded-For only when MOCK_TRUST_PROXY says
 * so. Limits come from config.ts (MOCK_LOGIN_*, MOCK_REGISTER_*, MOCK_WRITE_*); a limit of 0 is off.
 */

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Throttle {
  /** onRequest hook of POST /adminlogin: attempts per client address. */
  signInPerAddress: Hook;
  /** preHandler hook of POST /adminlogin (the body is valid by then): attempts per e-mail. */
  signInPerAccount: Hook;
  /** The right password was given for `email`: its failed attempts are forgotten. */
  signInSucceeded(email: string): void;
  /** onRequest hook of POST /auth/register: attempts per client address. */
  registerPerAddress: Hook;
  /** onRequest hook of every change, after authentication: changes per signed-in account. */
  writePerAccount: Hook;
  /** Forgets every counter (POST /__reset and the tests). */
  reset(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export const THROTTLE_MESSAGES = {
  signIn: (wait: string) => `Too many sign-in attempts. Try again in ${wait}.`,
  register: (wait: string) => `Too many registration attempts. Try again in ${wait}.`,
  write: (wait: string) => `Too many changes in a short time. Try again in ${wait}.`,
} as const;

/** "45 seconds", "1 minute", "15 minutes", "2 hours": rounded up, so waiting that long is enough. */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/**
 * Keys each limiter remembers (least recently used dropped first). Generous, so that spraying
 * made-up e-mail addresses cannot push a real account's failed attempts out of memory.
 */
const KEYS_PER_LIMITER = 50_000;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * The plugin's LocalStore, which keeps one store per limiter (`child`), plus a registry of those
 * stores so counters can be dropped: one key after a successful sign-in, all of them on reset.
 * The counting itself stays the plugin's.
 */
function resettableStore() {
  const stores: LocalStore[] = [];
  class ResettableStore extends LocalStore {
    constructor() {
      // Fixed windows: no `continueExceeding`, no `exponentialBackoff` (as registered below).
      super(false, false, KEYS_PER_LIMITER);
      stores.push(this);
    }

    override child(): LocalStore {
      return new ResettableStore();
    }
  }
  return {
    Store: ResettableStore,
    forget: (key: string) => stores.forEach((store) => store.lru.delete(key)),
    forgetAll: () => stores.forEach((store) => store.lru.clear()),
  };
}

async function throttlePlugin(app: FastifyInstance) {
  const { config } = app;
  const store = resettableStore();
  await app.register(rateLimit, {
    global: false, // only the hooks below limit anything
    store: store.Store,
  });

  /** A hook that counts the request with one limiter and answers 429 once it is over the limit. */
  const limiter = (
    limit: RateLimit,
    message: (wait: string) => string,
    keyGenerator?: (request: FastifyRequest) => string,
  ): Hook => {
    if (limit.max <= 0) return async () => undefined;
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: Math.max(1, Math.round(limit.windowSeconds * 1000)),
      ...(keyGenerator ? { keyGenerator } : {}), // default: request.ip (IPv6 by /64)
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('Retry-After', String(result.ttlInSeconds));
      throw new HttpError(429, message(waitText(result.ttlInSeconds)));
    };
  };

  app.decorate('throttle', {
    signInPerAddress: limiter(config.loginLimitPerAddress, THROTTLE_MESSAGES.signIn),
    signInPerAccount: limiter(config.loginLimitPerAccount, THROTTLE_MESSAGES.signIn, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return accountKey(typeof email === 'string' ? email : '');
    }),
    signInSucceeded: (email: string) => store.forget(accountKey(email)),
    registerPerAddress: limiter(config.registerLimitPerAddress, THROTTLE_MESSAGES.register),
    writePerAccount: limiter(
      config.writeLimitPerAccount,
      THROTTLE_MESSAGES.write,
      (request) => `writer:${request.auth?.user.id ?? ''}`,
    ),
    reset: store.forgetAll,
  } satisfies Throttle);
}

export default fp(throttlePlugin, { name: 'throttle', decorators: { fastify: ['config'] } });
