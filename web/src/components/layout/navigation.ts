/** Sidebar entries, labelled exactly as the product spells them. */
export type NavEntry = { label: string; to: string; adminOnly?: boolean };

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Dashboard', to: '/app/dashbord' },
  { label: 'Driver managments', to: '/app/users' },
  { label: 'Checkin', to: '/app/checkin-list' },
  { label: 'Resting points managment', to: '/app/resting-points' },
  { label: 'Sub Admin', to: '/app/sub-Admin', adminOnly: true },
  { label: 'State managment', to: '/app/state' },
  { label: 'City managment', to: '/app/city' },
  { label: 'company managment', to: '/app/company' },
  { label: 'CMS', to: '/app/cms' },
  { label: 'Brodcast', to: '/app/brodcast', adminOnly: true },
  { label: 'Setting', to: '/app/setting', adminOnly: true },
];

export const navEntriesFor = (admin: boolean) =>
  NAV_ENTRIES.filter((entry) => admin || !entry.adminOnly);
