import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { Notifications } from '@/components/ui/notifications';
import { RouteProgressBar } from '@/components/ui/route-progress-bar';
import { configureApiClient } from '@/lib/api-client';
import { useClearSession } from '@/lib/auth';
import { TOKEN_KEY } from '@/lib/storage';

/** Ends the session when the API says it is over (401), or when another tab signs out. */
function useSessionEnd() {
  const clearSession = useClearSession();
  useEffect(() => {
    configureApiClient({ onUnauthorized: () => void clearSession() });
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && event.newValue === null) void clearSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [clearSession]);
}

export function RootLayout() {
  useSessionEnd();
  return (
    <>
      <RouteProgressBar />
      <Outlet />
      <Notifications />
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
