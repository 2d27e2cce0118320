import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from index.ts so
// that they cost the first download only these lines, not what index.ts lends other screens.
export const screens: SectionScreens = {
  section: 'states',
  nav: { label: 'nav.states', to: paths.states.list },
  list: { path: paths.states.list, load: () => import('./routes/state-list') },
  form: {
    paths: [paths.states.add, paths.states.edit.pattern],
    load: () => import('./routes/state-form'),
  },
};
