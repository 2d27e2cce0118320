import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeApi, signedInRoutes, subAdminUser } from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { href, paths } from '@/lib/paths';
import { NAV_ENTRIES } from './screens';

describe('route guards', () => {
  it('sends a visitor with no session to sign-in, keeping where they were going', async () => {
    const { calls } = installFakeApi({});
    const { router } = renderApp(href(paths.profile, { tab: 1 }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fprofile%3Ftab%3D1'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Log in to your account' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0); // no token: the profile is not even asked for
  });

  it('shows a loading view while the user is fetched, then the screen', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /adminProfile': async () => {
        await gate;
        return { body: adminUser };
      },
    });
    renderApp(paths.profile, { token: 't1' });
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
  });

  it('shows the error text when the user cannot be loaded', async () => {
    installFakeApi({ 'GET /adminProfile': { status: 503, message: 'Maintenance until 6 pm' } });
    renderApp(paths.dashboard, { token: 't1' });
    expect(await screen.findByText('Maintenance until 6 pm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a signed-in user from the login page to the dashboard', async () => {
    installFakeApi(signedInRoutes(adminUser));
    const { router } = renderApp('/auth/login', { token: 't1' });
    await waitFor(() => expect(currentPath(router)).toBe(paths.dashboard));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('follows redirectTo for a signed-in user, but never to another site', async () => {
    installFakeApi(signedInRoutes(adminUser));
    const first = renderApp('/auth/login?redirectTo=%2Fapp%2Fprofile', { token: 't1' });
    await waitFor(() => expect(currentPath(first.router)).toBe(paths.profile));
    first.unmount();
    const second = renderApp('/auth/login?redirectTo=%2F%2Fevil.example', { token: 't1' });
    await waitFor(() => expect(currentPath(second.router)).toBe(paths.dashboard));
  });

  // A browser reads `\` as `/` and drops tabs and line breaks, so each of these is another site
  // to it; React Router refused them with the full-screen "Ooops" instead of a landing.
  it.each([
    '/auth/login?redirectTo=%2F%5Cevil.example%2Fx',
    '/auth/login?redirectTo=%2F%09%2Fevil.example%2Fx',
    '/auth/login?redirectTo=%2F%0A%2Fevil.example%2Fx',
    '/auth/register?redirectTo=%2F%5Cevil.example%2Fx',
    '/auth/register?redirectTo=%2F%09%2Fevil.example%2Fx',
    '/auth/register?redirectTo=%2F%0A%2Fevil.example%2Fx',
    '/auth/login?redirectTo=%2Fapp%2F%5Cevil.example',
  ])('sends a signed-in user at %s to the dashboard, not an error screen', async (address) => {
    installFakeApi(signedInRoutes(adminUser));
    const { router } = renderApp(address, { token: 't1' });
    await waitFor(() => expect(currentPath(router)).toBe(paths.dashboard));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Ooops/i)).not.toBeInTheDocument();
  });

  it('shows a sub admin the reduced menu and a not-allowed view on admin-only routes', async () => {
    installFakeApi(signedInRoutes(subAdminUser));
    renderApp(paths.broadcast, { token: 't2' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Broadcast' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Driver managments',
      'Checkin',
      'Resting points managment',
      'State managment',
      'City managment',
      'company managment',
      'CMS',
      'Vehicle types',
    ]);
  });

  it('gives an admin every menu entry and the admin-only screens', async () => {
    installFakeApi(signedInRoutes(adminUser));
    renderApp(paths.broadcast, { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'Broadcast' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(menu).getAllByRole('link')).toHaveLength(NAV_ENTRIES.length);
    expect(within(menu).getByRole('link', { name: 'Sub Admin' })).toHaveAttribute(
      'href',
      paths.subAdmins.list,
    );
    expect(within(menu).getByRole('link', { name: 'Setting' })).toHaveAttribute(
      'href',
      paths.settings,
    );
  });

  it('shows the 404 page for an unknown path', async () => {
    installFakeApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, the page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('signs out: revokes the token, forgets the session and lands on login', async () => {
    const { calls } = installFakeApi(signedInRoutes(adminUser));
    const { router } = renderApp(paths.profile, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: /User menu for Asha Rao/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'));
    expect(calls.find((call) => call.path === '/auth/logout')?.headers.Authorization).toBe(
      'Bearer t1',
    );
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
  });
});
