import { sectionManifest } from './api-schema.gen';
import { t } from './messages.gen';
import { SECTIONS, type AccessLevel, type PermissionSection, type Section } from './sections';

/** Role 1 is an administrator; any other role is a sub admin. */
export const ADMIN_ROLE = 1;
const isAdmin = (user: { role: number } | null | undefined) => user?.role === ADMIN_ROLE;

/** "Admin" or "Sub admin", in the console's language of the moment. */
export const roleLabel = (role: number) => t(role === ADMIN_ROLE ? 'role.admin' : 'role.subAdmin');

/**
 * Who may use each section of the console, from the API's manifest: the router's guard, the menu
 * and the tests read it. Sub admins do not get Sub Admin (nor its activity log), Brodcast and
 * Setting.
 */
export const SECTION_ACCESS = Object.fromEntries(
  SECTIONS.map((section) => [section, sectionManifest[section].access]),
) as { [S in Section]: (typeof sectionManifest)[S]['access'] };

export type { AccessLevel, PermissionSection, Section };

/** What the access functions read of an account (the profile, /auth/me and the sign-in answer). */
export type AccessUser = {
  role: number;
  permissions?: { sections: Record<PermissionSection, AccessLevel>; reveal: boolean };
};

const isGranted = (section: Section): section is Section & PermissionSection =>
  sectionManifest[section].permission;

/**
 * How far this user may use the section: an administrator fully; a sub admin not at all in the
 * administrators' sections, fully in the open ones, and as granted in the others (nothing when
 * the account carries no grant). No user (not loaded, signed out): nothing.
 */
export function accessLevel(user: AccessUser | null | undefined, section: Section): AccessLevel {
  if (!user) return 'none';
  if (isAdmin(user)) return 'write';
  if (SECTION_ACCESS[section] === 'admin') return 'none';
  if (!isGranted(section)) return 'write';
  return user.permissions?.sections[section] ?? 'none';
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
