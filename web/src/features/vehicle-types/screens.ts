import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

// The section's screens, for the router and the sidebar (app/screens.ts). Apart from the rest of
// the feature so that they cost the first download only these lines.
export const screens: SectionScreens = {
  section: 'vehicle_types',
  nav: { label: 'nav.vehicle_types', to: paths.vehicleTypes.list },
  list: { path: paths.vehicleTypes.list, load: () => import('./routes/vehicle-type-list') },
  form: { paths: [paths.vehicleTypes.add], load: () => import('./routes/vehicle-type-form') },
};
