import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.js';

/**
 * Work that would hold the event loop (hashing a password, cleaning hostile Markdown) runs in a
 * worker-thread pool (piscina) with a bounded queue: the loop keeps answering everyone else, and a
 * full queue is a 503 with `code: "busy"` and Retry-After (the queue's expected wait) rather than a
 * wait nobody would sit through. Each kind of work is a module of this folder whose default export
 * takes one task and returns its result.
 */
export type WorkerModule = 'markdown-worker' | 'password-worker';

export interface WorkerPoolOptions {
  threads: number;
  /** Tasks that may wait for a thread; one more is refused (503). */
  maxQueue: number;
  /** The 503's message, given the seconds to wait. */
  busyMessage: (seconds: number) => string;
}

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  close(): Promise<void>;
}

const HERE = fileURLToPath(import.meta.url);
/** Run from the TypeScript sources (tsx, Jest) rather than from dist/. */
const FROM_SOURCES = extname(HERE) === '.ts';

/** The pool's worker file and the data it starts with. */
function workerEntry(module: WorkerModule) {
  const own = join(dirname(HERE), `${module}${FROM_SOURCES ? '.ts' : '.js'}`);
  // Node 20 does not pass tsx's loader on to worker threads: from the sources a small loader
  // registers it and then imports the module.
  return FROM_SOURCES
    ? { filename: join(dirname(HERE), 'dev-loader.mjs'), workerData: pathToFileURL(own).href }
    : { filename: own, workerData: undefined };
}

/** Threads start with the first task (not with every app a test builds) and end when idle. */
export function workerPool<Task, Result>(
  module: WorkerModule,
  { threads, maxQueue, busyMessage }: WorkerPoolOptions,
): WorkerPool<Task, Result> {
  const pool = new Piscina<Task, Result>({
    ...workerEntry(module),
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 60_000,
  });

  /** Seconds until the queue has room again: the tasks ahead, at their usual time, per thread. */
  const expectedWait = () => {
    const { mean } = pool.histogram.runTime; // milliseconds; NaN before the first task
    const perTask = Number.isFinite(mean) && mean > 0 ? mean : 1000;
    return Math.max(1, Math.ceil(((pool.queueSize + 1) * perTask) / threads / 1000));
  };

  return {
    async run(task) {
      try {
        return await pool.run(task);
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') {
          const wait = expectedWait();
          throw new HttpError(503, busyMessage(wait), {
            code: 'busy',
            params: { retry_after: wait },
            headers: { 'Retry-After': String(wait) },
          });
        }
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
