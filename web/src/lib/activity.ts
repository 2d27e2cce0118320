import {
  sectionManifest,
  type ActivityAction,
  type ActivityEntry,
  type ActivitySection,
} from '@/lib/api-schema.gen';
import { humanize } from '@/lib/format';
import { paths } from '@/lib/paths';
import { sectionLabel, type SectionId } from '@/lib/sections';

/*
 * The activity log as the console shows it: the API's section and action names in words, and
 * the screen of the record an entry is about. The log screen (features/activity) and each
 * record's history (components/activity) read them.
 */

/** The sections of the log, as the API names them, in the order the filter offers them. */
export const ACTIVITY_SECTIONS = Object.fromEntries(
  (Object.keys(sectionManifest) as SectionId[])
    .filter((id) => sectionManifest[id].logged)
    .map((id) => [id, sectionLabel(id)]),
) as Record<ActivitySection, string>;

/** What was done, as the API names it, in words. */
export const ACTIVITY_ACTIONS = {
  create: 'Created',
  edit: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  status: 'Status changed',
  publish: 'Published',
  send: 'Sent',
  approve: 'Approved',
  reject: 'Rejected',
  register: 'Registered',
  permissions: 'Permissions changed',
  password: 'Password changed',
  reveal: 'Personal data revealed',
  search: 'Searched personal data',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
} as const satisfies Record<ActivityAction, string>;

/** Actions the API's enum names that nothing records yet: `restore` comes with a later issue. */
const NOT_RECORDED_YET = ['restore'] as const satisfies readonly ActivityAction[];
type RecordedAction = Exclude<ActivityAction, (typeof NOT_RECORDED_YET)[number]>;

/**
 * The actions the log can be filtered by, in words: every action less those nothing records yet,
 * since filtering by one could only ever show an empty log.
 */
export const RECORDED_ACTIONS = Object.fromEntries(
  Object.entries(ACTIVITY_ACTIONS).filter(
    ([action]) => !(NOT_RECORDED_YET as readonly string[]).includes(action),
  ),
) as Record<RecordedAction, string>;

/** "Status changed" for `status`. */
export const actionLabel = (action: ActivityAction) => ACTIVITY_ACTIONS[action];

/** "Admin", "Sub admin"; nothing for an entry no account made (a failed sign-in). */
export const actorRoleLabel = (role: number | null) =>
  role === null ? null : role === 1 ? 'Admin' : 'Sub admin';

/** The screen of each section's records, by id. */
const RECORD_SCREENS: Partial<Record<ActivitySection, (id: number) => string>> = {
  drivers: paths.drivers.view,
  resting_points: paths.restingPoints.view,
  companies: paths.companies.view,
  states: paths.states.edit,
  cities: paths.cities.edit,
  policies: paths.policies.view,
  sub_admins: paths.subAdmins.edit,
};

/**
 * The screen of the record an entry is about, when it has one: a driver's details, a state's
 * edit screen… Null for a record with no screen of its own (a check-in, a broadcast), for no
 * record (a sign-in) and for a deleted one, whose screen would only say it is gone.
 */
export function recordPath(
  entry: Pick<ActivityEntry, 'section' | 'record_id' | 'action'>,
): string | null {
  if (entry.record_id === null || entry.action === 'delete') return null;
  return RECORD_SCREENS[entry.section]?.(entry.record_id) ?? null;
}

/** How an entry names its record: its label, else its kind and id ("Driver #12"). */
export function recordName(
  entry: Pick<ActivityEntry, 'record_type' | 'record_id' | 'record_label'>,
): string | null {
  if (entry.record_label) return entry.record_label;
  if (entry.record_id === null) return null;
  return `${humanize(entry.record_type)} #${entry.record_id}`;
}
