import type { Config } from '../config.js';
import { AdminCollection, seedAdmins } from './admins.js';
import { SessionStore } from './sessions.js';

export type StoreConfig = Pick<
  Config,
  'seed' | 'adminEmail' | 'adminPassword' | 'subAdminEmail' | 'subAdminPassword' | 'subAdminCount'
>;

/**
 * The in-memory data of the mock. Each collection lives in its own file and seeds itself from
 * `config.seed`; `reset()` throws away every change (and every session) and re-seeds.
 *
 * To add a collection: create `store/<name>.ts` with a class and a `seed<Name>(config)` function,
 * add a field here and (re)build it in `reset()`.
 */
export class Store {
  admins!: AdminCollection;
  readonly sessions = new SessionStore();

  constructor(private readonly config: StoreConfig) {
    this.reset();
  }

  reset(): void {
    this.admins = new AdminCollection(seedAdmins(this.config));
    this.sessions.clear();
  }
}

export function createStore(config: StoreConfig): Store {
  return new Store(config);
}

export * from './admins.js';
export type { Session } from './sessions.js';
