// No imports: the mock API's tests can read this map and compare it with the server's own.

/** Role 1 is an administrator; any other role is a sub admin. */
export const ADMIN_ROLE = 1;
const isAdmin = (user: { role: number } | null | undefined) => user?.role === ADMIN_ROLE;

/** What a section asks of the user: any signed-in account, or an administrator (role 1). */
export type Access = 'signed-in' | 'admin';

/**
 * Who may use each section of the console, declared once: the router's guard, the menu and the
 * tests read it. Sub admins do not get Sub Admin (nor its activity log), Brodcast and Setting.
 * (A value per section, not a yes/no, so that it can grow into read and write permissions per section.)
 */
export const SECTION_ACCESS = {
  dashboard: 'signed-in',
  drivers: 'signed-in',
  checkins: 'signed-in',
  restingPoints: 'signed-in',
  subAdmins: 'admin',
  states: 'signed-in',
  cities: 'signed-in',
  companies: 'signed-in',
  cms: 'signed-in',
  police: 'signed-in',
  policies: 'signed-in',
  settings: 'admin',
  profile: 'signed-in',
  broadcast: 'admin',
  /** The activity log, reached from the Sub Admin screen. */
  activity: 'admin',
} as const satisfies Record<string, Access>;

export type Section = keyof typeof SECTION_ACCESS;

/** How far an account may use a section: not at all, only look, or also change things. */
export type AccessLevel = 'none' | 'read' | 'write';

/**
 * The sections an administrator grants to sub admins per account, by the API's name for each
 * (`permissions.sections` of /auth/me). Sections left out (Dashboard, Profile) are open to every
 * signed-in account; Sub Admin, Brodcast and Setting stay administrators-only whatever the grant.
 */
export const SECTION_PERMISSION = {
  drivers: 'drivers',
  checkins: 'checkins',
  restingPoints: 'resting_points',
  states: 'states',
  cities: 'cities',
  companies: 'companies',
  cms: 'cms',
  police: 'police',
  policies: 'policies',
} as const satisfies Partial<Record<Section, string>>;

export type PermissionSection = (typeof SECTION_PERMISSION)[keyof typeof SECTION_PERMISSION];

/** What the access functions read of an account (the profile, /auth/me and the sign-in answer). */
export type AccessUser = {
  role: number;
  permissions?: { sections: Record<PermissionSection, AccessLevel>; reveal: boolean };
};

const grantedSection = (section: Section): PermissionSection | undefined =>
  (SECTION_PERMISSION as Partial<Record<Section, PermissionSection>>)[section];

/**
 * How far this user may use the section: an administrator fully; a sub admin not at all in the
 * administrators' sections, fully in the open ones, and as granted in the others (nothing when
 * the account carries no grant). No user (not loaded, signed out): nothing.
 */
export function accessLevel(user: AccessUser | null | undefined, section: Section): AccessLevel {
  if (!user) return 'none';
  if (isAdmin(user)) return 'write';
  if (SECTION_ACCESS[section] === 'admin') return 'none';
  const granted = grantedSection(section);
  if (!granted) return 'write';
  return user.permissions?.sections[granted] ?? 'none';
}

/** Whether this user may open the section (see it in the menu, open its screens). */
export function mayUse(user: AccessUser | null | undefined, section: Section): boolean {
  return accessLevel(user, section) !== 'none';
}

/** Whether this user may change things in the section: add, edit, delete, change a status. */
export function mayChange(user: AccessUser | null | undefined, section: Section): boolean {
  return accessLevel(user, section) === 'write';
}

/**
 * Whether the user may use the logged "Reveal" action on a driver's masked personal data.
 * Administrators always see it in full; a sub admin needs the reveal permission.
 */
export function mayReveal(
  user: { role: number; permissions?: { reveal: boolean } } | null | undefined,
): boolean {
  return isAdmin(user) || user?.permissions?.reveal === true;
}
