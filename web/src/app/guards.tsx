import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { NotAllowed } from '@/components/errors/not-allowed';
import { LoadingView } from '@/components/ui/spinner';
import { accessLevel, SECTION_ACCESS, type AccessUser, type Section } from '@/lib/access';
import { ApiError, sessionEndOf, type SessionEnd } from '@/lib/api-client';
import {
  authPageHref,
  signedInLanding,
  useAccountAccess,
  useAccountReloadedWhenRefused,
  useCurrentUser,
  useUser,
  type SignInPageState,
} from '@/lib/auth';
import { useT } from '@/lib/messages.gen';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store';
import { selectCachedAccess, selectSessionEndReason, selectToken } from '@/store/auth-session';

/**
 * Sign-in, remembering where the user was; after an expiry or a replacement the page says which
 * (router state).
 */
function ToSignIn({ ended, signedOut }: { ended: SessionEnd | null; signedOut: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const state: SignInPageState | undefined = ended ? { sessionEnded: ended } : undefined;
  return <Navigate to={authPageHref(paths.login, signedOut ? null : here)} state={state} replace />;
}

/** What the guard of the signed-in area shows, from the session and the profile fetch. */
export type AreaView = 'sign-in' | 'area' | 'loading' | 'error';

type AreaState = {
  token: string | null;
  /** The profile fetch answered 401. */
  refused: boolean;
  user: unknown;
  isLoading: boolean;
  error: unknown;
  /** The access kept from the last profile answer (role and permissions), if any. */
  kept: AccessUser | null;
};

/**
 * The user first: a session just started has it (from the sign-in answer) before any fetch. On a
 * cold load the area (layout and screen) shows at once when the access kept from the last profile
 * answer is there: the screen then asks for its data together with the profile, not after it
 * (each screen's own guard decides from that access until the profile arrives). Without it, the
 * loading view waits for the profile, as before. A failed profile fetch replaces the area.
 */
export function areaView({ token, refused, user, isLoading, error, kept }: AreaState): AreaView {
  if (!token || refused) return 'sign-in';
  if (user) return 'area';
  if (isLoading) return kept ? 'area' : 'loading';
  return error ? 'error' : 'sign-in';
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
  const kept = useAppSelector(selectCachedAccess);
  const { data: user, error, isLoading, mutate } = useUser();
  useCurrentUser(); // the layout's header needs it: ask now, beside the profile
  useAccountReloadedWhenRefused();
  const t = useT();

  const refused = error instanceof ApiError && error.status === 401;
  const view = areaView({ token, refused, user, isLoading, error, kept });
  if (view === 'area') return children;
  if (view === 'loading') return <LoadingView fullPage label={t('app.loadingAccount')} />;
  if (view === 'error') {
    return (
      <main className="container py-5">
        <Alert variant="danger" role="alert">
          <Alert.Heading as="h1" className="h5">
            {t('app.accountFailed')}
          </Alert.Heading>
          <p>{error instanceof Error ? error.message : String(error)}</p>
          <Button variant="outline-danger" onClick={() => mutate()}>
            {t('app.tryAgain')}
          </Button>
        </Alert>
      </main>
    );
  }
  const ended = endedBy === 'expired' || endedBy === 'replaced' ? endedBy : sessionEndOf(error);
  return <ToSignIn ended={ended} signedOut={endedBy === 'signed-out'} />;
}

/** Home, login and register: a signed-in user is sent on (to redirectTo, or the dashboard). */
export function PublicOnlyRoute() {
  const token = useAppSelector(selectToken);
  const { data: user, isLoading } = useUser();
  const [searchParams] = useSearchParams();
  if (token && user) {
    return <Navigate to={signedInLanding(searchParams.get('redirectTo'))} replace />;
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
 * Whether the account may open the screen, or why not: its access level in the screen's section,
 * and read-write for a screen that changes records.
 */
export function screenDecision(
  access: AccessUser | null | undefined,
  screen: ScreenHandle,
): 'open' | 'admin' | 'none' | 'read' {
  const level = accessLevel(access, screen.section);
  if (level === 'none') return SECTION_ACCESS[screen.section] === 'admin' ? 'admin' : 'none';
  if (screen.change && level !== 'write') return 'read';
  return 'open';
}

/**
 * The screens of the signed-in area, each in its section: a user who may not use the section (a
 * sub admin who types the address of an admin-only screen, or of a section they were not
 * granted), or who may only read it and opens a form, gets a clear 'not allowed' view. On a cold
 * load it decides from the access kept from the last profile until the profile arrives: a screen
 * that access forbids is never mounted, so its data is not even asked for.
 */
export function SectionRoute() {
  const access = useAccountAccess();
  const screen = useMatches()
    .map((match) => screenOf(match.handle))
    .findLast(Boolean);
  if (!screen) return <Outlet />;
  const decision = screenDecision(access, screen);
  return decision === 'open' ? <Outlet /> : <NotAllowed reason={decision} />;
}
