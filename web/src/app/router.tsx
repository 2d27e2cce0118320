import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingView } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import type { ScreenLoad, SectionScreens } from '@/lib/screens';
import { PublicOnlyRoute, SectionRoute, type ScreenHandle } from './guards';
import { ContentErrorBoundary, RootErrorBoundary, RootLayout } from './root-layout';
import { SECTION_SCREENS } from './screens';

/** Every screen is its own chunk, fetched when its route is first visited. */
const page = (load: ScreenLoad) => async () => ({
  Component: (await load()).default,
});

/** The routes of a section's screens; its add and edit screens only for accounts that may change it. */
const sectionRoutes = ({ section, list, detail, form }: SectionScreens): RouteObject[] => [
  ...[list, detail].flatMap((screen) =>
    screen
      ? [{ path: screen.path, handle: { section } satisfies ScreenHandle, lazy: page(screen.load) }]
      : [],
  ),
  ...(form
    ? form.paths.map((path) => ({
        path,
        handle: { section, change: true } satisfies ScreenHandle,
        lazy: page(form.load),
      }))
    : []),
];

const login = page(() => import('@/features/auth/routes/login'));

const signedIn: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard} replace /> },
  ...SECTION_SCREENS.flatMap(sectionRoutes),
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
