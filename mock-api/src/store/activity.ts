import {
  ACTIVITY_SECTIONS,
  RECORD_TYPES,
  type ActivitySection,
  type RecordType,
} from '../manifest.js';
import { indiaDay, indiaDayStart } from '../india-time.js';
import type { AdminRecord } from './admins.js';
import { createSeededFaker } from './faker.js';

/**
 * The activity log (issue 12): who changed what, and every sign-in. Append-only: entries are
 * frozen when added and nothing edits or removes one, except that the log keeps only the latest
 * `limit` entries (MOCK_ACTIVITY_LIMIT): adding one more drops the oldest. Ids increase by one
 * with every entry, so the entries held are always one unbroken run of ids.
 */

// What the log files an entry under, and the kinds of record: declared in manifest.ts.
export { ACTIVITY_SECTIONS, RECORD_TYPES, type ActivitySection, type RecordType };

export const ACTIVITY_ACTIONS = [
  'create',
  'edit',
  'delete',
  'status',
  'publish',
  'send',
  'approve',
  'reject',
  'permissions',
  'password',
  'reveal',
  'search',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'register',
  'restore',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One changed field: its value before and after, as text (null: none). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface ActivityEntry {
  id: number;
  /** ISO time. */
  at: string;
  /** Who did it; null when nobody was signed in (a failed sign-in). */
  actor_id: number | null;
  actor_name: string;
  actor_role: number | null;
  section: ActivitySection;
  record_type: RecordType;
  record_id: number | null;
  record_label: string | null;
  action: ActivityAction;
  /** Frozen, like the entry. */
  changes: FieldChange[];
  /** Shared by the entries of one bulk action; null otherwise. */
  batch_id: string | null;
}

export type NewActivityEntry = Omit<ActivityEntry, 'id' | 'at'> & { at?: string };

/** How many entries the log keeps unless configured (MOCK_ACTIVITY_LIMIT). */
export const DEFAULT_ACTIVITY_LIMIT = 200_000;

const recordKey = (type: RecordType, id: number) => `${type}:${id}`;

/** The ids of one record's entries, oldest first; `head` skips the ones the log dropped. */
interface RecordIds {
  ids: number[];
  head: number;
}

/** Matches entries for the list; every field optional. */
export interface ActivityFilter {
  actor_id?: number;
  section?: ActivitySection;
  action?: ActivityAction;
  /** ISO bounds: `since` inclusive, `until` exclusive. */
  since?: string;
  until?: string;
}

export class ActivityLog {
  private readonly ring: (ActivityEntry | undefined)[] = [];
  /** Position in `ring` of the oldest entry held. */
  private start = 0;
  private count = 0;
  private nextId = 1;
  private readonly byRecord = new Map<string, RecordIds>();

  constructor(readonly limit: number = DEFAULT_ACTIVITY_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error('The activity limit must be 1 or more');
  }

  /** How many entries the log holds (at most `limit`). */
  get size(): number {
    return this.count;
  }

  /** Adds an entry with the next id (now, unless `at` is given) and answers it, frozen. */
  append(input: NewActivityEntry): ActivityEntry {
    const entry: ActivityEntry = Object.freeze({
      ...input,
      id: this.nextId,
      at: input.at ?? new Date().toISOString(),
      changes: Object.freeze(
        input.changes.map((change) => Object.freeze({ ...change })),
      ) as FieldChange[],
    }) as ActivityEntry;
    this.nextId += 1;
    if (this.count === this.limit) this.dropOldest();
    this.ring[(this.start + this.count) % this.limit] = entry;
    this.count += 1;
    if (entry.record_id !== null) {
      const key = recordKey(entry.record_type, entry.record_id);
      const list = this.byRecord.get(key);
      if (list) list.ids.push(entry.id);
      else this.byRecord.set(key, { ids: [entry.id], head: 0 });
    }
    return entry;
  }

  private dropOldest(): void {
    const oldest = this.ring[this.start]!;
    this.ring[this.start] = undefined;
    this.start = (this.start + 1) % this.limit;
    this.count -= 1;
    if (oldest.record_id === null) return;
    const key = recordKey(oldest.record_type, oldest.record_id);
    const list = this.byRecord.get(key)!;
    list.head += 1; // the dropped entry is the oldest held, so the first of its record's
    if (list.head === list.ids.length) this.byRecord.delete(key);
    else if (list.head > 64 && list.head * 2 > list.ids.length) {
      list.ids = list.ids.slice(list.head);
      list.head = 0;
    }
  }

  /** The entry with `id`, while the log holds it. */
  findById(id: number): ActivityEntry | undefined {
    const oldestId = this.nextId - this.count;
    if (!Number.isInteger(id) || id < oldestId || id >= this.nextId) return undefined;
    return this.ring[(this.start + (id - oldestId)) % this.limit];
  }

  /** Every entry held, newest first. */
  *newestFirst(): Generator<ActivityEntry> {
    for (let i = this.count - 1; i >= 0; i -= 1) yield this.ring[(this.start + i) % this.limit]!;
  }

  /** Entries matching `filter`, newest first. */
  matching(filter: ActivityFilter): ActivityEntry[] {
    const { actor_id, section, action, since, until } = filter;
    const found: ActivityEntry[] = [];
    for (const entry of this.newestFirst()) {
      if (since !== undefined && entry.at < since) continue;
      if (until !== undefined && entry.at >= until) continue;
      if (actor_id !== undefined && entry.actor_id !== actor_id) continue;
      if (section !== undefined && entry.section !== section) continue;
      if (action !== undefined && entry.action !== action) continue;
      found.push(entry);
    }
    return found;
  }

  /** The latest `count` entries about one record, newest first. */
  ofRecord(type: RecordType, id: number, count: number): ActivityEntry[] {
    const list = this.byRecord.get(recordKey(type, id));
    if (!list) return [];
    const found: ActivityEntry[] = [];
    for (let i = list.ids.length - 1; i >= list.head && found.length < count; i -= 1) {
      found.push(this.findById(list.ids[i]!)!);
    }
    return found;
  }
}

/* ------------------------------------------------------------------ seed */

const SEED_DAYS = 14;
const HOUR_MS = 3_600_000;

/**
 * A fortnight of sign-ins and sign-outs by the active accounts up to `now`, so the log is not
 * empty on a fresh start: on most working days each account signs in once or twice (India
 * office hours), now and then mistypes its password first, and usually signs out. The same seed
 * gives the same entries (at the same distance from `now`).
 */
export function seedActivity(seed: number, admins: readonly AdminRecord[], now: Date) {
  const faker = createSeededFaker(seed, 'activity');
  const entries: NewActivityEntry[] = [];
  const accounts = admins.filter((admin) => admin.status === 'active');
  const end = now.getTime();
  for (let day = SEED_DAYS; day >= 1; day -= 1) {
    // 09:00 in India on the India day `day` days before now.
    const morning = indiaDayStart(indiaDay(end - day * 24 * HOUR_MS)) + 9 * HOUR_MS;
    for (const admin of accounts) {
      if (!faker.datatype.boolean({ probability: admin.role === 1 ? 0.9 : 0.6 })) continue;
      const sessions = faker.number.int({ min: 1, max: 2 });
      for (let s = 0; s < sessions; s += 1) {
        const signIn = morning + faker.number.int({ min: 0, max: 9 * HOUR_MS }) + s * HOUR_MS;
        if (signIn >= end) continue;
        const person = {
          actor_id: admin.id,
          actor_name: `${admin.first_name} ${admin.last_name}`.trim(),
          actor_role: admin.role,
          section: 'auth' as const,
          record_type: 'admin' as const,
          record_id: admin.id,
          record_label: `${admin.first_name} ${admin.last_name}`.trim(),
          changes: [],
          batch_id: null,
        };
        if (faker.datatype.boolean({ probability: 0.08 })) {
          entries.push({
            ...person,
            actor_id: null,
            actor_name: NOT_SIGNED_IN,
            actor_role: null,
            action: 'sign_in_failed',
            at: new Date(signIn - 40_000).toISOString(),
          });
        }
        entries.push({ ...person, action: 'sign_in', at: new Date(signIn).toISOString() });
        const signOut = signIn + faker.number.int({ min: 10 * 60_000, max: 3 * HOUR_MS });
        if (signOut < end && faker.datatype.boolean({ probability: 0.7 })) {
          entries.push({ ...person, action: 'sign_out', at: new Date(signOut).toISOString() });
        }
      }
    }
  }
  return entries.sort((a, b) => (a.at! < b.at! ? -1 : a.at! > b.at! ? 1 : 0));
}

/** The actor of an entry nobody signed in made (a failed sign-in). */
export const NOT_SIGNED_IN = 'Not signed in';
