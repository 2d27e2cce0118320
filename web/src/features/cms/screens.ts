import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'cms',
  nav: { label: 'nav.cms', to: paths.cms.list },
  list: { path: paths.cms.list, load: () => import('./routes/cms') },
};
