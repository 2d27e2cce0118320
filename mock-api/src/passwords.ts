import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/*
 * Password hashes and tokens, without Fastify (the store seeds with it). The hashing of sign-ins
 * and new passwords runs in a worker thread (plugins/password-hashing.ts, workers/password-worker.ts);
 * this module holds the format and what both sides share.
 */

/** The shortest new password the API accepts: register, sub admin add/edit, change password. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * scrypt's cost, log2 of N. 17 (N = 131072, r = 8, p = 1) is OWASP's recommendation: about 0.4 s
 * and 128 MiB per hash. 10 is what seeded accounts start with (1.6 ms each, so start-up and
 * POST /__reset stay quick; each is hashed again at the configured cost on its first sign-in)
 * and what the unit and end-to-end tests run with (MOCK_PASSWORD_HASH_COST).
 */
export const PASSWORD_HASH_COSTS = { cheapest: 10, recommended: 17, dearest: 18 } as const;

const BLOCK_SIZE = 8; // r
const PARALLELISM = 1; // p
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** One scrypt derivation, as the worker thread (workers/password-worker.ts) receives it. */
export interface ScryptTask {
  password: string;
  salt: Uint8Array;
  N: number;
  r: number;
  p: number;
  keyLength: number;
  /** scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless told (with a margin). */
  maxmem: number;
}

interface StoredHash {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function task(password: string, salt: Uint8Array, cost: number, r = BLOCK_SIZE, p = PARALLELISM) {
  const N = 2 ** cost;
  return { password, salt, N, r, p, keyLength: KEY_LENGTH, maxmem: 2 * 128 * N * r * p };
}

/** A derivation with a fresh salt at `cost`, and how to store its result. */
export function newHashTask(password: string, cost: number) {
  const salt = randomBytes(SALT_BYTES);
  return {
    task: task(password, salt, cost) satisfies ScryptTask,
    encode: (hash: Uint8Array) =>
      `scrypt$ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${Buffer.from(hash).toString('base64url')}`,
  };
}

/** `scrypt$ln=<cost>,r=<r>,p=<p>$<salt>$<hash>` (base64url): each hash carries its parameters. */
function decode(stored: string): StoredHash | null {
  const match = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, cost, r, p, salt = '', hash = ''] = match;
  return {
    cost: Number(cost),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

/** The derivation that checks a password against a stored hash, at the hash's own parameters. */
export function verifyTask(password: string, stored: string) {
  const parsed = decode(stored);
  if (!parsed || parsed.cost > PASSWORD_HASH_COSTS.dearest) return null;
  return {
    task: task(password, parsed.salt, parsed.cost, parsed.r, parsed.p) satisfies ScryptTask,
    cost: parsed.cost,
    matches: (derived: Uint8Array) =>
      derived.length === parsed.hash.length && timingSafeEqual(derived, parsed.hash),
  };
}

/** A hash at the cheapest cost, on the calling thread: for seeding only (1.6 ms). */
export function hashPasswordSync(password: string): string {
  const { task: derivation, encode } = newHashTask(password, PASSWORD_HASH_COSTS.cheapest);
  const { N, r, p, maxmem } = derivation;
  return encode(scryptSync(password, derivation.salt, KEY_LENGTH, { N, r, p, maxmem }));
}

/** Opaque bearer token: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}
