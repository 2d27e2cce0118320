import {
  sectionManifest,
  type ActivityAction,
  type ActivityEntry,
  type ActivitySection,
} from '@/lib/api-schema.gen';
import { roleLabel } from '@/lib/access';
import { paths } from '@/lib/paths';
import type { SectionId } from '@/lib/sections';
import { t } from './messages.gen';

/*
 * The activity log as the console shows it: the API's section and action names in words, and
 * the screen of the record an entry is about. The log screen (features/activity) and each
 * record's history (components/activity) read them.
 */

/** The sections of the log, as the API names them, in the order the filter offers them. */
export const LOGGED_SECTIONS = (Object.keys(sectionManifest) as SectionId[]).filter(
  (id) => sectionManifest[id].logged,
) as ActivitySection[];

/** Actions the API's enum names that nothing records yet: `restore` comes with a later issue. */
const NOT_RECORDED_YET = ['restore'] as const satisfies readonly ActivityAction[];
type RecordedAction = Exclude<ActivityAction, (typeof NOT_RECORDED_YET)[number]>;

/** Every action of the API's enum, in the order the filter offers them (the type keeps it whole). */
const ACTIONS = Object.keys({
  create: true,
  edit: true,
  delete: true,
  restore: true,
  status: true,
  publish: true,
  send: true,
  approve: true,
  reject: true,
  register: true,
  permissions: true,
  password: true,
  reveal: true,
  search: true,
  sign_in: true,
  sign_in_failed: true,
  sign_out: true,
} satisfies Record<ActivityAction, true>) as ActivityAction[];

/**
 * The actions the log can be filtered by: every action less those nothing records yet, since
 * filtering by one could only ever show an empty log.
 */
export const RECORDED_ACTIONS = ACTIONS.filter(
  (action): action is RecordedAction => !(NOT_RECORDED_YET as readonly string[]).includes(action),
);

/** "Status changed" for `status`. */
export const actionLabel = (action: ActivityAction) => t(`activity.action.${action}`);

/** "Admin", "Sub admin"; nothing for an entry no account made (a failed sign-in). */
export const actorRoleLabel = (role: number | null) => (role === null ? null : roleLabel(role));

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
  return t('activity.record', {
    type: t(`activity.type.${entry.record_type}`),
    id: entry.record_id,
  });
}
