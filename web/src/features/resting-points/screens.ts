import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
/** Its detail screen shows other sections too: the app composes it (app/routes). */
export const screens: SectionScreens = {
  section: 'resting_points',
  nav: { label: 'nav.resting_points', to: paths.restingPoints.list },
  list: { path: paths.restingPoints.list, load: () => import('./routes/resting-point-list') },
  form: { paths: [paths.restingPoints.add], load: () => import('./routes/resting-point-form') },
};
