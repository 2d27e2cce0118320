import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { NotAllowed } from '@/components/errors/not-allowed';
import { LoadingView } from '@/components/ui/spinner';
import { accessLevel, SECTION_ACCESS, type Section } from '@/lib/access';
import { ApiError, isSessionExpiry } from '@/lib/api-client';
import {
  authPageHref,
  safeRedirectPath,
  useAccountReloadedWhenRefused,
  useCurrentUser,
  useUser,
  type SignInPageState,
} from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store';
import { selectSessionEndReason, selectToken } from '@/store/auth-session';

/** Sign-in, remembering where the user was; after an expiry the page says so (router state). */
function ToSignIn({ expired, signedOut }: { expired: boolean; signedOut: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const state: SignInPageState | undefined = expired ? { sessionExpired: true } : undefined;
  return <Navigate to={authPageHref(paths.login, signedOut ? null : here)} state={state} replace />;
}

/**
 * Everything under /app: only for a signed-in user; others go to sign-in and come back after.
 * A session that ends, at a reload (the user fetch answers 401) or later (any call answers 401),
 * clears the token through the API client's 401 hook, and the missing token sends the user to
 * sign-in here: one path for both.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const endedBy = useAppSelector(selectSessionEndReason);
  const { data: user, error, isLoading, mutate } = useUser();
  useCurrentUser(); // the layout's header needs it: ask now, beside the profile
  useAccountReloadedWhenRefused();

  const refused = error instanceof ApiError && error.status === 401;
  if (!token || refused) {
    const expired = endedBy === 'expired' || isSessionExpiry(error);
    return <ToSignIn expired={expired} signedOut={endedBy === 'signed-out'} />;
  }
  // The user first: a session just started has it (from the sign-in answer) before any fetch.
  if (user) return children;
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
  return <ToSignIn expired={false} signedOut={false} />;
}

/** Home, login and register: a signed-in user is sent on (to redirectTo, or the dashboard). */
export function PublicOnlyRoute() {
  const token = useAppSelector(selectToken);
  const { data: user, isLoading } = useUser();
  const [searchParams] = useSearchParams();
  if (token && user) {
    return <Navigate to={safeRedirectPath(searchParams.get('redirectTo'))} replace />;
  }
  if (token && isLoading) return <LoadingView fullPage />;
  return <Outlet />;
}

/**
 * What a screen's route tells the guard (its `handle`): its section, and `change` for a screen
 * that changes records (an add or edit form), which needs read-write access to the section.
 */
export type ScreenHandle = { section: Section; change?: boolean };

const screenOf = (handle: unknown): ScreenHandle | undefined => {
  const screen = handle as Partial<ScreenHandle> | undefined;
  return screen?.section ? { section: screen.section, change: screen.change } : undefined;
};

/**
 * The screens of the signed-in area, each in its section: a user who may not use the section (a
 * sub admin who types the address of an admin-only screen, or of a section they were not
 * granted), or who may only read it and opens a form, gets a clear 'not allowed' view.
 */
export function SectionRoute() {
  const { data: user } = useUser();
  const screen = useMatches()
    .map((match) => screenOf(match.handle))
    .findLast(Boolean);
  if (!screen) return <Outlet />;
  const level = accessLevel(user, screen.section);
  if (level === 'none') {
    return <NotAllowed reason={SECTION_ACCESS[screen.section] === 'admin' ? 'admin' : 'none'} />;
  }
  if (screen.change && level !== 'write') return <NotAllowed reason="read" />;
  return <Outlet />;
}
