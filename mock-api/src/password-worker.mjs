// The password pool's one worker thread (plugins/password-hashing.ts) runs this for each hash:
// scrypt here blocks this thread only, never the event loop nor libuv's threadpool, which zlib
// (compressed answers) and file reads share. Plain JavaScript so that a worker started from the
// sources (tsx, Jest) and one started from dist/ load the same file.
import { scryptSync } from 'node:crypto';

/** @param {import('./passwords.ts').ScryptTask} task */
export default function derive({ password, salt, N, r, p, keyLength, maxmem }) {
  return scryptSync(password, salt, keyLength, { N, r, p, maxmem });
}
