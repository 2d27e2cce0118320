import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@/lib/api-schema.gen';
import { requestAccountEarly } from '@/lib/auth';
import { href, paths } from '@/lib/paths';
import { ACCESS_KEY, accessOf, parseAccess, storage, TOKEN_KEY } from '@/lib/storage';
import { makeStore } from '@/store';
import { selectNotifications } from '@/store/notifications';
import {
  adminUser,
  installFakeApi,
  signedInRoutes,
  subAdminUser,
  subAdminWith,
  type FakeRoutes,
} from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { areaView, screenDecision } from './guards';
import { connectApiClient } from './provider';

/** An answer that waits until `release()`. */
function held<A>(answer: A) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  return { route: () => answered.then(() => answer), release: () => release() };
}

const listAnswer = { body: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };

/** A device where `user` signed in before: its token and the access its last profile answered. */
function signedInBefore(user: AdminUser) {
  window.localStorage.setItem(ACCESS_KEY, JSON.stringify(accessOf(user)));
}

/** The profile (and current user) held until released; everything else answers at once. */
function heldProfile(user: AdminUser, extra: FakeRoutes = {}) {
  const profile = held({ body: user });
  const api = installFakeApi({
    ...signedInRoutes(user),
    'GET /adminProfile': profile.route,
    'GET /users_list': listAnswer,
    'GET /city_list_all': { body: [] },
    ...extra,
  });
  return { ...api, release: profile.release };
}

const paths_ = (calls: { path: string }[]) => calls.map((call) => call.path);

describe('deciding a cold load from the access kept from the last profile', () => {
  const base = {
    token: 't1',
    refused: false,
    user: undefined,
    isLoading: true,
    error: undefined,
    kept: null,
  };

  it('shows the area at once only with a kept access, else waits for the profile', () => {
    expect(areaView(base)).toBe('loading');
    expect(areaView({ ...base, kept: { role: 1 } })).toBe('area');
    expect(areaView({ ...base, isLoading: false, user: adminUser })).toBe('area');
  });

  it('lets the profile overrule the kept access: a failure, a 401, no session', () => {
    const kept = { role: 1 };
    const failed = { ...base, kept, isLoading: false, error: new Error('Maintenance') };
    expect(areaView(failed)).toBe('error');
    expect(areaView({ ...failed, refused: true })).toBe('sign-in');
    expect(areaView({ ...base, kept, token: null })).toBe('sign-in');
    expect(areaView({ ...base, kept, isLoading: false })).toBe('sign-in');
  });

  it("decides each screen from the kept access as from the profile's", () => {
    const reader = accessOf(subAdminWith({ drivers: 'read' }));
    expect(screenDecision(reader, { section: 'drivers' })).toBe('open');
    expect(screenDecision(reader, { section: 'drivers', change: true })).toBe('read');
    expect(screenDecision(reader, { section: 'checkins' })).toBe('none');
    expect(screenDecision(reader, { section: 'dashboard' })).toBe('open');
    expect(screenDecision(reader, { section: 'broadcast' })).toBe('admin');
    expect(screenDecision(accessOf(adminUser), { section: 'broadcast' })).toBe('open');
    expect(screenDecision(null, { section: 'dashboard' })).toBe('none');
  });

  it('keeps role and permissions only, and reads back nothing it did not write', () => {
    const kept = accessOf(subAdminWith({ drivers: 'read' }, true));
    expect(Object.keys(kept).sort()).toEqual(['permissions', 'role']);
    expect(JSON.stringify(kept)).not.toMatch(/Vikram|subadmin@example\.com/);
    expect(parseAccess(JSON.stringify(kept))).toEqual(kept);
    expect(parseAccess(JSON.stringify({ role: 1 }))).toEqual({ role: 1 });
    for (const bad of [
      null,
      '',
      'not json',
      '{"role":"1"}',
      '{"role":2,"permissions":{"sections":{"drivers":"all"},"reveal":false}}',
      '{"role":2,"permissions":{"sections":{}}}',
    ]) {
      expect(parseAccess(bad)).toBeNull();
    }
  });
});

describe('a cold load of a signed-in screen', () => {
  it('asks for the list together with the profile, not after it', async () => {
    signedInBefore(adminUser);
    const { calls, release } = heldProfile(adminUser);
    renderApp(paths.drivers.list, { token: 't1' });
    await waitFor(() => expect(paths_(calls)).toContain('/users_list'));
    expect(paths_(calls)).toEqual(expect.arrayContaining(['/adminProfile', '/auth/me']));
    expect(await screen.findByRole('heading', { name: 'Drivers' })).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(storage.getAccess()).toEqual(accessOf(adminUser)));
  });

  it('waits for the profile when no access was kept (as before)', async () => {
    const { calls, release } = heldProfile(adminUser);
    renderApp(paths.drivers.list, { token: 't1' });
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    expect(paths_(calls)).not.toContain('/users_list');
    act(() => release());
    await waitFor(() => expect(paths_(calls)).toContain('/users_list'));
    expect(storage.getAccess()).toEqual(accessOf(adminUser));
  });

  it('asks nothing of a screen the kept access forbids, and shows no toast', async () => {
    const reader = subAdminWith({ drivers: 'read' });
    signedInBefore(reader);
    const { calls, release } = heldProfile(reader, { 'GET /checkin_detail_list': listAnswer });
    const { store } = renderApp(paths.checkins.list, { token: 't2' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(store.getState().authSession.confirmed).toBe(true));
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(paths_(calls)).not.toContain('/checkin_detail_list');
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('follows the fresh profile when it differs from the kept access', async () => {
    signedInBefore(subAdminWith({ drivers: 'read' }));
    const { calls, release } = heldProfile(subAdminUser, {
      'GET /checkin_detail_list': listAnswer,
    });
    renderApp(paths.checkins.list, { token: 't2' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    act(() => release()); // granted check-ins since
    expect(await screen.findByRole('heading', { name: 'Check-ins' })).toBeInTheDocument();
    await waitFor(() => expect(paths_(calls)).toContain('/checkin_detail_list'));
    expect(storage.getAccess()).toEqual(accessOf(subAdminUser));
  });

  it('announces no failure of an early call: the screen says it, once the account is here', async () => {
    signedInBefore(adminUser);
    const { release } = heldProfile(adminUser, {
      'GET /users_list': { status: 503, message: 'Maintenance until 6 pm' },
    });
    const { store } = renderApp(paths.drivers.list, { token: 't1' });
    expect(await screen.findByText(/Maintenance until 6 pm/)).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(store.getState().authSession.confirmed).toBe(true));
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('on a session gone, sends to sign-in with redirectTo and no toast', async () => {
    signedInBefore(adminUser);
    const gone = {
      status: 401 as const,
      message: 'Session expired',
      code: 'session_expired' as const,
    };
    installFakeApi({
      'GET /adminProfile': gone,
      'GET /auth/me': gone,
      'GET /users_list': gone,
    });
    const { router, store } = renderApp(href(paths.drivers.list, { page: 2 }), { token: 't1' });
    await waitFor(() =>
      expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fusers%3Fpage%3D2'),
    );
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(storage.getAccess()).toBeNull();
  });

  it("shows the guard's error view when the profile fails, over the early screen", async () => {
    signedInBefore(adminUser);
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /adminProfile': { status: 503, message: 'Maintenance until 6 pm' },
      'GET /users_list': listAnswer,
      'GET /city_list_all': { body: [] },
    });
    const { store } = renderApp(paths.drivers.list, { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Drivers' })).not.toBeInTheDocument();
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('leaves no kept access behind a sign-out', async () => {
    signedInBefore(adminUser);
    installFakeApi({
      ...signedInRoutes(adminUser),
    });
    renderApp(paths.profile, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(storage.getAccess()).toBeNull();
    expect(window.localStorage.getItem(ACCESS_KEY)).toBeNull();
  });
});

describe('the account asked for before the app has come (main.tsx)', () => {
  const count = (calls: { path: string }[], path: string) =>
    calls.filter((call) => call.path === path).length;

  /** What main.tsx does on a cold load of a signed-in page, before the app chunk arrives. */
  function askEarly(token: string) {
    window.localStorage.setItem(TOKEN_KEY, token);
    connectApiClient(makeStore());
    requestAccountEarly();
  }

  it('is asked for once: the guard and the header take the early answers', async () => {
    signedInBefore(adminUser);
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /users_list': listAnswer,
      'GET /city_list_all': { body: [] },
    });
    askEarly('t1');
    expect(paths_(calls)).toEqual(['/adminProfile', '/auth/me']);
    renderApp(paths.drivers.list, { token: 't1' });
    expect(await screen.findByText('No drivers have registered yet.')).toBeInTheDocument();
    await waitFor(() => expect(storage.getAccess()).toEqual(accessOf(adminUser)));
    expect(count(calls, '/adminProfile')).toBe(1);
    expect(count(calls, '/auth/me')).toBe(1);
  });

  it("is asked for again when the session changed meanwhile: no account's answer for another", async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(subAdminUser),
      'GET /users_list': listAnswer,
      'GET /city_list_all': { body: [] },
    });
    askEarly('old');
    renderApp(paths.drivers.list, { token: 'new' });
    await waitFor(() => expect(count(calls, '/adminProfile')).toBe(2));
    await waitFor(() => expect(count(calls, '/auth/me')).toBe(2));
    const again = calls.filter((call) => call.path === '/adminProfile')[1]!;
    expect(again.headers.Authorization).toBe('Bearer new');
  });
});
