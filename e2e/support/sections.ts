// The sections as the console's generated contract has them (the API's manifest,
// mock-api/src/manifest.ts): tests take their lists of sections from here.
import { sectionManifest } from '../../web/src/lib/api-schema.gen';

type Manifest = typeof sectionManifest;
type SectionId = keyof Manifest;
type PermissionSection = {
  [Id in SectionId]: Manifest[Id]['permission'] extends true ? Id : never;
}[SectionId];

const ids = Object.keys(sectionManifest) as SectionId[];

/** The sections an administrator grants per sub admin. */
export const PERMISSION_SECTIONS = ids.filter(
  (id) => sectionManifest[id].permission,
) as PermissionSection[];

/** The granted sections' names in words: the rows of the permissions editor. */
export const PERMISSION_LABELS = PERMISSION_SECTIONS.map((id) => sectionManifest[id].label.text);

/** Every granted section at one level, as `permissions.sections` takes them. */
export const everySection = <Level extends 'none' | 'read' | 'write'>(level: Level) =>
  Object.fromEntries(PERMISSION_SECTIONS.map((section) => [section, level])) as Record<
    PermissionSection,
    Level
  >;

/** The sidebar's labels, as the spec spells them (a section with an entry of its own). */
export const NAV_LABELS = ids.flatMap((id) => {
  const declared = sectionManifest[id];
  return 'nav' in declared ? [declared.nav.text] : [];
});
