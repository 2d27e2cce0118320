import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'sub_admins',
  nav: { label: 'nav.sub_admins', to: paths.subAdmins.list },
  list: { path: paths.subAdmins.list, load: () => import('./routes/sub-admin-list') },
  form: { paths: [paths.subAdmins.add], load: () => import('./routes/sub-admin-form') },
};
