import { createHash } from 'node:crypto';

interface Listing {
  all(): readonly unknown[];
}

/** Parts of the store that are not stored data: a call may change them without changing data. */
const NOT_DATA = new Set(['sessions', 'activity']);

/**
 * Every record of every collection of the store (whatever has an `all()` list), as JSON, in a
 * fixed order. Sessions are left out, and so is anything that is not a collection (throttling
 * counters, logs); a collection added to the Store is included without changes here. It takes
 * any object, not the Store, so that the store's module can re-export it without an import cycle.
 */
export function storeSnapshot(store: object): string {
  const collections = Object.entries(store)
    .filter(
      (entry): entry is [string, Listing] =>
        !NOT_DATA.has(entry[0]) && typeof (entry[1] as Partial<Listing> | null)?.all === 'function',
    )
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(collections.map(([name, collection]) => [name, collection.all()]));
}

/** A short fingerprint of the stored data (see storeSnapshot), to tell whether a call changed it. */
export function storeDigest(store: object): string {
  return createHash('sha256').update(storeSnapshot(store)).digest('hex');
}
