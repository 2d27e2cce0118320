import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  PERMISSION_SECTIONS,
  sectionWords,
  TRACKED_FIELDS,
  type HistorySection,
  type PermissionSection,
} from '../manifest.js';
import { allows, type Permissions } from '../permissions.js';
import {
  ADMIN_ROLE,
  fullName,
  NOT_SIGNED_IN,
  type ActivityAction,
  type ActivityEntry,
  type ActivitySection,
  type AdminRecord,
  type FieldChange,
  type RecordType,
  type Store,
} from '../store/index.js';
import { personalDataViewOf, type PersonalDataView } from './personal-data.js';

/**
 * Writing the activity log (store/activity.ts) from the routes. Each handler that changes
 * something calls `recordActivity` once per record it changed, after the change succeeded, with
 * the changed fields from `fieldChanges`. Only the fields a section's record declares in
 * manifest.ts are ever logged: passwords, password hashes and tokens are in no list, so no entry
 * can hold one.
 */

export interface ActivityInput {
  section: ActivitySection;
  record_type: RecordType;
  record_id: number | null;
  record_label: string | null;
  action: ActivityAction;
  changes?: FieldChange[];
  /** Shared by the entries of one bulk action (`newBatchId()`). */
  batch_id?: string | null;
  /**
   * Who did it, for a call nobody is signed in to yet: the account that signed in or registered,
   * or null (a failed sign-in). Left out: the signed-in account of the request.
   */
  actor?: AdminRecord | null;
}

/** Appends one entry for `request`; the actor is the signed-in account unless `input.actor` says. */
export function recordActivity(request: FastifyRequest, input: ActivityInput): ActivityEntry {
  const { actor: given, changes = [], batch_id = null, ...rest } = input;
  const actor = given === undefined ? (request.auth?.user ?? null) : given;
  return request.server.store.activity.append({
    ...rest,
    actor_id: actor?.id ?? null,
    actor_name: actor ? fullName(actor) : NOT_SIGNED_IN,
    actor_role: actor?.role ?? null,
    changes,
    batch_id,
  });
}

/** The record of a failed sign-in with an e-mail address no account has (never what was typed). */
export const UNKNOWN_ACCOUNT = 'unknown account';

/** Which record an entry is about: spread into `recordActivity`'s input. */
export const about = (
  section: ActivitySection,
  record_type: RecordType,
  record_id: number,
  record_label: string,
) => ({ section, record_type, record_id, record_label });

/** A new id for the entries of one bulk action. */
export const newBatchId = (): string => randomUUID();

/* ------------------------------------------------------------------ changes */

/** Long texts (a page's Markdown) are logged by their start. */
const MAX_VALUE_LENGTH = 300;

/** A value as the log holds it: text, lists joined by commas, nothing as null. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && value.length === 0) return null;
  const text = Array.isArray(value)
    ? value.map(String).join(', ')
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value as string | number);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

type Values = Record<string, unknown>;

interface Placed {
  state_id?: number;
  city_id?: number | null;
  resting_point_ids?: readonly number[];
}

/**
 * A record's values as the log compares them, taken now (lists copied, so a later change to the
 * record does not change them): its own fields, plus the names of the state, city and resting
 * points it refers to (`state`, `city`, `resting_points`), which read better than ids.
 */
export function valuesOf(store: Store, record: object): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(record)) {
    values[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  const { state_id, city_id, resting_point_ids } = record as Placed;
  if (state_id !== undefined) values.state = store.states.findById(state_id)?.name ?? state_id;
  if (city_id !== undefined) {
    values.city = city_id === null ? null : (store.cities.findById(city_id)?.name ?? city_id);
  }
  if (resting_point_ids !== undefined) {
    values.resting_points = resting_point_ids.map(
      (id) => store.restingPoints.findById(id)?.name ?? id,
    );
  }
  return values;
}

/**
 * The tracked fields of `type` whose values differ between `before` and `after`, in the list's
 * order. A new record: `before` is `{}` (every field it has, before null); a deleted one the
 * other way round.
 */
export function fieldChanges(type: RecordType, before: object, after: object): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TRACKED_FIELDS[type]) {
    const was = asText((before as Values)[field]);
    const now = asText((after as Values)[field]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/**
 * A sub admin's permissions before and after, as changes: one per section whose level changed
 * (`drivers: write → read`) and `reveal` (`no → yes`). A new account: `before` null, every one.
 */
export function permissionChanges(before: Permissions | null, after: Permissions): FieldChange[] {
  const changes: FieldChange[] = PERMISSION_SECTIONS.filter(
    (section) => before?.sections[section] !== after.sections[section],
  ).map((section) => ({
    field: section,
    before: before?.sections[section] ?? null,
    after: after.sections[section],
  }));
  if (before?.reveal !== after.reveal) {
    changes.push({
      field: 'reveal',
      before: before ? asText(before.reveal) : null,
      after: asText(after.reveal),
    });
  }
  return changes;
}

/** An account's values the log compares (never its password hash: `admin` does not list it). */
export const accountValues = (admin: AdminRecord) => ({
  full_name: fullName(admin),
  email: admin.email,
  mobile: admin.mobile,
  status: admin.status,
});

/** What the activity log says an account's entries are about (Sub Admin, sign-ins, password). */
export const aboutAccount = (admin: AdminRecord, section: ActivitySection = 'sub_admins') =>
  about(section, 'admin', admin.id, fullName(admin));

/* ------------------------------------------------------------------ record histories */

export const viewHistoryRefusal = (section: HistorySection) =>
  `Your account may not view the history of ${sectionWords(section)}`;

const isPermissionSection = (section: string): section is PermissionSection =>
  (PERMISSION_SECTIONS as readonly string[]).includes(section);

/**
 * Whether `user` may read the history of a record of `section`: whoever may view the section;
 * Sub Admin and Brodcast are administrators-only.
 */
export function mayViewHistory(user: AdminRecord, section: HistorySection): boolean {
  return isPermissionSection(section) ? allows(user, section, 'read') : user.role === ADMIN_ROLE;
}

/** Drivers' personal fields in an entry's changes, and how a viewer's view presents each. */
const DRIVER_FIELDS: Record<string, (view: PersonalDataView, value: string) => string | null> = {
  mobile: (view, value) => view.mobile(value),
  email: (view, value) => view.email(value),
  licence_number: (view, value) => view.licence(value),
};

/**
 * The entry as `viewer` may see it: drivers' personal data presented as everywhere else
 * (masked for every sub admin; a full look is a logged reveal, see http/personal-data.ts).
 */
export function maskedForViewer(viewer: AdminRecord, entry: ActivityEntry): ActivityEntry {
  const view = personalDataViewOf(viewer);
  if (entry.record_type !== 'driver' || !view.masked) return entry;
  if (!entry.changes.some((change) => Object.hasOwn(DRIVER_FIELDS, change.field))) return entry;
  const mask = (field: string, value: string | null) =>
    value === null || !Object.hasOwn(DRIVER_FIELDS, field)
      ? value
      : DRIVER_FIELDS[field]!(view, value);
  return {
    ...entry,
    changes: entry.changes.map(({ field, before, after }) => ({
      field,
      before: mask(field, before),
      after: mask(field, after),
    })),
  };
}
