import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
/** Its detail screen shows other sections too: the app composes it (app/routes). */
export const screens: SectionScreens = {
  section: 'companies',
  nav: { label: 'nav.companies', to: paths.companies.list },
  list: { path: paths.companies.list, load: () => import('./routes/company-list') },
  form: { paths: [paths.companies.add], load: () => import('./routes/company-form') },
};
