import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/* Password hashing and token generation (no Fastify here, so the store can seed with it). */

/** The shortest new password the API accepts: register, sub admin add/edit, change password. */
export const MIN_PASSWORD_LENGTH = 8;

// A deliberately modest cost: this is a mock with throw-away data, and seeding hashes a dozen
// passwords on every start and every /__reset. The format leaves room for other parameters.
const SCRYPT_OPTIONS: ScryptOptions = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function encode(salt: Buffer, hash: Buffer): string {
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** `scrypt$<salt>$<hash>` (base64url), synchronous: for seeding only. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, SCRYPT_OPTIONS));
}

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await scryptAsync(password, salt));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Opaque bearer token: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}
