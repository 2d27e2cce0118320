import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { NotAllowed } from '@/components/errors/not-allowed';
import { LoadingView } from '@/components/ui/spinner';
import { authPageHref, isAdmin, safeRedirectPath, useUser } from '@/lib/auth';

/** Everything under /app: only for a signed-in user; others go to sign-in and come back after. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, error, isLoading, mutate } = useUser();
  const location = useLocation();

  if (isLoading) return <LoadingView fullPage label="Loading your account…" />;
  if (error) {
    return (
      <main className="container py-5">
        <Alert variant="danger" role="alert">
          <Alert.Heading as="h1" className="h5">
            Your account could not be loaded
          </Alert.Heading>
          <p>{error instanceof Error ? error.message : String(error)}</p>
          <Button variant="outline-danger" onClick={() => mutate()}>
            Try again
          </Button>
        </Alert>
      </main>
    );
  }
  if (!user) {
    return (
      <Navigate to={authPageHref('/auth/login', location.pathname + location.search)} replace />
    );
  }
  return children;
}

/** Home, login and register: a signed-in user is sent on (to redirectTo, or the dashboard). */
export function PublicOnlyRoute() {
  const { data: user, isLoading } = useUser();
  const [searchParams] = useSearchParams();
  if (isLoading) return <LoadingView fullPage />;
  if (user) return <Navigate to={safeRedirectPath(searchParams.get('redirectTo'))} replace />;
  return <Outlet />;
}

/** Admin-only screens: a sub admin who types the address gets a clear 'not allowed' view. */
export function AdminOnlyRoute() {
  const { data: user } = useUser();
  return isAdmin(user) ? <Outlet /> : <NotAllowed />;
}
