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
 *   is read). After validation it counts against the e-mail address from that client address,
 *   and the right password from there clears that count, so what it holds is that address's run
 *   of failed attempts: a stranger's wrong passwords lock out the stranger, not the account. Then
 *   it counts against the e-mail address from all addresses together (a ceiling, for guessing
 *   spread over many addresses), except from an address that signed in to that account within
 *   `loginKnownAddressDays`: the account's own people keep signing in while it is refused.
 *   An attempt refused by the first two is not counted by the next.
 * - POST /auth/register: every attempt counts against the client address.
 * - Searches of drivers by a whole mobile number, e-mail or licence number by an account that
 *   sees them masked count against the account (plugins/exact-search-limit.ts decides which).
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
  /**
   * preHandler hook of POST /adminlogin (the body is valid by then): attempts per e-mail address
   * from this client address, then from all addresses but the account's known ones.
   */
  signInPerAccount: Hook;
  /** The right password was given for `email` from here: this address's failures are forgotten. */
  passwordAccepted(request: FastifyRequest, email: string): void;
  /** `email` signed in from here: this address is known to the account for a while. */
  signedIn(request: FastifyRequest, email: string): void;
  /** onRequest hook of POST /auth/register: attempts per client address. */
  registerPerAddress: Hook;
  /** Counts one exact search of personal data by the signed-in account (MOCK_EXACT_SEARCH_LIMIT). */
  exactSearchPerAccount: Hook;
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
  exactSearch: (wait: string) =>
    `Too many searches by mobile number, e-mail or licence number. Try again in ${wait}.`,
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
 * The client address as a key: an IPv6 address by its /64 (what one subscriber usually holds, as
 * the plugin's own per-address key does), an IPv4 address whole.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase(); // no zone (fe80::1%eth0)
  if (!address.includes(':') || address.includes('.')) return address; // IPv4, or IPv4-mapped
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros =
    tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/** Addresses kept per account (the most recent): more than its people use. */
const KNOWN_ADDRESSES_PER_ACCOUNT = 100;

/**
 * The addresses each account signed in from, with when they last did, for `days` days. Only a
 * sign-in with the right password adds one, so a stranger cannot fill it.
 */
function knownAddresses(days: number) {
  const byAccount = new Map<string, Map<string, number>>();
  const ttlMs = days * 86_400_000;
  return {
    add(email: string, address: string) {
      const key = accountKey(email);
      const addresses = byAccount.get(key) ?? new Map<string, number>();
      addresses.delete(address); // re-inserted as the most recent
      addresses.set(address, Date.now());
      if (addresses.size > KNOWN_ADDRESSES_PER_ACCOUNT) {
        addresses.delete(addresses.keys().next().value as string);
      }
      byAccount.set(key, addresses);
    },
    has(email: string, address: string) {
      const since = byAccount.get(accountKey(email))?.get(address);
      return since !== undefined && Date.now() - since < ttlMs;
    },
    clear: () => byAccount.clear(),
  };
}

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

  /**
   * A hook that counts the request with one limiter and answers 429 once it is over the limit;
   * `name` is the answer's `params.limit`.
   */
  const limiter = (
    name: 'sign_in' | 'register' | 'exact_search' | 'write',
    limit: RateLimit,
    message: (wait: string) => string,
    keyGenerator?: (request: FastifyRequest) => string,
    exempt: (request: FastifyRequest) => boolean = () => false,
  ): Hook => {
    if (limit.max <= 0) return async () => undefined;
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: Math.max(1, Math.round(limit.windowSeconds * 1000)),
      ...(keyGenerator ? { keyGenerator } : {}), // default: request.ip (IPv6 by /64)
    });
    return async (request, reply) => {
      if (exempt(request)) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('Retry-After', String(result.ttlInSeconds));
      throw new HttpError(429, message(waitText(result.ttlInSeconds)), {
        code: 'rate_limited',
        params: { limit: name, retry_after: result.ttlInSeconds },
      });
    };
  };

  const known = knownAddresses(config.loginKnownAddressDays);
  const accountAddressKey = (email: string, request: FastifyRequest) =>
    `${accountKey(email)}|${addressKey(request.ip)}`;
  const perAccountAddress = limiter(
    'sign_in',
    config.loginLimitPerAccountAddress,
    THROTTLE_MESSAGES.signIn,
    (request) => accountAddressKey(bodyEmail(request), request),
  );
  const perAccount = limiter(
    'sign_in',
    config.loginLimitPerAccount,
    THROTTLE_MESSAGES.signIn,
    (request) => accountKey(bodyEmail(request)),
    (request) => known.has(bodyEmail(request), addressKey(request.ip)),
  );

  app.decorate('throttle', {
    signInPerAddress: limiter('sign_in', config.loginLimitPerAddress, THROTTLE_MESSAGES.signIn),
    signInPerAccount: async (request, reply) => {
      await perAccountAddress(request, reply);
      await perAccount(request, reply);
    },
    passwordAccepted: (request, email) => store.forget(accountAddressKey(email, request)),
    signedIn: (request, email) => known.add(email, addressKey(request.ip)),
    registerPerAddress: limiter(
      'register',
      config.registerLimitPerAddress,
      THROTTLE_MESSAGES.register,
    ),
    exactSearchPerAccount: limiter(
      'exact_search',
      config.exactSearchLimit,
      THROTTLE_MESSAGES.exactSearch,
      (request) => `exact-search:${request.auth?.user.id ?? ''}`,
    ),
    writePerAccount: limiter(
      'write',
      config.writeLimitPerAccount,
      THROTTLE_MESSAGES.write,
      (request) => `writer:${request.auth?.user.id ?? ''}`,
    ),
    reset: () => {
      store.forgetAll();
      known.clear();
    },
  } satisfies Throttle);
}

export default fp(throttlePlugin, { name: 'throttle', decorators: { fastify: ['config'] } });
