import type { ComponentType } from 'react';
import type { LabelKey, Section } from './sections';

/** A screen's module, fetched when its route is first visited (its own chunk). */
export type ScreenLoad = () => Promise<{ default: ComponentType }>;

/**
 * What a feature's index.ts tells the router and the sidebar about its section's screens: their
 * addresses and their modules as import() thunks, so that the descriptor costs the first download
 * nothing but a few strings. It imports only lib/paths.
 */
export type SectionScreens = {
  section: Section;
  /** Its sidebar entry, in the spec's words (a `nav.<id>` label of the manifest). */
  nav?: { label: LabelKey; to: string };
  /** Its main screen: the list, or the one screen of a section that has no list. */
  list?: { path: string; load: ScreenLoad };
  /** One record. */
  detail?: { path: string; load: ScreenLoad };
  /** Adding and editing: only for accounts that may change the section. */
  form?: { paths: readonly string[]; load: ScreenLoad };
};
