import { mayUse, type AccessUser, type Section } from '@/lib/access';
import { paths } from '@/lib/paths';

/** Sidebar entries, labelled exactly as the product spells them; each opens its section. */
export type NavEntry = { label: string; to: string; section: Section };

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Dashboard', to: paths.dashboard, section: 'dashboard' },
  { label: 'Driver managments', to: paths.drivers.list, section: 'drivers' },
  { label: 'Checkin', to: paths.checkins.list, section: 'checkins' },
  { label: 'Resting points managment', to: paths.restingPoints.list, section: 'restingPoints' },
  { label: 'Sub Admin', to: paths.subAdmins.list, section: 'subAdmins' },
  { label: 'State managment', to: paths.states.list, section: 'states' },
  { label: 'City managment', to: paths.cities.list, section: 'cities' },
  { label: 'company managment', to: paths.companies.list, section: 'companies' },
  { label: 'CMS', to: paths.cms.list, section: 'cms' },
  { label: 'Brodcast', to: paths.broadcast, section: 'broadcast' },
  { label: 'Setting', to: paths.settings, section: 'settings' },
];

/**
 * The tabs of the CMS screens: the content pages, the police contacts and the policies drivers
 * see. The sidebar has one entry for them (CMS); these make each reachable from the others.
 */
export const CMS_TABS: NavEntry[] = [
  { label: 'Pages', to: paths.cms.list, section: 'cms' },
  { label: 'Police', to: paths.police.list, section: 'police' },
  { label: 'Policies', to: paths.policies.list, section: 'policies' },
];

/**
 * The entries this user may open. The one CMS entry stands for its three tabs: it stays while the
 * user may open any of them, and opens the first they may.
 */
export const navEntriesFor = (user: AccessUser | null | undefined): NavEntry[] =>
  NAV_ENTRIES.flatMap((entry) => {
    if (mayUse(user, entry.section)) return [entry];
    if (entry.section !== 'cms') return [];
    const tab = CMS_TABS.find((candidate) => mayUse(user, candidate.section));
    return tab ? [{ ...entry, to: tab.to, section: tab.section }] : [];
  });
