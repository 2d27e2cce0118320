import { mayUse, type AccessUser, type Section } from '@/lib/access';
import type { TextKey } from '@/lib/messages.gen';
import { paths } from '@/lib/paths';

/**
 * A sidebar entry (app/screens.ts lists them), its label a catalog key (in English as the product
 * spells it); it opens its section.
 */
export type NavEntry = { label: TextKey; to: string; section: Section };

/** Screens that share one sidebar entry, as tabs: the landmark's name and the tabs. */
export type TabGroup = { label: TextKey; tabs: readonly NavEntry[] };

/**
 * The tabs of the CMS screens: the content pages, the police contacts and the policies drivers
 * see. The sidebar has one entry for them (CMS); these make each reachable from the others.
 */
export const CMS_TABS: TabGroup = {
  label: 'tabs.content',
  tabs: [
    { label: 'tabs.pages', to: paths.cms.list, section: 'cms' },
    { label: 'tabs.police', to: paths.police.list, section: 'police' },
    { label: 'tabs.policies', to: paths.policies.list, section: 'policies' },
  ],
};

/**
 * The entries this user may open. The one CMS entry stands for its three tabs: it stays while the
 * user may open any of them, and opens the first they may.
 */
export const navEntriesFor = (
  entries: readonly NavEntry[],
  user: AccessUser | null | undefined,
): NavEntry[] =>
  entries.flatMap((entry) => {
    if (mayUse(user, entry.section)) return [entry];
    if (entry.section !== 'cms') return [];
    const tab = CMS_TABS.tabs.find((candidate) => mayUse(user, candidate.section));
    return tab ? [{ ...entry, to: tab.to, section: tab.section }] : [];
  });

/**
 * The tabs of the Sub Admin entry: the accounts, and the activity log of everything done in the
 * console (who changed what). The sidebar keeps the spec's one entry for both.
 */
export const SUB_ADMIN_TABS: TabGroup = {
  label: 'tabs.subAdmin',
  tabs: [
    { label: 'tabs.accounts', to: paths.subAdmins.list, section: 'sub_admins' },
    { label: 'tabs.activity', to: paths.activity, section: 'activity' },
  ],
};

const TAB_GROUPS = [CMS_TABS, SUB_ADMIN_TABS];

/**
 * Whether a sidebar entry leads to the screen at `pathname` through its tabs: the activity log
 * and the policies have no entry of their own, so Sub Admin and CMS are shown as the current one.
 */
export const leadsByTab = (entry: NavEntry, pathname: string) =>
  TAB_GROUPS.some(
    ({ tabs }) =>
      tabs[0]?.to === entry.to &&
      tabs.some((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`)),
  );
