import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingView } from '@/components/ui/spinner';
import type { Section } from '@/lib/access';
import { paths } from '@/lib/paths';
import { PublicOnlyRoute, SectionRoute, type ScreenHandle } from './guards';
import { ContentErrorBoundary, RootErrorBoundary, RootLayout } from './root-layout';

/** Every screen is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A screen of the signed-in area, in its section (which says who may open it). */
const screen = (
  section: Section,
  path: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({ path, handle: { section } satisfies ScreenHandle, lazy: page(load) });

/** An add or edit screen: only for accounts that may change the section. */
const form = (
  section: Section,
  path: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  handle: { section, change: true } satisfies ScreenHandle,
  lazy: page(load),
});

const login = page(() => import('@/features/auth/routes/login'));
const stateForm = () => import('@/features/states/routes/state-form');

const signedIn: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard} replace /> },
  screen('dashboard', paths.dashboard, () => import('@/features/dashboard/routes/dashboard')),
  screen('drivers', paths.drivers.list, () => import('@/features/drivers/routes/driver-list')),
  screen(
    'drivers',
    paths.drivers.view.pattern,
    () => import('@/features/drivers/routes/driver-detail'),
  ),
  screen('checkins', paths.checkins.list, () => import('@/features/checkins/routes/checkin-list')),
  screen(
    'resting_points',
    paths.restingPoints.list,
    () => import('@/features/resting-points/routes/resting-point-list'),
  ),
  screen(
    'resting_points',
    paths.restingPoints.view.pattern,
    () => import('./routes/resting-point-view'),
  ),
  form(
    'resting_points',
    paths.restingPoints.add,
    () => import('@/features/resting-points/routes/resting-point-form'),
  ),
  screen(
    'sub_admins',
    paths.subAdmins.list,
    () => import('@/features/sub-admins/routes/sub-admin-list'),
  ),
  form(
    'sub_admins',
    paths.subAdmins.add,
    () => import('@/features/sub-admins/routes/sub-admin-form'),
  ),
  screen('activity', paths.activity, () => import('@/features/activity/routes/activity')),
  screen('states', paths.states.list, () => import('@/features/states/routes/state-list')),
  form('states', paths.states.add, stateForm),
  form('states', paths.states.edit.pattern, stateForm),
  screen('cities', paths.cities.list, () => import('@/features/cities/routes/city-list')),
  form('cities', paths.cities.add, () => import('@/features/cities/routes/city-form')),
  screen(
    'companies',
    paths.companies.list,
    () => import('@/features/companies/routes/company-list'),
  ),
  screen('companies', paths.companies.view.pattern, () => import('./routes/company-view')),
  form('companies', paths.companies.add, () => import('@/features/companies/routes/company-form')),
  screen('cms', paths.cms.list, () => import('@/features/cms/routes/cms')),
  screen('police', paths.police.list, () => import('@/features/police/routes/police-list')),
  screen('policies', paths.policies.list, () => import('@/features/policies/routes/policies')),
  screen('profile', paths.profile, () => import('@/features/profile/routes/profile')),
  screen('broadcast', paths.broadcast, () => import('@/features/broadcast/routes/broadcast')),
  screen('settings', paths.settings, () => import('@/features/profile/routes/change-password')),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <LoadingView fullPage />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { index: true, lazy: login },
          { path: paths.login, lazy: login },
          { path: paths.register, lazy: page(() => import('@/features/auth/routes/register')) },
        ],
      },
      {
        path: paths.app,
        lazy: page(() => import('./routes/signed-in-area')),
        children: [
          { element: <SectionRoute />, errorElement: <ContentErrorBoundary />, children: signedIn },
        ],
      },
      { path: '*', lazy: page(() => import('@/components/errors/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
