import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingView } from '@/components/ui/spinner';
import { AdminOnlyRoute, PublicOnlyRoute } from './guards';
import { ContentErrorBoundary, RootErrorBoundary, RootLayout } from './root-layout';

// Paths are written out in full, with the product's own spellings (`dashbord`, `sub-Admin`,
// `policys`, `brodcast`): links and bookmarks people already have use them.
/** Every screen is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const login = page(() => import('@/features/auth/routes/login'));

const adminOnly: RouteObject[] = [
  {
    path: '/app/sub-Admin',
    lazy: page(() => import('@/features/sub-admins/routes/sub-admin-list')),
  },
  {
    path: '/app/sub-Admin/add',
    lazy: page(() => import('@/features/sub-admins/routes/sub-admin-form')),
  },
  { path: '/app/brodcast', lazy: page(() => import('@/features/broadcast/routes/broadcast')) },
  { path: '/app/setting', lazy: page(() => import('@/features/profile/routes/change-password')) },
];

const signedIn: RouteObject[] = [
  { index: true, element: <Navigate to="/app/dashbord" replace /> },
  { path: '/app/dashbord', lazy: page(() => import('@/features/dashboard/routes/dashboard')) },
  { path: '/app/users', lazy: page(() => import('@/features/drivers/routes/driver-list')) },
  {
    path: '/app/users/view/:id',
    lazy: page(() => import('@/features/drivers/routes/driver-detail')),
  },
  {
    path: '/app/checkin-list',
    lazy: page(() => import('@/features/checkins/routes/checkin-list')),
  },
  {
    path: '/app/resting-points',
    lazy: page(() => import('@/features/resting-points/routes/resting-point-list')),
  },
  {
    path: '/app/resting-points/add',
    lazy: page(() => import('@/features/resting-points/routes/resting-point-form')),
  },
  { path: '/app/state', lazy: page(() => import('@/features/states/routes/state-list')) },
  { path: '/app/state/add', lazy: page(() => import('@/features/states/routes/state-form')) },
  { path: '/app/state/edit/:id', lazy: page(() => import('@/features/states/routes/state-form')) },
  { path: '/app/city', lazy: page(() => import('@/features/cities/routes/city-list')) },
  { path: '/app/city/add', lazy: page(() => import('@/features/cities/routes/city-form')) },
  { path: '/app/company', lazy: page(() => import('@/features/companies/routes/company-list')) },
  {
    path: '/app/add-edit-company',
    lazy: page(() => import('@/features/companies/routes/company-form')),
  },
  { path: '/app/cms', lazy: page(() => import('@/features/cms/routes/cms')) },
  { path: '/app/cms/police', lazy: page(() => import('@/features/police/routes/police-list')) },
  { path: '/app/policys', lazy: page(() => import('@/features/policies/routes/policies')) },
  { path: '/app/profile', lazy: page(() => import('@/features/profile/routes/profile')) },
  { element: <AdminOnlyRoute />, children: adminOnly },
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
          { path: 'auth/login', lazy: login },
          { path: 'auth/register', lazy: page(() => import('@/features/auth/routes/register')) },
        ],
      },
      {
        path: 'app',
        lazy: page(() => import('./routes/signed-in-area')),
        children: [{ errorElement: <ContentErrorBoundary />, children: signedIn }],
      },
      { path: '*', lazy: page(() => import('@/components/errors/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
