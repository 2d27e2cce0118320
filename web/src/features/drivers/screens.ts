import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'drivers',
  nav: { label: 'nav.drivers', to: paths.drivers.list },
  list: { path: paths.drivers.list, load: () => import('./routes/driver-list') },
  detail: { path: paths.drivers.view.pattern, load: () => import('./routes/driver-detail') },
};
