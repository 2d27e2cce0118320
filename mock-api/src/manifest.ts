/**
 * Every section of Restpoint, declared once (issue 23). The API and the console derive from this
 * list: the permission sections a sub admin is granted, the sections the activity log files
 * entries under, the kinds of record and the fields the log tracks, the words refusals use, the
 * OpenAPI tags of the sections' routes, and (through the OpenAPI document's `x-sections`, which
 * `npm run openapi -w mock-api` writes into web/src/lib/api-schema.gen.ts) the console's section
 * access, permissions, label maps and permissions editor. A section's id is its one spelling:
 * the API's `permissions.sections` key, the activity log's `section`, the OpenAPI tag and the
 * console's section name. Sections that are plumbing only (health, sessions, uploads) are not
 * here; their route files declare their tag themselves.
 */

/** Who may call a route: anyone, any signed-in account, or administrators (role 1) only. */
export type Access = 'public' | 'signed-in' | 'admin';

export interface SectionDeclaration {
  /** Its name in words (the activity log's filter, the permissions editor). */
  label: string;
  /** Its sidebar entry, exactly as the product spec spells it; none: reached from a tab. */
  nav?: string;
  /** Who may use it; a route may differ (`config.access`, e.g. sign-in). */
  access: Access;
  /** An administrator grants it per sub admin (none / read / write), under its id. */
  permission: boolean;
  /**
   * With `permission`, for a section added after sub admins existed: what those get on it (the
   * seeded ones, the demo account included). Left out: what they have on the others. New sub
   * admins get the defaults either way.
   */
  existingSubAdmins?: 'none' | 'read';
  /** The activity log files entries under it. */
  logged: boolean;
  /** The console has screens for it (the router's guard and the menu know it). */
  screens: boolean;
  /** How refusals name its records: "Your account may not view <words>". */
  words?: string;
  /** The kind of record it holds, whose history the log keeps, and the fields it tracks. */
  record?: { type: string; fields: readonly string[] };
}

/**
 * The sections, in the order the activity log's filter and the permissions editor list them.
 * The tracked fields are named as the API answers them: only these are ever logged (passwords,
 * hashes and tokens are in no list); `state`, `city` and `resting_points` are the names of the
 * records referred to (http/activity.ts `valuesOf`).
 */
export const SECTIONS = {
  dashboard: {
    label: 'Dashboard',
    nav: 'Dashboard',
    access: 'signed-in',
    permission: false,
    logged: false,
    screens: true,
  },
  drivers: {
    label: 'Drivers',
    nav: 'Driver managments',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'drivers',
    record: {
      type: 'driver',
      fields: [
        'full_name',
        'mobile',
        'email',
        'licence_number',
        'vehicle_number',
        'vehicle_type',
        'status',
      ],
    },
  },
  checkins: {
    label: 'Check-ins',
    nav: 'Checkin',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'check-ins',
  },
  resting_points: {
    label: 'Resting points',
    nav: 'Resting points managment',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'resting points',
    record: {
      type: 'resting_point',
      fields: [
        'name',
        'type',
        'address',
        'pincode',
        'state',
        'city',
        'latitude',
        'longitude',
        'highway',
        'parking_capacity',
        'beds',
        'amenities',
        'open_24x7',
        'opening_hours',
        'contact_name',
        'contact_phone',
        'status',
      ],
    },
  },
  states: {
    label: 'States',
    nav: 'State managment',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'states',
    record: { type: 'state', fields: ['name', 'code', 'status'] },
  },
  cities: {
    label: 'Cities',
    nav: 'City managment',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'cities',
    record: { type: 'city', fields: ['name', 'state', 'status', 'latitude', 'longitude'] },
  },
  companies: {
    label: 'Companies',
    nav: 'company managment',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'companies',
    record: { type: 'company', fields: ['company_name'] },
  },
  cms: {
    label: 'CMS pages',
    nav: 'CMS',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'CMS pages',
    record: { type: 'cms_page', fields: ['title', 'content'] },
  },
  police: {
    label: 'Police contacts',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'the police contact list',
    record: {
      type: 'police_contact',
      fields: [
        'station_name',
        'officer',
        'phone_numbers',
        'state',
        'city',
        'address',
        'resting_points',
      ],
    },
  },
  policies: {
    label: 'Policies',
    access: 'signed-in',
    permission: true,
    logged: true,
    screens: true,
    words: 'policies',
    record: {
      type: 'policy',
      fields: ['title', 'status', 'version', 'effective_date', 'change_note', 'body'],
    },
  },
  vehicle_types: {
    label: 'Vehicle types',
    nav: 'Vehicle types',
    access: 'signed-in',
    permission: true,
    existingSubAdmins: 'read',
    logged: true,
    screens: true,
    words: 'vehicle types',
    record: { type: 'vehicle_type', fields: ['code', 'name', 'description', 'status'] },
  },
  sub_admins: {
    label: 'Sub admins',
    nav: 'Sub Admin',
    access: 'admin',
    permission: false,
    logged: true,
    screens: true,
    words: 'sub admins',
    record: { type: 'admin', fields: ['full_name', 'email', 'mobile', 'status'] },
  },
  activity: {
    label: 'Activity log',
    access: 'admin',
    permission: false,
    logged: false,
    screens: true,
  },
  broadcast: {
    label: 'Broadcast',
    nav: 'Brodcast',
    access: 'admin',
    permission: false,
    logged: true,
    screens: true,
    words: 'broadcasts',
    record: {
      type: 'broadcast',
      fields: ['title', 'message', 'channels', 'audience', 'recipient_count'],
    },
  },
  settings: {
    label: 'Settings',
    nav: 'Setting',
    access: 'admin',
    permission: false,
    logged: true,
    screens: true,
  },
  auth: {
    label: 'Sign-in',
    access: 'signed-in',
    permission: false,
    logged: true,
    screens: false,
  },
  profile: {
    label: 'Profile',
    access: 'signed-in',
    permission: false,
    logged: true,
    screens: true,
  },
} as const satisfies Record<string, SectionDeclaration>;

type Sections = typeof SECTIONS;
export type SectionId = keyof Sections;

const ids = Object.keys(SECTIONS) as SectionId[];

/** The ids of the sections whose declaration has `flag` true, in the manifest's order. */
const idsWhere = <F extends 'permission' | 'logged'>(flag: F) =>
  ids.filter((id) => SECTIONS[id][flag]) as {
    [K in SectionId]: Sections[K][F] extends true ? K : never;
  }[SectionId][];

/** The sections an administrator grants per sub admin. */
export const PERMISSION_SECTIONS = idsWhere('permission');
export type PermissionSection = (typeof PERMISSION_SECTIONS)[number];

/** What the activity log files an entry under. */
export const ACTIVITY_SECTIONS = idsWhere('logged');
export type ActivitySection = (typeof ACTIVITY_SECTIONS)[number];

type WithRecord = {
  [K in SectionId]: Sections[K] extends { record: object } ? K : never;
}[SectionId];
/** Sections whose records have a history. */
export type HistorySection = WithRecord;
export const HISTORY_SECTIONS = ids.filter((id) => 'record' in SECTIONS[id]) as HistorySection[];

/** The kinds of record an entry is about; `admin` is any account (administrator or sub admin). */
export type RecordType = Sections[HistorySection]['record']['type'];
export const RECORD_TYPES = HISTORY_SECTIONS.map((id) => SECTIONS[id].record.type);

/** The kind of record a section with a history holds. */
export const historyRecordType = (section: HistorySection): RecordType =>
  SECTIONS[section].record.type;

/** The fields the log records of each kind of record. */
export const TRACKED_FIELDS = Object.fromEntries(
  HISTORY_SECTIONS.map((id): [string, readonly string[]] => [
    SECTIONS[id].record.type,
    SECTIONS[id].record.fields,
  ]),
) as Record<RecordType, readonly string[]>;

/** How refusals name the records of a section that has words. */
export const sectionWords = (section: PermissionSection | HistorySection): string =>
  SECTIONS[section].words;

/** The OpenAPI tag, access and permission of a section's routes (routes/<section>.ts). */
export function declaredSection<Id extends SectionId>(id: Id, description: string) {
  const { access, permission } = SECTIONS[id] as SectionDeclaration;
  return {
    tag: { name: id, description },
    access,
    ...(permission ? { permission: id as PermissionSection } : {}),
  };
}

/** OpenAPI extension carrying the manifest, at the root of the document. */
export const SECTIONS_EXTENSION = 'x-sections';

/**
 * The manifest as the OpenAPI document carries it: each section with its label as a key of the
 * console's catalog and its English text (`section.<id>`, and `nav.<id>` for a sidebar entry).
 */
export const documentedSections = () =>
  Object.fromEntries(
    ids.map((id) => {
      const { label, nav, ...rest } = SECTIONS[id] as SectionDeclaration;
      return [
        id,
        {
          label: { key: `section.${id}`, text: label },
          ...(nav ? { nav: { key: `nav.${id}`, text: nav } } : {}),
          ...rest,
        },
      ];
    }),
  );
