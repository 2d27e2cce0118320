import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'broadcast',
  nav: { label: 'nav.broadcast', to: paths.broadcast },
  list: { path: paths.broadcast, load: () => import('./routes/broadcast') },
};
