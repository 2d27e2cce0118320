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

/** Whether this user may open the section (the whole console is behind sign-in already). */
export function mayUse(user: { role: number } | null | undefined, section: Section): boolean {
  const access: Access = SECTION_ACCESS[section];
  return access === 'signed-in' || isAdmin(user);
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
