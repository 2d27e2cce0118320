import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProvider, connectApiClient } from '@/app/provider';
import { api } from '@/lib/api-client';
import { POST_READS, type GetPath, type PostPath, type PostReadPath } from '@/lib/api-contract';
import { useApiMutation, useApiPostQuery, useApiQuery } from '@/lib/api-query';
import { operationAccess } from '@/lib/api-schema.gen';
import { registerAccount, useCurrentUser, useLogin, useLogout, useUser } from '@/lib/auth';
import { accessOf, TOKEN_KEY } from '@/lib/storage';
import { makeStore, type AppStore } from '@/store';
import { accountLoaded } from '@/store/auth-session';
import { adminUser, installFakeApi, type FakeRoutes } from '@/testing/fake-api';

/*
 * The spec's error catalogue: any failed call shows one 'Error' toast with the server's message;
 * a failed driver-detail or current-user fetch is only logged. Every operation of the contract
 * fails here once, called the way the console calls it: reads through the query hooks, changes
 * through useApiMutation, the session's own calls through lib/auth.
 */

type OperationKey = keyof typeof operationAccess;

/** Not called through the API client: the health check, image files and CSV downloads (links). */
const notClientCalls = (key: OperationKey) =>
  key === 'GET /health' || key.includes('{') || /^GET \/\w+_export$/.test(key);

/** The spec only logs these: the driver's details and the current user. */
const LOGGED_ONLY: readonly OperationKey[] = [
  'POST /user_detail_view',
  'GET /auth/me',
  'GET /adminProfile',
];

const SESSION_CALLS: readonly OperationKey[] = [
  'POST /adminlogin',
  'POST /auth/register',
  'POST /auth/logout',
];

const isPostRead = (path: string): path is PostReadPath =>
  (POST_READS as readonly string[]).includes(path);

/** The messages of every 'Error' toast shown so far (toasts leave after 2 s; these stay). */
function errorToastsOf(store: AppStore): () => string[] {
  const seen = new Map<string, string>();
  store.subscribe(() => {
    for (const item of store.getState().notifications.items) {
      if (item.type === 'error' && item.title === 'Error') seen.set(item.id, item.message ?? '');
    }
  });
  return () => [...seen.values()];
}

/**
 * The fake API failing `key` with a 500 and its own message, and a store signed in with the
 * account loaded (or signed out, to sign in): a page in use, whose failures are announced.
 */
function setUp(key: OperationKey, { signedIn = true } = {}) {
  window.localStorage.clear();
  if (signedIn) window.localStorage.setItem(TOKEN_KEY, 't1');
  const message = `${key} failed on the server`;
  const { calls } = installFakeApi({ [key]: { status: 500, message } } as FakeRoutes);
  const store = makeStore();
  if (signedIn) store.dispatch(accountLoaded(accessOf(adminUser)));
  connectApiClient(store);
  const toasts = errorToastsOf(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </AppProvider>
  );
  return { message, calls, toasts, wrapper };
}

const method = (key: OperationKey) => key.split(' ')[0] as 'GET' | 'POST';
const path = (key: OperationKey) => key.split(' ')[1] ?? '';

const called = Object.keys(operationAccess) as OperationKey[];
const reads = called.filter(
  (key) =>
    !notClientCalls(key) &&
    !SESSION_CALLS.includes(key) &&
    !LOGGED_ONLY.includes(key) &&
    (key.startsWith('GET ') || isPostRead(path(key))),
);
const changes = called.filter(
  (key) =>
    key.startsWith('POST ') &&
    !isPostRead(path(key)) &&
    !SESSION_CALLS.includes(key) &&
    !notClientCalls(key),
);

describe("one 'Error' toast per failed call, with the server's message", () => {
  it.each(reads)('%s, read through its query hook', async (key) => {
    const { message, toasts, wrapper } = setUp(key);
    const [verb, target] = [method(key), path(key)];
    const { result } = renderHook(
      () =>
        verb === 'GET'
          ? // Parameters do not matter to a failure; the fake answers every query alike.
            useApiQuery(target as GetPath, ...([{}] as unknown as []))
          : useApiPostQuery(target as PostReadPath, {} as never),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(toasts()).toEqual([message]);
  });

  it.each(changes)('%s, run as a change', async (key) => {
    const { message, toasts, wrapper } = setUp(key);
    const { result } = renderHook(() => useApiMutation(), { wrapper });
    await act(async () => {
      await result.current.run(() => api.post(path(key) as PostPath, {} as never), {
        success: { title: 'Done' },
        failure: 'Failed please try again',
      });
    });
    expect(toasts()).toEqual([message]);
  });

  it('signing in, registering and signing out', async () => {
    for (const key of SESSION_CALLS) {
      const { message, toasts, wrapper } = setUp(key, { signedIn: key === 'POST /auth/logout' });
      const { result } = renderHook(() => ({ login: useLogin(), logout: useLogout() }), {
        wrapper,
      });
      await act(async () => {
        if (key === 'POST /adminlogin')
          await result.current.login({ email: 'a@b.co', password: 'secret' }).catch(() => null);
        if (key === 'POST /auth/register')
          await registerAccount({
            email: 'a@b.co',
            firstName: 'Asha',
            lastName: 'Rao',
            password: 'secret',
          }).catch(() => null);
        if (key === 'POST /auth/logout') await result.current.logout();
      });
      expect({ key, toasts: toasts() }).toEqual({ key, toasts: [message] });
    }
  });
});

describe('no toast where the spec only logs the failure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("a driver's details", async () => {
    const { calls, toasts, wrapper } = setUp('POST /user_detail_view');
    const { result } = renderHook(() => useApiPostQuery('/user_detail_view', { user_id: 7 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(calls.map((call) => call.path)).toContain('/user_detail_view');
    expect(toasts()).toEqual([]);
  });

  it.each(['GET /auth/me', 'GET /adminProfile'] as const)('the current user (%s)', async (key) => {
    const { calls, toasts, wrapper } = setUp(key);
    const { result } = renderHook(() => ({ me: useCurrentUser(), profile: useUser() }), {
      wrapper,
    });
    await waitFor(() =>
      expect(
        key === 'GET /auth/me' ? result.current.me.error : result.current.profile.error,
      ).toBeDefined(),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(key);
    expect(toasts()).toEqual([]);
  });
});
