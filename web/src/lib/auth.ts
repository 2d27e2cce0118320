import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  api,
  ApiError,
  currentToken,
  failureMessage,
  requestEarly,
  type SessionEnd,
} from '@/lib/api-client';
import type { AdminUser, AuthSession, LoginRequest, RegisteredUser } from '@/lib/api-schema.gen';
import type { AccessUser } from '@/lib/access';
import { paths } from '@/lib/paths';
import { t } from './messages.gen';
import { accessOf } from '@/lib/storage';
import {
  accountLoaded,
  selectCachedAccess,
  selectToken,
  sessionEnded,
  sessionStarted,
} from '@/store/auth-session';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectRefusals } from '@/store/ui';

/** SWR key of the signed-in user; other code may read the user from this cache key. */
export const AUTH_USER_KEY = 'authenticated-user';
/** SWR key of the layout's current-user fetch (GET /auth/me). */
export const CURRENT_USER_KEY = 'current-user';

// The spec only logs a failed current-user fetch: the client's default, no toast.
const fetchCurrentUser = () => api.get('/auth/me').then((answer) => answer.body);

async function fetchAuthenticatedUser(): Promise<AdminUser | null> {
  if (!currentToken()) return null;
  const answer = await api.get('/adminProfile');
  return answer.body;
}

/**
 * Asks for the account (profile and current user) at once, from main.tsx on a cold load of a
 * signed-in page: while the app's chunks are still coming, not after they have come and rendered
 * (one round trip less before the account is known). The hooks below take those answers (the API
 * client's requestEarly).
 */
export function requestAccountEarly(): void {
  if (!currentToken()) return;
  requestEarly('/adminProfile');
  requestEarly('/auth/me');
}

/**
 * The signed-in account's profile. Each answer also refreshes the copy of its access (role and
 * permissions) kept next to the token, which the next cold load decides with before it arrives.
 */
export function useUser() {
  const dispatch = useAppDispatch();
  return useSWR(AUTH_USER_KEY, fetchAuthenticatedUser, {
    onSuccess: (user) => {
      if (user) dispatch(accountLoaded(accessOf(user)));
    },
  });
}

/**
 * What the access rules decide with: the profile once it is here, until then the access kept
 * from the last one (a cold load). The menu, the guard of each screen and its buttons read this,
 * so a screen the kept access allows asks for its data together with the profile, and a fresh
 * profile that says otherwise is followed as soon as it arrives.
 */
export function useAccountAccess(): AccessUser | null | undefined {
  const { data: user } = useUser();
  const kept = useAppSelector(selectCachedAccess);
  return user ?? kept;
}

/**
 * The layout's current user (GET /auth/me), asked for only while there is a session. The guard of
 * the signed-in area calls it too, so that it starts together with the profile, not after it.
 * (It used to be started with SWR's `preload`, which always writes to SWR's global cache: an
 * unused answer stayed there across sign-out and was handed to the next account.)
 */
export function useCurrentUser() {
  const token = useAppSelector(selectToken);
  return useSWR(token ? CURRENT_USER_KEY : null, fetchCurrentUser, {
    // Spec: a failed current-user fetch is only logged. A 401 is not a failure of this fetch: the
    // session is over, and the API client's 401 hook has already sent the user to sign-in.
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Current user could not be loaded', error);
      }
    },
  });
}

/**
 * Loads the account again (profile and current user) after the API refused a call (403): an
 * administrator may have changed its permissions since it was loaded, and the menu, the guard
 * and the buttons should follow at once. The refusal's message is already shown (a toast, or
 * the screen's own error).
 */
export function useAccountReloadedWhenRefused() {
  const refusals = useAppSelector(selectRefusals);
  const { mutate } = useSWRConfig();
  const seen = useRef(refusals);
  useEffect(() => {
    if (refusals === seen.current) return;
    seen.current = refusals;
    void mutate(AUTH_USER_KEY);
    void mutate(CURRENT_USER_KEY);
  }, [refusals, mutate]);
}

/**
 * Starts a session from a login answer, on an empty SWR cache. SWR's `unload` drops every cached
 * answer and also forgets requests still in flight or within the deduplication window: emptying
 * the keys alone (mutate to undefined) left those markers, so the next session's /auth/me and
 * /dashboard_count were served the previous session's request and then discarded.
 */
function useStartSession() {
  const dispatch = useAppDispatch();
  const { mutate, unload } = useSWRConfig();
  return useCallback(
    async (session: AuthSession) => {
      unload({ revalidate: false });
      dispatch(sessionStarted(session.token));
      dispatch(accountLoaded(accessOf(session.user)));
      await mutate(AUTH_USER_KEY, session.user, { revalidate: false });
      return session.user;
    },
    [dispatch, mutate, unload],
  );
}

/**
 * Empties the cache once the session ends, however it ended: signed out here or in another tab,
 * or refused by the API (the client's 401 hook clears the token in the store). Mounted once, in
 * the root layout; the guards send the user to sign-in from the missing token meanwhile.
 */
export function useCacheClearedWhenSessionEnds() {
  const token = useAppSelector(selectToken);
  const { mutate, unload } = useSWRConfig();
  const previous = useRef(token);
  useEffect(() => {
    const ended = previous.current !== null && token === null;
    previous.current = token;
    if (!ended) return;
    unload({ revalidate: false });
    void mutate(AUTH_USER_KEY, null, { revalidate: false });
  }, [token, mutate, unload]);
}

export function useLogin() {
  const startSession = useStartSession();
  return useCallback(
    async (input: LoginRequest) => {
      const answer = await api.post('/adminlogin', input, { notifyOnError: true });
      return startSession(answer.body);
    },
    [startSession],
  );
}

export type RegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

/**
 * Asks for an account. The answer carries no token: an administrator must approve the account
 * before it can sign in, so no session starts and no current user is stored (spec: no token means
 * logged out). Failures are thrown, after the usual 'Error' toast.
 */
export async function registerAccount({
  email,
  password,
  firstName,
  lastName,
}: RegisterInput): Promise<RegisteredUser> {
  const name = `${firstName.trim()} ${lastName.trim()}`;
  const answer = await api.post(
    '/auth/register',
    { email, password, name },
    { notifyOnError: true },
  );
  return answer.body.user;
}

export function useLogout() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    // Revoke the token on the server, but sign out locally even if that call fails (which the
    // 'Error' toast says: the token may still be valid until it lapses).
    await api.post('/auth/logout', undefined, { notifyOnError: true }).catch(() => undefined);
    dispatch(sessionEnded('signed-out'));
  }, [dispatch]);
}

/**
 * What to say above a sign-in or register form whose call was throttled (429): the server's
 * "Too many sign-in attempts. Try again in 15 minutes.", which outlasts the 2-second toast.
 * `null` for any other failure (the toast says it).
 */
export function throttledMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return failureMessage(error, t('client.throttled'));
}

/** Router state of the sign-in page (not in the URL): why the user was sent there. */
export type SignInPageState = { sessionEnded?: SessionEnd };

export function readSignInPageState(state: unknown): SignInPageState {
  const ended = (state as SignInPageState | null | undefined)?.sessionEnded;
  return ended === 'expired' || ended === 'replaced' ? { sessionEnded: ended } : {};
}

/** A sign-in or register address that remembers where the user was going. */
export const authPageHref = (
  path: typeof paths.login | typeof paths.register,
  redirectTo: string | null,
) =>
  // eslint-disable-next-line i18next/no-literal-string -- a query parameter's name
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

/**
 * Where a signed-in user is sent from the sign-in or register page: redirectTo when it is an
 * address of the signed-in area of this console (`/app` or below it), else the dashboard. One rule
 * for the sign-in page and the router's guard. A browser drops tabs and line breaks from a URL and
 * reads `\` as `/`, so `/\evil.example` or `/<tab>/evil.example` would leave the site (and React
 * Router refuses such a navigation with an error screen): any backslash, whitespace or control
 * character sends the user to the dashboard instead.
 */
export function signedInLanding(redirectTo: string | null | undefined): string {
  const path = redirectTo ?? '';
  const inApp = path === paths.app || /^\/app[/?#]/.test(path);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  return inApp && !/[\\\s\u0000-\u001f\u007f]/.test(path) ? path : paths.dashboard;
}
