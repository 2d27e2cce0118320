import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, currentUserOf, installFakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { THEME_KEY } from '@/lib/theme';

const colourMode = () => document.documentElement.getAttribute('data-bs-theme');
const saved = { body: { theme: 'dark', language: 'en' } } as const;

const dashboardQuiet = {
  'GET /dashboard_count': { status: 503, message: 'Maintenance' },
  'GET /dashboard_trends': { status: 503, message: 'Maintenance' },
  'GET /dashboard_activity': { status: 503, message: 'Maintenance' },
} as const;

afterEach(() => document.documentElement.removeAttribute('data-bs-theme'));

describe('the colour mode', () => {
  it('is chosen in the user menu: the page turns dark at once and the account keeps it', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      ...dashboardQuiet,
      'POST /admin_preferences_update': saved,
    });
    renderApp('/app/profile', { token: 'token' });
    await userEvent.click(await screen.findByRole('button', { name: /User menu for/ }));
    const modes = screen.getByRole('group', { name: 'Theme' });
    expect(within(modes).getByRole('button', { name: 'Same as device' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The spec's entries keep their labels and order; the colour modes come after them.
    const menu = modes.closest('.dropdown-menu')!;
    expect(
      [...menu.querySelectorAll('.dropdown-item')].map((item) =>
        item.textContent?.replace('✓', ''),
      ),
    ).toEqual(['Your Profile', 'Sign Out', 'Light', 'Dark', 'Same as device', 'English', 'हिन्दी']);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Theme' })).getByRole('button', { name: 'Dark' }),
    );

    expect(colourMode()).toBe('dark');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/admin_preferences_update')).toEqual([
        expect.objectContaining({ method: 'POST', body: { theme: 'dark' } }),
      ]),
    );
  });

  it("follows the account's choice from another device over what this browser kept", async () => {
    window.localStorage.setItem(THEME_KEY, 'light');
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /auth/me': {
        body: { ...currentUserOf(adminUser), preferences: { theme: 'dark', language: 'en' } },
      },
    });
    renderApp('/app/profile', { token: 'token' });
    await waitFor(() => expect(colourMode()).toBe('dark'));
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(calls.some((call) => call.path === '/admin_preferences_update')).toBe(false);
  });

  it('chosen on the sign-in page, stays on this browser and becomes the account’s at sign-in', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      ...dashboardQuiet,
      'POST /adminlogin': {
        body: { token: 'fresh', expires_at: '2026-12-01T00:00:00Z', user: adminUser },
      },
      'POST /admin_preferences_update': saved,
    });
    renderApp('/auth/login');
    await userEvent.click(
      within(await screen.findByRole('group', { name: 'Theme' })).getByRole('button', {
        name: 'Dark',
      }),
    );
    expect(colourMode()).toBe('dark');
    expect(calls.some((call) => call.path === '/admin_preferences_update')).toBe(false);

    await userEvent.type(screen.getByLabelText('Email Address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/admin_preferences_update')).toEqual([
        expect.objectContaining({ body: { theme: 'dark' } }),
      ]),
    );
    expect(colourMode()).toBe('dark');
  });
});
