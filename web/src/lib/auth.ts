import { useCallback } from 'react';
import useSWR, { preload, useSWRConfig } from 'swr';
import { api, ApiError, currentToken, failureMessage } from '@/lib/api-client';
import type {
  AdminUser,
  AuthSession,
  CurrentUser,
  LoginRequest,
  RegisteredUser,
  Registration,
} from '@/lib/api-schema.gen';
import { sessionEnded, sessionStarted } from '@/store/auth-session';
import { useAppDispatch } from '@/store';

/** SWR key of the signed-in user; other code may read the user from this cache key. */
export const AUTH_USER_KEY = 'authenticated-user';
/** SWR key of the layout's current-user fetch (GET /auth/me). */
export const CURRENT_USER_KEY = 'current-user';

export const ADMIN_ROLE = 1;
export const isAdmin = (user: { role: number } | null | undefined) => user?.role === ADMIN_ROLE;
export const roleLabel = (role: number) => (role === ADMIN_ROLE ? 'Admin' : 'Sub admin');

const fetchCurrentUser = () =>
  api.get<CurrentUser>('/auth/me', { notifyOnError: false }).then((answer) => answer.body);

async function fetchAuthenticatedUser(): Promise<AdminUser | null> {
  if (!currentToken()) return null;
  // The layout needs /auth/me as soon as the profile arrives: start both together, not one after the other.
  preload(CURRENT_USER_KEY, fetchCurrentUser).catch(() => undefined);
  const answer = await api.get<AdminUser>('/adminProfile', { notifyOnError: false });
  return answer.body;
}

export function useUser() {
  return useSWR(AUTH_USER_KEY, fetchAuthenticatedUser);
}

export function useCurrentUser() {
  return useSWR(CURRENT_USER_KEY, fetchCurrentUser, {
    // A failed current-user fetch is only logged: no toast; the layout shows its own error view.
    onError: (error) => console.error('Current user could not be loaded', error),
  });
}

/** Starts a session from a login answer. */
function useStartSession() {
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (session: AuthSession) => {
      dispatch(sessionStarted(session.token));
      await mutate(AUTH_USER_KEY, session.user, { revalidate: false });
      return session.user;
    },
    [dispatch, mutate],
  );
}

/** Forgets the session on this device: token, signed-in user and every cached answer. */
export function useClearSession() {
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    dispatch(sessionEnded());
    await mutate(AUTH_USER_KEY, null, { revalidate: false });
    await mutate((key) => key !== AUTH_USER_KEY, undefined, { revalidate: false });
  }, [dispatch, mutate]);
}

export function useLogin() {
  const startSession = useStartSession();
  return useCallback(
    async (input: LoginRequest) => {
      const answer = await api.post<AuthSession>('/adminlogin', input);
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
  const answer = await api.post<Registration>('/auth/register', { email, password, name });
  return answer.body.user;
}

export function useLogout() {
  const clearSession = useClearSession();
  return useCallback(async () => {
    // Revoke the token on the server, but sign out locally even if that call fails.
    await api.post('/auth/logout', undefined, { notifyOnError: false }).catch(() => undefined);
    await clearSession();
  }, [clearSession]);
}

const THROTTLED_FALLBACK = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * What to say above a sign-in or register form whose call was throttled (429): the server's
 * "Too many sign-in attempts. Try again in 15 minutes.", which outlasts the 2-second toast.
 * `null` for any other failure (the toast says it).
 */
export function throttledMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return failureMessage(error, THROTTLED_FALLBACK);
}

/** A sign-in or register address that remembers where the user was going. */
export const authPageHref = (path: '/auth/login' | '/auth/register', redirectTo: string | null) =>
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

/** Only same-app paths are followed after sign-in, never another site. */
export function safeRedirectPath(
  redirectTo: string | null | undefined,
  fallback = '/app/dashbord',
) {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return fallback;
  if (redirectTo.startsWith('/auth/') || redirectTo === '/') return fallback;
  return redirectTo;
}
