// @fastify/rate-limit's own in-memory store (fixed window per key, in an LRU map). The package
// ships no types for it; plugins/throttle.ts extends it so that counters can be forgotten.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    readonly lru: { delete(key: string): void; clear(): void };
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(options: unknown): LocalStore;
  }

  export = LocalStore;
}
