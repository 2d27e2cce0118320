/**
 * Mock API configuration, read from environment variables (all optional).
 *
 * An empty value counts as unset, so a `.env` line like `MOCK_FAULTS=` keeps the default.
 * A bad value throws an Error naming the variable; the server refuses to start.
 *
 * | Variable               | Default                 | Meaning                                              |
 * | ---------------------- | ----------------------- | ---------------------------------------------------- |
 * | MOCK_API_HOST          | 0.0.0.0                 | Interface to listen on                               |
 * | MOCK_API_PORT          | 8080                    | Port to listen on                                    |
 * | MOCK_CORS_ORIGINS      | http://localhost:3000,  | Comma-separated browser origins allowed by CORS      |
 * |                        | http://127.0.0.1:3000   | (the console, by either name)                        |
 * | MOCK_SEED              | 20261121                | Faker seed; the same seed gives the same data        |
 * | MOCK_TOKEN_TTL         | 28800                   | Session token lifetime in seconds (absolute)         |
 * | MOCK_IDLE_TIMEOUT      | 1800                    | A session unused this many seconds ends              |
 * | MOCK_PENDING_TTL       | 604800                  | Seconds a registration waits for approval (7 days)   |
 * | MOCK_ADMIN_EMAIL       | admin@example.com       | Demo administrator (role 1) e-mail                   |
 * | MOCK_ADMIN_PASSWORD    | password123             | Demo administrator password                          |
 * | MOCK_SUBADMIN_EMAIL    | subadmin@example.com    | Demo sub admin (role 2) e-mail                       |
 * | MOCK_SUBADMIN_PASSWORD | password123             | Demo sub admin password (also the generated ones')   |
 * | MOCK_SUBADMIN_COUNT    | 8                       | Extra generated sub admins (0..500)                  |
 * | MOCK_DRIVER_COUNT      | 3000                    | Generated drivers (0..50000)                         |
 * | MOCK_CHECKIN_COUNT     | 30000                   | Generated check-ins (0..500000)                      |
 * | MOCK_RESTING_POINT_COUNT | 300                   | Generated resting points (1..5000)                   |
 * | MOCK_ENABLE_RESET      | false                   | "true" registers the test-control routes (/__*)      |
 * | MOCK_LATENCY_MS        | 0                       | Delay added to every API answer (0..60000)           |
 * | MOCK_FAULTS            | (none)                  | Preset injected failures, format below               |
 * | MOCK_LOG_LEVEL         | info                    | fatal, error, warn, info, debug, trace or silent     |
 * | MOCK_LOG_FORMAT        | short                   | short: a line per request; json: Fastify's JSON logs |
 * | MOCK_TRUST_PROXY       | false                   | Whose X-Forwarded-For to believe, format below       |
 * | MOCK_LOGIN_LIMIT_PER_ADDRESS     | 20            | Sign-in attempts per client address per window       |
 * | MOCK_LOGIN_WINDOW_PER_ADDRESS    | 60            | That window, in seconds                              |
 * | MOCK_LOGIN_LIMIT_PER_ACCOUNT     | 5             | Failed sign-ins per e-mail address per window        |
 * | MOCK_LOGIN_WINDOW_PER_ACCOUNT    | 900           | That window, in seconds                              |
 * | MOCK_REGISTER_LIMIT_PER_ADDRESS  | 10            | Registrations per client address per window          |
 * | MOCK_REGISTER_WINDOW_PER_ADDRESS | 3600          | That window, in seconds                              |
 * | MOCK_REQUEST_TIMEOUT_MS | 30000                  | Most time to receive a whole request (100..3600000)  |
 * | MOCK_HEADERS_TIMEOUT_MS | 10000                  | Most time to receive its headers; <= the above       |
 *
 * Throttling: a limit of 0 turns that limiter off. Windows are fixed and 1 to 86400 seconds long,
 * so nobody is ever locked out for longer than a day (by default 15 minutes at most).
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

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** short: one line per request plus warnings and errors (see logging.ts); json: pino's JSON. */
export const LOG_FORMATS = ['short', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The console as `npm start` serves it, by both names a browser may use for this machine. */
export const DEFAULT_CORS_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
export type FaultMethod = (typeof FAULT_METHODS)[number];

export const DEFAULT_FAULT_MESSAGE = 'Injected failure';

export interface FaultRule {
  method: FaultMethod;
  /** Path without query string, e.g. `/adminlogin`. */
  url: string;
  status: number;
  message: string;
  /** How many more requests fail; `null` means until cleared. */
  times: number | null;
}

/** One throttling limiter: at most `max` requests (0: no limit) per fixed window. */
export interface RateLimit {
  max: number;
  /** Fractions allowed through overrides, for tests. */
  windowSeconds: number;
}

/** Fastify's `trustProxy`: false, true, a hop count or the trusted proxy addresses. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  host: string;
  port: number;
  corsOrigins: string[];
  seed: number;
  /** Session lifetime in seconds (fractions allowed through overrides, for tests). */
  tokenTtlSeconds: number;
  /**
   * How long a registration (status `pending`) waits for an administrator before it lapses and
   * the address may register again; seconds, fractions allowed through overrides.
   */
  pendingTtlSeconds: number;
  /** A session with no authenticated call for this many seconds ends; each call renews it. */
  idleTimeoutSeconds: number;
  adminEmail: string;
  adminPassword: string;
  subAdminEmail: string;
  subAdminPassword: string;
  subAdminCount: number;
  driverCount: number;
  checkinCount: number;
  restingPointCount: number;
  /** MOCK_ENABLE_RESET: registers POST /__reset, GET|POST|DELETE /__faults. */
  enableTestControl: boolean;
  latencyMs: number;
  faults: FaultRule[];
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** POST /adminlogin, every attempt, per client address. */
  loginLimitPerAddress: RateLimit;
  /** POST /adminlogin, failed attempts per e-mail address; a successful sign-in clears it. */
  loginLimitPerAccount: RateLimit;
  /** POST /auth/register, every attempt, per client address. */
  registerLimitPerAddress: RateLimit;
  logFormat: LogFormat;
  /**
   * Milliseconds a client has to send a whole request (headers and body); slower ones get 408
   * and the connection is closed, so a client sending a byte every few seconds cannot hold it.
   */
  requestTimeoutMs: number;
  /** Milliseconds a client has to send the request headers; at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
}

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

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = (read(env, name) ?? fallback).toLowerCase();
  if (!(choices as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) {
    throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw new ConfigError(name, `must be "true" or "false", got "${raw}"`);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readEmail(env: Env, name: string, fallback: string): string {
  const value = (read(env, name) ?? fallback).toLowerCase();
  if (!EMAIL_RE.test(value)) {
    throw new ConfigError(name, `must be an e-mail address, got "${value}"`);
  }
  return value;
}

function readPassword(env: Env, name: string, fallback: string): string {
  // Not trimmed: a password is taken exactly as written (an all-blank one counts as unset).
  const raw = env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : raw;
  if (value.length < 5) {
    throw new ConfigError(name, 'must be at least 5 characters long');
  }
  return value;
}

function readOrigins(env: Env, name: string, fallback: string): string[] {
  const raw = read(env, name) ?? fallback;
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

const MAX_WINDOW_SECONDS = 86_400;

function readRateLimit(
  env: Env,
  limitName: string,
  windowName: string,
  fallback: RateLimit,
): RateLimit {
  return {
    max: readInt(env, limitName, fallback.max, 0, 1_000_000),
    windowSeconds: readInt(env, windowName, fallback.windowSeconds, 1, MAX_WINDOW_SECONDS),
  };
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

/** Reads and validates the configuration. Throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const config: Config = {
    host: read(env, 'MOCK_API_HOST') ?? '0.0.0.0',
    port: readInt(env, 'MOCK_API_PORT', 8080, 0, 65535),
    corsOrigins: readOrigins(env, 'MOCK_CORS_ORIGINS', DEFAULT_CORS_ORIGINS),
    seed: readInt(env, 'MOCK_SEED', 20261121, 0, Number.MAX_SAFE_INTEGER),
    tokenTtlSeconds: readInt(env, 'MOCK_TOKEN_TTL', 28800, 1, 31_536_000),
    pendingTtlSeconds: readInt(env, 'MOCK_PENDING_TTL', 604_800, 60, 31_536_000),
    idleTimeoutSeconds: readInt(env, 'MOCK_IDLE_TIMEOUT', 1800, 1, 31_536_000),
    adminEmail: readEmail(env, 'MOCK_ADMIN_EMAIL', 'admin@example.com'),
    adminPassword: readPassword(env, 'MOCK_ADMIN_PASSWORD', 'password123'),
    subAdminEmail: readEmail(env, 'MOCK_SUBADMIN_EMAIL', 'subadmin@example.com'),
    subAdminPassword: readPassword(env, 'MOCK_SUBADMIN_PASSWORD', 'password123'),
    subAdminCount: readInt(env, 'MOCK_SUBADMIN_COUNT', 8, 0, 500),
    driverCount: readInt(env, 'MOCK_DRIVER_COUNT', 3000, 0, 50_000),
    checkinCount: readInt(env, 'MOCK_CHECKIN_COUNT', 30_000, 0, 500_000),
    restingPointCount: readInt(env, 'MOCK_RESTING_POINT_COUNT', 300, 1, 5000),
    enableTestControl: readBool(env, 'MOCK_ENABLE_RESET', false),
    latencyMs: readInt(env, 'MOCK_LATENCY_MS', 0, 0, 60_000),
    faults: parseFaults(read(env, 'MOCK_FAULTS')),
    logLevel: readChoice(env, 'MOCK_LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: readChoice(env, 'MOCK_LOG_FORMAT', LOG_FORMATS, 'short'),
    trustProxy: parseTrustProxy(read(env, 'MOCK_TRUST_PROXY')),
    loginLimitPerAddress: readRateLimit(
      env,
      'MOCK_LOGIN_LIMIT_PER_ADDRESS',
      'MOCK_LOGIN_WINDOW_PER_ADDRESS',
      { max: 20, windowSeconds: 60 },
    ),
    loginLimitPerAccount: readRateLimit(
      env,
      'MOCK_LOGIN_LIMIT_PER_ACCOUNT',
      'MOCK_LOGIN_WINDOW_PER_ACCOUNT',
      { max: 5, windowSeconds: 900 },
    ),
    registerLimitPerAddress: readRateLimit(
      env,
      'MOCK_REGISTER_LIMIT_PER_ADDRESS',
      'MOCK_REGISTER_WINDOW_PER_ADDRESS',
      { max: 10, windowSeconds: 3600 },
    ),
    requestTimeoutMs: readInt(env, 'MOCK_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    headersTimeoutMs: readInt(env, 'MOCK_HEADERS_TIMEOUT_MS', 10_000, 100, 3_600_000),
  };

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
