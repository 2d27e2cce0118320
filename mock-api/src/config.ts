/**
 * Mock API configuration, read from environment variables (all optional).
 *
 * An empty value counts as unset, so a `.env` line like `MOCK_FAULTS=` keeps the default.
 * A bad value throws an Error naming the variable; the server refuses to start.
 *
 * Every variable, with its type, default, range and meaning, is declared once in `ENV` below; its
 * values are checked against that schema and the first bad one is reported as "MOCK_X must be …".
 *
 * Throttling: a limit of 0 turns that limiter off. Windows are fixed and 1 to 86400 seconds long,
 * so nobody is ever locked out for longer than a day (by default an hour at most, and an account
 * only from addresses that have not signed in to it recently).
 *
 * MOCK_TRUST_PROXY: "false" uses the connection's address as the client address, so a client
 * cannot pick its own throttling key with X-Forwarded-For. Behind a reverse proxy, set "true"
 * (trust every hop), a number of hops, or comma-separated proxy addresses / CIDR ranges
 * (e.g. "127.0.0.1,10.0.0.0/8"; also loopback, linklocal, uniquelocal).
 *
 * MOCK_FAULTS format: rules separated by `;`, each `METHOD /path=STATUS[:message]`, e.g.
 *   MOCK_FAULTS='GET /dashboard_count=503:Maintenance;POST /adminlogin=500'
 * Every request whose method and path (query string ignored) match answers with that status and
 * `{ "success": false, "message": <message or 'Injected failure'>, "body": null }` until the
 * rule is cleared (DELETE /__faults). POST /__reset restores these presets.
 */

import { isIP } from 'node:net';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { PASSWORD_HASH_COSTS } from './passwords.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** short: one line per request plus warnings and errors (see logging.ts); json: pino's JSON. */
export const LOG_FORMATS = ['short', 'json'] as const;

/** The console as `npm start` serves it, by both names a browser may use for this machine. */
export const DEFAULT_CORS_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
export type FaultMethod = (typeof FAULT_METHODS)[number];

export const DEFAULT_FAULT_MESSAGE = 'Injected failure';

export interface FaultRule {
  method: FaultMethod;
  /** Path without query string, e.g. `/adminlogin`. */
  url: string;
  /** The status the request fails with; 0 for a hold (`holdMs`), which does not fail it. */
  status: number;
  message: string;
  /** How many more requests fail (or are held); `null` means until cleared. */
  times: number | null;
  /**
   * Set through POST /__faults only: the request is handled (a write applies) and its answer is
   * then held back this many milliseconds, as if it were lost on the way to a client that gives up.
   */
  holdMs?: number;
}

/** One throttling limiter: at most `max` requests (0: no limit) per fixed window. */
export interface RateLimit {
  max: number;
  /** Fractions allowed through overrides, for tests. */
  windowSeconds: number;
}

/** Fastify's `trustProxy`: false, true, a hop count or the trusted proxy addresses. */
export type TrustProxy = boolean | number | string[];

/** How long a CSV download link works: long enough for a slow browser to start the download. */
export const EXPORT_LINK_TTL_SECONDS = 60;

/** The window of MOCK_EXACT_SEARCH_LIMIT: a minute, the unit the activity log counts them in. */
export const EXACT_SEARCH_WINDOW_SECONDS = 60;

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

function parseOrigins(raw: string, name = 'MOCK_CORS_ORIGINS'): string[] {
  const origins = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (origins.length === 0) {
    throw new ConfigError(name, 'must list at least one origin');
  }
  return origins.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(name, `contains "${origin}", which is not a URL origin`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
      throw new ConfigError(
        name,
        `contains "${origin}"; origins must start with http:// or https://`,
      );
    }
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      throw new ConfigError(
        name,
        `contains "${origin}"; an origin has no path, e.g. http://localhost:3000`,
      );
    }
    return url.origin;
  });
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Parses MOCK_TRUST_PROXY (described at the top of this file). */
export function parseTrustProxy(raw: string | undefined, name = 'MOCK_TRUST_PROXY'): TrustProxy {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'false') return false;
  if (lower === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError(name, `must be 1 to 10 hops, got "${raw}"`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    const known = PROXY_NAMES.includes(entry.toLowerCase());
    if (!known && (family === 0 || !validBits || rest.length > 0)) {
      throw new ConfigError(
        name,
        `contains "${entry}"; use "true", "false", a number of hops, or proxy addresses / CIDR ranges such as 10.0.0.0/8`,
      );
    }
  }
  return entries;
}

/** Parses the MOCK_FAULTS format described at the top of this file. */
export function parseFaults(raw: string | undefined, name = 'MOCK_FAULTS'): FaultRule[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((rule) => {
      const match = /^([A-Za-z]+)\s+(\/\S*)\s*=\s*(\d{3})(?:\s*:\s*(.*))?$/.exec(rule);
      if (!match) {
        throw new ConfigError(
          name,
          `has an invalid rule "${rule}"; expected "METHOD /path=STATUS[:message]", e.g. "GET /dashboard_count=503:Maintenance"`,
        );
      }
      const [, method = '', url = '', status = '', message] = match;
      const upper = method.toUpperCase();
      if (!(FAULT_METHODS as readonly string[]).includes(upper)) {
        throw new ConfigError(
          name,
          `has an unknown method "${method}" in "${rule}"; use one of ${FAULT_METHODS.join(', ')}`,
        );
      }
      const code = Number(status);
      if (code < 400 || code > 599) {
        throw new ConfigError(name, `has status ${code} in "${rule}"; use 400..599`);
      }
      return {
        method: upper as FaultMethod,
        url,
        status: code,
        message: message?.trim() || DEFAULT_FAULT_MESSAGE,
        times: null,
      };
    });
}

/* ------------------------------------------------------------------ the environment */

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const MAX_WINDOW_SECONDS = 86_400;

/** Options of a variable beyond JSON Schema: how its text is read and what to say when it is bad. */
interface Reading {
  /** Lower-case the text before checking (e-mail addresses, choices). */
  lowercase?: boolean;
  /** false: take the text exactly as written (passwords); an all-blank value still counts as unset. */
  trim?: boolean;
  /** What a value failing the pattern must be, e.g. "must be an e-mail address". */
  problem?: string;
}

const whole = (fallback: number, minimum: number, maximum: number, description: string) =>
  Type.Integer({ default: fallback, minimum, maximum, description });
const flag = (fallback: boolean, description: string) =>
  Type.Boolean({ default: fallback, description });
const choice = <T extends string>(choices: readonly T[], fallback: T, description: string) =>
  Type.Enum([...choices], { default: fallback, description, lowercase: true });
const text = (fallback: string, description: string) =>
  Type.String({ default: fallback, description });
const email = (fallback: string, description: string) =>
  Type.String({
    default: fallback,
    description,
    pattern: EMAIL_PATTERN,
    lowercase: true,
    problem: 'must be an e-mail address',
  });
const password = (fallback: string, description: string) =>
  Type.String({ default: fallback, description, minLength: 5, trim: false });
const limit = (fallback: number, description: string) => whole(fallback, 0, 1_000_000, description);
const window = (fallback: number, description: string) =>
  whole(fallback, 1, MAX_WINDOW_SECONDS, `${description}, in seconds`);

/**
 * Every environment variable the mock reads, with its default, range and meaning. An empty value
 * counts as unset. CORS origins, MOCK_TRUST_PROXY and MOCK_FAULTS are text here and parsed below.
 */
export const ENV = Type.Object({
  MOCK_API_HOST: text('0.0.0.0', 'Interface to listen on'),
  MOCK_API_PORT: whole(8080, 0, 65535, 'Port to listen on'),
  MOCK_CORS_ORIGINS: text(
    DEFAULT_CORS_ORIGINS,
    'Comma-separated browser origins allowed by CORS (the console, by either name)',
  ),
  MOCK_SEED: whole(
    20261121,
    0,
    Number.MAX_SAFE_INTEGER,
    'Faker seed; the same seed, the same data',
  ),
  MOCK_TOKEN_TTL: whole(28800, 1, 31_536_000, 'Session token lifetime in seconds (absolute)'),
  MOCK_PENDING_TTL: whole(604_800, 60, 31_536_000, 'Seconds a registration waits for approval'),
  MOCK_IDLE_TIMEOUT: whole(1800, 1, 31_536_000, 'A session unused this many seconds ends'),
  MOCK_ADMIN_EMAIL: email('admin@example.com', 'Demo administrator (role 1) e-mail'),
  MOCK_ADMIN_PASSWORD: password('password123', 'Demo administrator password'),
  MOCK_SUBADMIN_EMAIL: email('subadmin@example.com', 'Demo sub admin (role 2) e-mail'),
  MOCK_SUBADMIN_PASSWORD: password(
    'password123',
    "Demo sub admin password (also the generated ones')",
  ),
  MOCK_SUBADMIN_COUNT: whole(8, 0, 500, 'Extra generated sub admins'),
  MOCK_DRIVER_COUNT: whole(3000, 0, 200_000, 'Generated drivers'),
  MOCK_CHECKIN_COUNT: whole(30_000, 0, 2_000_000, 'Generated check-ins'),
  MOCK_RESTING_POINT_COUNT: whole(300, 1, 5000, 'Generated resting points'),
  MOCK_ENABLE_RESET: flag(false, '"true" registers the test-control routes (/__*)'),
  MOCK_LATENCY_MS: whole(0, 0, 60_000, 'Delay added to every API answer'),
  MOCK_FAULTS: text('', 'Preset injected failures, format above'),
  MOCK_LOG_LEVEL: choice(LOG_LEVELS, 'info', 'How much the server logs'),
  MOCK_LOG_FORMAT: choice(LOG_FORMATS, 'short', "short: a line per request; json: Fastify's JSON"),
  MOCK_TRUST_PROXY: text('false', 'Whose X-Forwarded-For to believe, format above'),
  MOCK_LOGIN_LIMIT_PER_ADDRESS: limit(20, 'Sign-in attempts per client address per window'),
  MOCK_LOGIN_WINDOW_PER_ADDRESS: window(60, 'That window'),
  MOCK_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: limit(
    5,
    'Failed sign-ins per e-mail address from one client address per window',
  ),
  MOCK_LOGIN_WINDOW_PER_ACCOUNT_ADDRESS: window(900, 'That window'),
  MOCK_LOGIN_LIMIT_PER_ACCOUNT: limit(
    100,
    'Sign-ins per e-mail address from all client addresses per window, except known ones',
  ),
  MOCK_LOGIN_WINDOW_PER_ACCOUNT: window(3600, 'That window'),
  MOCK_LOGIN_KNOWN_ADDRESS_DAYS: whole(
    30,
    0,
    365,
    'Days an address that signed in to an account is exempt from its limit across addresses',
  ),
  MOCK_PASSWORD_HASH_COST: whole(
    17,
    PASSWORD_HASH_COSTS.cheapest,
    PASSWORD_HASH_COSTS.dearest,
    'scrypt cost: N = 2^cost (17: OWASP, about 0.4 s and 128 MiB; 10: for tests)',
  ),
  MOCK_PASSWORD_HASH_QUEUE: whole(
    16,
    1,
    1000,
    'Password hashes waiting for the hashing thread before sign-ins get 503',
  ),
  MOCK_REGISTER_LIMIT_PER_ADDRESS: limit(10, 'Registrations per client address per window'),
  MOCK_REGISTER_WINDOW_PER_ADDRESS: window(3600, 'That window'),
  MOCK_WRITE_LIMIT_PER_ACCOUNT: limit(120, 'Changes per signed-in account per window'),
  MOCK_WRITE_WINDOW_PER_ACCOUNT: window(60, 'That window'),
  MOCK_REQUEST_TIMEOUT_MS: whole(30_000, 100, 3_600_000, 'Most time to receive a whole request'),
  MOCK_HEADERS_TIMEOUT_MS: whole(10_000, 100, 3_600_000, 'Most time to receive its headers'),
  MOCK_ACTIVITY_LIMIT: whole(
    200_000,
    1,
    2_000_000,
    'Activity log entries kept; adding one more drops the oldest',
  ),
  MOCK_SESSION_LIMIT: whole(
    10,
    0,
    10_000,
    'Most sessions per account; a sign-in past it ends the oldest (0: no limit)',
  ),
  MOCK_EXACT_SEARCH_LIMIT: limit(
    30,
    'Searches by a whole mobile number, e-mail or licence number per masked account a minute',
  ),
});
export type Environment = Static<typeof ENV>;

type VariableSchema = TSchema &
  Reading & {
    default?: unknown;
    type?: string;
    enum?: string[];
    minimum?: number;
    maximum?: number;
    minLength?: number;
  };

/**
 * The text as the schema's type: whole numbers and true/false are converted, others stay text and
 * fail the check. Stricter than TypeBox's Value.Convert ("1.5" as 1, "1" as true) and Ajv's
 * coerceTypes, which env-schema uses: both read "1e5" and "0x10" as numbers, so a typo would start.
 */
function decode(schema: VariableSchema, raw: string): unknown {
  const value = schema.lowercase ? raw.toLowerCase() : raw;
  if (schema.type === 'integer') return /^-?\d+$/.test(value) ? Number(value) : value;
  if (schema.type === 'boolean') {
    const lower = value.toLowerCase();
    return lower === 'true' ? true : lower === 'false' ? false : value;
  }
  return value;
}

/** What is wrong with a value that fails its schema, in words. */
function problem(schema: VariableSchema, value: unknown, raw: string): string {
  const got = `got "${String(value)}"`;
  switch (schema.type) {
    case 'integer':
      return typeof value === 'number'
        ? `must be between ${schema.minimum} and ${schema.maximum}, got "${raw}"`
        : `must be a whole number, got "${raw}"`;
    case 'boolean':
      return `must be "true" or "false", got "${raw}"`;
  }
  if (schema.enum) return `must be one of ${schema.enum.join(', ')}, ${got}`;
  if (schema.minLength && String(value).length < schema.minLength) {
    return `must be at least ${schema.minLength} characters long`;
  }
  return `${schema.problem ?? 'is not valid'}, ${got}`;
}

function readVariable(name: string, schema: VariableSchema, raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return schema.default;
  const given = schema.trim === false ? raw : raw.trim();
  const value = decode(schema, given);
  if (!Value.Check(schema, value)) throw new ConfigError(name, problem(schema, value, given));
  return value;
}

/** The variables, checked against ENV (defaults filled in). Throws for the first bad one. */
export function readEnvironment(env: Env): Environment {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(ENV.properties)) {
    values[name] = readVariable(name, schema as VariableSchema, env[name]);
  }
  return values as Environment;
}

const perWindow = (max: number, windowSeconds: number): RateLimit => ({ max, windowSeconds });

/**
 * The configuration the code reads, named for it, from the checked variables (whose meanings
 * are in ENV). Durations in seconds or milliseconds as named; tests pass fractions of a second
 * through overrides. Config is this function's type, so a setting is listed here and in ENV only.
 */
function configOf(e: Environment) {
  return {
    host: e.MOCK_API_HOST,
    port: e.MOCK_API_PORT,
    corsOrigins: parseOrigins(e.MOCK_CORS_ORIGINS),
    seed: e.MOCK_SEED,
    tokenTtlSeconds: e.MOCK_TOKEN_TTL,
    /** A registration (status `pending`) not approved by then lapses; the address may register again. */
    pendingTtlSeconds: e.MOCK_PENDING_TTL,
    idleTimeoutSeconds: e.MOCK_IDLE_TIMEOUT,
    adminEmail: e.MOCK_ADMIN_EMAIL,
    adminPassword: e.MOCK_ADMIN_PASSWORD,
    subAdminEmail: e.MOCK_SUBADMIN_EMAIL,
    subAdminPassword: e.MOCK_SUBADMIN_PASSWORD,
    subAdminCount: e.MOCK_SUBADMIN_COUNT,
    driverCount: e.MOCK_DRIVER_COUNT,
    checkinCount: e.MOCK_CHECKIN_COUNT,
    restingPointCount: e.MOCK_RESTING_POINT_COUNT,
    /** Registers POST /__reset, GET|POST|DELETE /__faults. */
    enableTestControl: e.MOCK_ENABLE_RESET,
    latencyMs: e.MOCK_LATENCY_MS,
    faults: parseFaults(e.MOCK_FAULTS),
    logLevel: e.MOCK_LOG_LEVEL,
    logFormat: e.MOCK_LOG_FORMAT,
    trustProxy: parseTrustProxy(e.MOCK_TRUST_PROXY),
    /** POST /adminlogin, every attempt, per client address. */
    loginLimitPerAddress: perWindow(
      e.MOCK_LOGIN_LIMIT_PER_ADDRESS,
      e.MOCK_LOGIN_WINDOW_PER_ADDRESS,
    ),
    /**
     * POST /adminlogin, failed attempts per e-mail address from one client address; the right
     * password from that address clears it.
     */
    loginLimitPerAccountAddress: perWindow(
      e.MOCK_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
      e.MOCK_LOGIN_WINDOW_PER_ACCOUNT_ADDRESS,
    ),
    /**
     * POST /adminlogin, attempts per e-mail address from every client address together, except
     * those that signed in to that account within `loginKnownAddressDays`.
     */
    loginLimitPerAccount: perWindow(
      e.MOCK_LOGIN_LIMIT_PER_ACCOUNT,
      e.MOCK_LOGIN_WINDOW_PER_ACCOUNT,
    ),
    loginKnownAddressDays: e.MOCK_LOGIN_KNOWN_ADDRESS_DAYS,
    /** Passwords are hashed with scrypt, N = 2^passwordHashCost (r = 8, p = 1). */
    passwordHashCost: e.MOCK_PASSWORD_HASH_COST,
    passwordHashQueue: e.MOCK_PASSWORD_HASH_QUEUE,
    registerLimitPerAddress: perWindow(
      e.MOCK_REGISTER_LIMIT_PER_ADDRESS,
      e.MOCK_REGISTER_WINDOW_PER_ADDRESS,
    ),
    /** Requests that change something, per signed-in account. */
    writeLimitPerAccount: perWindow(
      e.MOCK_WRITE_LIMIT_PER_ACCOUNT,
      e.MOCK_WRITE_WINDOW_PER_ACCOUNT,
    ),
    /**
     * A client slower to send a whole request gets 408 and the connection is closed, so a client
     * sending a byte every few seconds cannot hold it.
     */
    requestTimeoutMs: e.MOCK_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.MOCK_HEADERS_TIMEOUT_MS,
    /** Not a variable: a link is followed the moment it is issued (http/exports.ts). */
    exportLinkTtlSeconds: EXPORT_LINK_TTL_SECONDS,
    activityLimit: e.MOCK_ACTIVITY_LIMIT,
    /** Signing in once more past it ends the oldest session (401 `session_replaced`). */
    sessionLimit: e.MOCK_SESSION_LIMIT,
    /** Counted over every call that searches drivers (plugins/exact-search-limit.ts). */
    exactSearchLimit: perWindow(e.MOCK_EXACT_SEARCH_LIMIT, EXACT_SEARCH_WINDOW_SECONDS),
  };
}
export type Config = ReturnType<typeof configOf>;

/** Reads and validates the configuration. Throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const config = configOf(readEnvironment(env));

  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new ConfigError(
      'MOCK_HEADERS_TIMEOUT_MS',
      `must not be more than MOCK_REQUEST_TIMEOUT_MS (${config.requestTimeoutMs}), got "${config.headersTimeoutMs}"`,
    );
  }
  if (config.adminEmail === config.subAdminEmail) {
    throw new ConfigError('MOCK_SUBADMIN_EMAIL', 'must differ from MOCK_ADMIN_EMAIL');
  }
  return config;
}
