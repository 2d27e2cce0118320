import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { RouteProgressBar } from '@/components/ui/route-progress-bar';
import { useCacheClearedWhenSessionEnds } from '@/lib/auth';
import { TOKEN_KEY } from '@/lib/storage';
import { useAppDispatch } from '@/store';
import { sessionEnded } from '@/store/auth-session';

/** Signing out in another tab (the token leaves localStorage) signs this one out too. */
function useSignOutWithOtherTabs() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && event.newValue === null) dispatch(sessionEnded('signed-out'));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}

export function RootLayout() {
  useSignOutWithOtherTabs();
  useCacheClearedWhenSessionEnds();
  return (
    <>
      <RouteProgressBar />
      <Outlet />
    </>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  console.error('Unexpected error', error);
  return <AppErrorFallback />;
}

export function ContentErrorBoundary() {
  const error = useRouteError();
  console.error('Screen failed', error);
  return <MainErrorFallback onRetry={() => window.location.reload()} />;
}
