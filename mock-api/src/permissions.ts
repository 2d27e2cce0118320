/**
 * Per-section permissions of sub admins (issue 12). An administrator (role 1) may do everything;
 * a sub admin may use each section not at all, read-only or read-write, and may or may not reveal
 * drivers' masked personal data. The sections here are the ones an administrator can grant; the
 * rest (dashboard counts, place and vehicle type pickers, own profile) are open to every signed-in account, and
 * Sub Admin, Brodcast and Setting stay administrators-only. Which sections they are, and how a
 * refusal names each, is declared in manifest.ts.
 */

import {
  PERMISSION_SECTIONS,
  SECTIONS,
  sectionWords,
  type PermissionSection,
  type SectionDeclaration,
} from './manifest.js';

export { PERMISSION_SECTIONS, type PermissionSection };

/** `none`: hidden; `read`: may look; `write`: may also create, edit, delete and change status. */
export const PERMISSION_LEVELS = ['none', 'read', 'write'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export interface Permissions {
  sections: Record<PermissionSection, PermissionLevel>;
  /** May reveal drivers' masked mobile numbers, e-mails and licence numbers (each reveal is logged). */
  reveal: boolean;
}

const everySection = (level: PermissionLevel) =>
  Object.fromEntries(PERMISSION_SECTIONS.map((section) => [section, level])) as Record<
    PermissionSection,
    PermissionLevel
  >;

/** Administrators, and what the console shows them. */
export const ADMIN_PERMISSIONS: Permissions = Object.freeze({
  sections: Object.freeze(everySection('write')),
  reveal: true,
}) as Permissions;

/** Sub admins that existed before permissions, and new ones unless the admin chooses: as before. */
export const DEFAULT_SUB_ADMIN_PERMISSIONS: Permissions = Object.freeze({
  sections: Object.freeze(everySection('write')),
  reveal: false,
}) as Permissions;

/**
 * The seeded sub admins (the demo account included), who existed before some sections did: the
 * defaults, but on a section declaring `existingSubAdmins` that level (manifest.ts).
 */
export const EXISTING_SUB_ADMIN_PERMISSIONS: Permissions = Object.freeze({
  sections: Object.freeze({
    ...DEFAULT_SUB_ADMIN_PERMISSIONS.sections,
    ...Object.fromEntries(
      PERMISSION_SECTIONS.flatMap((section) => {
        const level = (SECTIONS[section] as SectionDeclaration).existingSubAdmins;
        return level ? [[section, level]] : [];
      }),
    ),
  }),
  reveal: DEFAULT_SUB_ADMIN_PERMISSIONS.reveal,
}) as Permissions;

/** An account approved from a registration, until an administrator grants more. */
export const READ_ONLY_PERMISSIONS: Permissions = Object.freeze({
  sections: Object.freeze(everySection('read')),
  reveal: false,
}) as Permissions;

/** A fresh, mutable copy (records must not share the frozen defaults). */
export const copyPermissions = (permissions: Permissions): Permissions => ({
  sections: { ...permissions.sections },
  reveal: permissions.reveal,
});

const RANK: Record<PermissionLevel, number> = { none: 0, read: 1, write: 2 };

interface PermissionHolder {
  role: number;
  permissions: Permissions;
}

/** What the account may do: an administrator everything, a sub admin what was granted. */
export function permissionsOf(user: PermissionHolder): Permissions {
  return user.role === 1 ? ADMIN_PERMISSIONS : user.permissions;
}

/** Whether the account may use `section` at `level` (write includes read). */
export function allows(
  user: PermissionHolder,
  section: PermissionSection,
  level: Exclude<PermissionLevel, 'none'>,
): boolean {
  return RANK[permissionsOf(user).sections[section]] >= RANK[level];
}

/** Whether the account may look at `section` (read-only or read-write). */
export function mayRead(user: PermissionHolder, section: PermissionSection): boolean {
  return allows(user, section, 'read');
}

/** The 403 message for an account that may not use `section` at `level`. */
export function permissionRefusal(
  section: PermissionSection,
  level: Exclude<PermissionLevel, 'none'>,
): string {
  return `Your account may not ${level === 'read' ? 'view' : 'change'} ${sectionWords(section)}`;
}

/**
 * Why the account may not use `section` at `level`, or null when it may. Without even read
 * access the refusal says "view", whatever the level asked: the section is hidden from it.
 */
export function refusalFor(
  user: PermissionHolder,
  section: PermissionSection,
  level: Exclude<PermissionLevel, 'none'>,
): string | null {
  if (!mayRead(user, section)) return permissionRefusal(section, 'read');
  return allows(user, section, level) ? null : permissionRefusal(section, 'write');
}

/**
 * Whether the account may reveal a driver's masked personal data (`POST /user_reveal`, logged).
 * Administrators always may, and see it in full everywhere anyway; a sub admin needs the reveal
 * permission, and sees it masked everywhere else (http/personal-data.ts).
 */
export function mayReveal(user: PermissionHolder): boolean {
  return permissionsOf(user).reveal;
}
