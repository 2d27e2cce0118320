import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminUser,
  installFakeApi,
  signedInRoutes,
  subAdminUser,
  type FakeAnswer,
  type FakeBody,
  type FakeFailure,
  type FakeRoute,
  type FakeRouteKey,
  currentUserOf,
} from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { makeStore } from '@/store';
import { sessionEnded } from '@/store/auth-session';
import { sidebarOpened } from '@/store/ui';
import { href, paths } from '@/lib/paths';

const EXPIRED: FakeFailure = {
  status: 401,
  message: 'Your session has expired. Please sign in again.',
  code: 'session_expired',
};
const NOTICE = /Your session has expired/;

const counts = {
  totalCities: 147,
  totalComapnies: 40,
  totalResting: 300,
  totalStates: 36,
  totalUsers: 2953,
  vehicleType: 7,
};

/** The dashboard's other calls, answered with nothing to show. */
const quietDashboard = {
  trends: {
    body: { time_zone: 'Asia/Kolkata', checkins_daily: [], registrations_weekly: [] },
  } satisfies FakeAnswer<'GET /dashboard_trends'>,
  activity: {
    body: {
      drivers_by_status: { active: 0, inactive: 0, blocked: 0 },
      checked_in_now: 0,
      busiest_resting_points: [],
      longest_stays: [],
    },
  } satisfies FakeAnswer<'GET /dashboard_activity'>,
};

/** A fake API with two accounts that answers each token with its own account, as the mock does. */
function twoAccountApi() {
  const accounts = [
    { password: 'password123', token: 'admin-token', user: adminUser },
    { password: 'password123', token: 'sub-token', user: subAdminUser },
  ];
  const byToken =
    <K extends FakeRouteKey>(
      answer: (account: (typeof accounts)[number]) => FakeBody<K>,
    ): FakeRoute<K> =>
    ({ headers }) => {
      const account = accounts.find((a) => headers.Authorization === `Bearer ${a.token}`);
      // A success of path K (TypeScript cannot see that for a K it does not know yet).
      return account ? ({ body: answer(account) } as FakeAnswer<K>) : EXPIRED;
    };
  return installFakeApi({
    'POST /adminlogin': ({ body }) => {
      const { email, password } = body;
      const account = accounts.find((a) => a.user.email === email && a.password === password);
      return account
        ? { body: { token: account.token, expires_at: '2026-12-01T00:00:00Z', user: account.user } }
        : { status: 401, message: 'Invalid email or password' };
    },
    'GET /adminProfile': byToken((a) => a.user),
    'GET /auth/me': byToken(({ user }) => currentUserOf(user)),
    'GET /dashboard_count': byToken(() => counts),
    'POST /auth/logout': { message: 'Signed out' },
  });
}

/** Fills the sign-in form (pasting: typing key by key is slow on a busy machine) and sends it. */
async function signIn(email: string) {
  await userEvent.click(await screen.findByLabelText('Email Address'));
  await userEvent.paste(email);
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste('password123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

async function signOut(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `User menu for ${name}` }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
}

describe('a reload with a token the server no longer accepts', () => {
  it('goes to sign-in with redirectTo, says the session expired, and comes back after', async () => {
    const { calls } = installFakeApi({
      'GET /adminProfile': EXPIRED,
      'GET /auth/me': EXPIRED,
      'POST /adminlogin': {
        body: { token: 'fresh-token', expires_at: '2026-12-01T00:00:00Z', user: adminUser },
      },
    });
    const { router } = renderApp(href(paths.drivers.list, { page: 2 }), { token: 'stale-token' });
    await waitFor(() =>
      expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fusers%3Fpage%3D2'),
    );
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ sessionEnded: 'expired' }); // not in the URL
    expect(screen.queryByText('Your account could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument(); // no toast besides the notice
    expect(window.localStorage.getItem('bullet_token')).toBeNull();

    expect(calls.map((call) => call.headers.Authorization)).not.toContain('Bearer fresh-token');

    // Signing in returns to the page, which now loads with the new token.
    const after = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /adminlogin': {
        body: { token: 'fresh-token', expires_at: '2026-12-01T00:00:00Z', user: adminUser },
      },
      'GET /users_list': {
        body: [],
        pagination: { page: 2, limit: 10, total: 0, totalPages: 0 },
      },
    });
    await signIn('admin@example.com');
    await waitFor(() => expect(currentPath(router)).toBe(href(paths.drivers.list, { page: 2 })));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(after.calls.find((call) => call.path === '/users_list')?.headers.Authorization).toBe(
        'Bearer fresh-token',
      ),
    );
  });

  it('goes to sign-in without the expiry notice for another 401 (e.g. a disabled account)', async () => {
    installFakeApi({
      'GET /adminProfile': {
        status: 401,
        message: 'This account is disabled. Contact an administrator.',
      },
      'GET /auth/me': {
        status: 401,
        message: 'This account is disabled. Contact an administrator.',
      },
    });
    const { router } = renderApp(paths.profile, { token: 'disabled-token' });
    await waitFor(() =>
      expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fprofile'),
    );
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
  });

  it('keeps the error view with Try again for a failure that is not a 401', async () => {
    let healthy = false;
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /adminProfile': () =>
        healthy ? { body: adminUser } : { status: 500, message: 'Internal server error' },
    });
    const { router } = renderApp(paths.profile, { token: 't1' });
    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    expect(currentPath(router)).toBe(paths.profile);
    expect(window.localStorage.getItem('bullet_token')).toBe('t1');
    healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
  });
});

describe('an expiry while using the console', () => {
  it('returns to sign-in with redirectTo and the notice, without a toast', async () => {
    let expired = false;
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /dashboard_count': () => (expired ? EXPIRED : { body: counts }),
      'GET /dashboard_trends': () => (expired ? EXPIRED : quietDashboard.trends),
      'GET /dashboard_activity': () => (expired ? EXPIRED : quietDashboard.activity),
      // The driver list asks for three things at once: all answer 401, one notice and no toast.
      'GET /users_list': () => (expired ? EXPIRED : { body: [] }),
      'GET /city_list_all': () => (expired ? EXPIRED : { body: [] }),
      'GET /vehicle_type_list_all': () => (expired ? EXPIRED : { body: [] }),
    });
    const { router } = renderApp(paths.dashboard, { token: 't1' });
    expect(await screen.findByText('2,953')).toBeInTheDocument();
    expired = true;
    await userEvent.click(screen.getByRole('link', { name: 'Driver managments' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fusers'));
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});

describe('a session replaced by a sign-in elsewhere', () => {
  it('returns to sign-in saying so, not that the session expired, without a toast', async () => {
    let replaced = false;
    const REPLACED: FakeFailure = {
      status: 401,
      message: 'You were signed out because this account signed in elsewhere.',
      code: 'session_replaced',
    };
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /dashboard_count': () => (replaced ? REPLACED : { body: counts }),
      'GET /dashboard_trends': () => (replaced ? REPLACED : quietDashboard.trends),
      'GET /dashboard_activity': () => (replaced ? REPLACED : quietDashboard.activity),
      'GET /users_list': () => (replaced ? REPLACED : { body: [] }),
      'GET /city_list_all': () => (replaced ? REPLACED : { body: [] }),
      'GET /vehicle_type_list_all': () => (replaced ? REPLACED : { body: [] }),
    });
    const { router } = renderApp(paths.dashboard, { token: 't1' });
    expect(await screen.findByText('2,953')).toBeInTheDocument();
    replaced = true;
    await userEvent.click(screen.getByRole('link', { name: 'Driver managments' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fusers'));
    expect(
      await screen.findByText('You were signed out because this account signed in elsewhere.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
  });
});

describe('signing out and in again in the same tab', () => {
  it("starts the next session from a clean cache: the next account's own user and counts", async () => {
    const { calls } = twoAccountApi();
    const { router } = renderApp('/auth/login');
    const requests = (path: string) => calls.filter((call) => call.path === path);

    await signIn(adminUser.email);
    await waitFor(() => expect(currentPath(router)).toBe(paths.dashboard));
    expect(await screen.findByRole('button', { name: 'User menu for Asha Rao' })).toBeVisible();
    expect(await screen.findByText('2,953')).toBeInTheDocument();
    await signOut('Asha Rao');
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument(); // signing out is not an expiry

    await signIn(subAdminUser.email);
    await waitFor(() => expect(currentPath(router)).toBe(paths.dashboard));
    expect(await screen.findByRole('button', { name: 'User menu for Vikram Singh' })).toBeVisible();
    expect(await screen.findByText('2,953')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(menu).queryByRole('link', { name: 'Sub Admin' })).not.toBeInTheDocument();

    expect(requests('/auth/me').map((call) => call.headers.Authorization)).toEqual([
      'Bearer admin-token',
      'Bearer sub-token',
    ]);
    expect(requests('/dashboard_count').map((call) => call.headers.Authorization)).toEqual([
      'Bearer admin-token',
      'Bearer sub-token',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'User menu for Vikram Singh' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Your Profile' }));
    const info = await screen.findByRole('heading', { name: 'User Information' });
    expect(info).toBeInTheDocument();
    expect(screen.getByText('Sub admin')).toBeInTheDocument();
  });

  it('closes the slide-out menu the previous session left open', () => {
    const store = makeStore();
    store.dispatch(sidebarOpened());
    store.dispatch(sessionEnded('expired'));
    expect(store.getState().ui.sidebarOpen).toBe(false);
    expect(store.getState().authSession).toEqual({
      token: null,
      endedBy: 'expired',
      access: null,
      confirmed: false,
    });
  });
});
