import type { Permissions } from './api-schema.gen';
import { sectionManifest } from './api-schema.gen';
import { t } from './messages.gen';

/*
 * The sections of the console, as the API's manifest declares them (mock-api/src/manifest.ts,
 * carried by the OpenAPI document and generated into api-schema.gen.ts). Section access, the
 * granted sections, their labels and the permissions editor's rows all derive from it: a new
 * section is declared there, not here.
 */

type Manifest = typeof sectionManifest;
export type SectionId = keyof Manifest;
type Where<Flag extends 'permission' | 'screens'> = {
  [Id in SectionId]: Manifest[Id][Flag] extends true ? Id : never;
}[SectionId];

/** A section the console has screens for (its router's guard and menu know it). */
export type Section = Where<'screens'>;

/** A section an administrator grants per sub admin (`permissions.sections` of /auth/me). */
export type PermissionSection = Where<'permission'>;

const ids = Object.keys(sectionManifest) as SectionId[];

/** The sections with screens, in the manifest's order. */
export const SECTIONS = ids.filter((id) => sectionManifest[id].screens) as Section[];

/** The granted sections, in the manifest's order (the permissions editor's rows). */
export const PERMISSION_SECTIONS = ids.filter(
  (id) => sectionManifest[id].permission,
) as PermissionSection[];

/** How far an account may use a section: not at all, only look, or also change things. */
export type AccessLevel = 'none' | 'read' | 'write';

/** Every granted section at one level. */
export const everySection = (level: AccessLevel) =>
  Object.fromEntries(PERMISSION_SECTIONS.map((section) => [section, level])) as Record<
    PermissionSection,
    AccessLevel
  >;

/** A new sub admin, unless the admin chooses otherwise: every section read-write, no reveal. */
export const newSubAdminPermissions = (): Permissions => ({
  sections: everySection('write'),
  reveal: false,
});

/** An approved registration, unless the admin chooses otherwise: read-only, no reveal. */
export const readOnlyPermissions = (): Permissions => ({
  sections: everySection('read'),
  reveal: false,
});

type LabelOf<Part extends 'label' | 'nav'> = {
  [Id in SectionId]: Manifest[Id] extends Record<Part, { key: infer Key; text: string }>
    ? [Key, Manifest[Id][Part]['text']]
    : never;
}[SectionId];
/** A key of the label catalog: `section.<id>` (its name in words), `nav.<id>` (its sidebar entry). */
export type LabelKey = LabelOf<'label'>[0] | LabelOf<'nav'>[0];

/** A section's name in words in the current language: "Resting points" for `resting_points`. */
export const sectionLabel = (section: SectionId): string => t(sectionManifest[section].label.key);
