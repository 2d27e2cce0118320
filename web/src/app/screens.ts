import type { NavEntry } from '@/components/layout/navigation';
import { screens as activity } from '@/features/activity/screens';
import { screens as broadcast } from '@/features/broadcast/screens';
import { screens as checkins } from '@/features/checkins/screens';
import { screens as cities } from '@/features/cities/screens';
import { screens as cms } from '@/features/cms/screens';
import { screens as companies } from '@/features/companies/screens';
import { screens as dashboard } from '@/features/dashboard/screens';
import { screens as drivers } from '@/features/drivers/screens';
import { screens as police } from '@/features/police/screens';
import { screens as policies } from '@/features/policies/screens';
import { screens as profile, settingsScreens as settings } from '@/features/profile/screens';
import { screens as restingPoints } from '@/features/resting-points/screens';
import { screens as states } from '@/features/states/screens';
import { screens as subAdmins } from '@/features/sub-admins/screens';
import { screens as vehicleTypes } from '@/features/vehicle-types/screens';
import { paths } from '@/lib/paths';
import type { SectionScreens } from '@/lib/screens';

/**
 * The screens of the signed-in area, section by section, in the sidebar's order (the spec's):
 * the router and the sidebar iterate over this list. Detail screens that show other sections too
 * are composed here, in app/routes.
 */
export const SECTION_SCREENS: readonly SectionScreens[] = [
  dashboard,
  drivers,
  checkins,
  {
    ...restingPoints,
    detail: {
      path: paths.restingPoints.view.pattern,
      load: () => import('./routes/resting-point-view'),
    },
  },
  subAdmins,
  activity,
  states,
  cities,
  {
    ...companies,
    detail: { path: paths.companies.view.pattern, load: () => import('./routes/company-view') },
  },
  cms,
  police,
  policies,
  profile,
  broadcast,
  settings,
  // Not in the spec: after its entries.
  vehicleTypes,
];

/** The sidebar's entries, labelled (in English) exactly as the product spells them. */
export const NAV_ENTRIES: readonly NavEntry[] = SECTION_SCREENS.flatMap(({ section, nav }) =>
  nav ? [{ label: nav.label, to: nav.to, section }] : [],
);
