import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newHashTask, verifyTask, type ScryptTask } from '../passwords.js';
import { workerPool } from '../workers/pool.js';

/**
 * Password hashing off the event loop, in a pool of one worker thread (workers/pool.ts) with a
 * bounded queue. At the default cost a hash takes about 0.4 s of one core: on the main thread it would stop
 * every other answer for that long, and on libuv's threadpool (node:crypto's async scrypt) a few
 * sign-ins at once would occupy all four of its threads, which compressed answers (zlib) and file
 * reads wait for. One thread leaves the other core to the API whatever the number of sign-ins.
 * When `passwordHashQueue` hashes already wait, the answer is 503 with Retry-After (the queue's
 * expected wait) instead of a wait nobody would sit through.
 */

export interface PasswordCheck {
  valid: boolean;
  /** The password at the configured cost, when the stored hash was cheaper (a seeded account). */
  upgraded?: string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<PasswordCheck>;
  /** Spends what checking a password costs, without one to check (an unknown e-mail address). */
  spendCheck(password: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

export const BUSY_MESSAGE = (wait: number) =>
  `The server is busy checking passwords. Try again in ${wait} second${wait === 1 ? '' : 's'}.`;

async function passwordHashingPlugin(app: FastifyInstance) {
  const { passwordHashCost: cost, passwordHashQueue } = app.config;
  const pool = workerPool<ScryptTask, Uint8Array>('password-worker', {
    threads: 1,
    maxQueue: passwordHashQueue,
    busyMessage: BUSY_MESSAGE,
  });
  app.addHook('onClose', () => pool.close());
  const derive = (task: ScryptTask) => pool.run(task);

  const hash = async (password: string) => {
    const { task, encode } = newHashTask(password, cost);
    return encode(await derive(task));
  };

  app.decorate('passwords', {
    hash,
    async verify(password, stored) {
      const check = verifyTask(password, stored);
      if (!check) {
        await hash(password); // an unreadable hash matches nothing, in the usual time
        return { valid: false };
      }
      const valid = check.matches(await derive(check.task));
      if (check.cost >= cost) return { valid };
      // A seeded (cheap) hash: hashed again at the configured cost now, matching or not, so the
      // first sign-in of a seeded account takes as long as any other.
      const upgraded = await hash(password);
      return valid ? { valid, upgraded } : { valid };
    },
    async spendCheck(password) {
      await hash(password);
    },
  } satisfies PasswordHasher);
}

export default fp(passwordHashingPlugin, {
  name: 'password-hashing',
  decorators: { fastify: ['config'] },
});
