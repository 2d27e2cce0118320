import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'cities',
  nav: { label: 'nav.cities', to: paths.cities.list },
  list: { path: paths.cities.list, load: () => import('./routes/city-list') },
  form: { paths: [paths.cities.add], load: () => import('./routes/city-form') },
};
