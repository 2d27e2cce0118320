import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'profile',
  list: { path: paths.profile, load: () => import('./routes/profile') },
};

/** Setting (changing one's password) is its own section: administrators only, as the spec has it. */
export const settingsScreens: SectionScreens = {
  section: 'settings',
  nav: { label: 'nav.settings', to: paths.settings },
  list: { path: paths.settings, load: () => import('./routes/change-password') },
};
