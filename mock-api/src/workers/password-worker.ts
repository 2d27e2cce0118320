import { scryptSync } from 'node:crypto';
import type { ScryptTask } from '../passwords.js';

/**
 * One password derivation, in the password pool's one thread (plugins/password-hashing.ts):
 * scrypt here blocks this thread only, never the event loop nor libuv's threadpool, which zlib
 * (compressed answers) and file reads share.
 */
export default function derive({ password, salt, N, r, p, keyLength, maxmem }: ScryptTask) {
  return scryptSync(password, salt, keyLength, { N, r, p, maxmem });
}
