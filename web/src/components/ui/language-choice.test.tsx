import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@/lib/i18n';
import { LANGUAGE_KEY } from '@/lib/language';
import { adminUser, currentUserOf, installFakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const quiet = {
  'GET /dashboard_count': { status: 503, message: 'Maintenance' },
  'GET /dashboard_trends': { status: 503, message: 'Maintenance' },
  'GET /dashboard_activity': { status: 503, message: 'Maintenance' },
} as const;

afterEach(async () => {
  await activateLanguage('en');
  document.documentElement.removeAttribute('lang');
});

describe('the language', () => {
  it('is chosen in the user menu: the shell speaks Hindi at once and the account keeps it', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      ...quiet,
      'POST /admin_preferences_update': { body: { theme: 'system', language: 'hi' } },
    });
    renderApp('/app/profile', { token: 'token' });
    await userEvent.click(await screen.findByRole('button', { name: /User menu for/ }));
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(languages).getByRole('button', { name: 'हिन्दी' }));

    const menu = await screen.findByRole('navigation', { name: 'अनुभाग' });
    expect(within(menu).getByRole('link', { name: 'ड्राइवर प्रबंधन' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Driver managments' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/admin_preferences_update')).toEqual([
        expect.objectContaining({ method: 'POST', body: { language: 'hi' } }),
      ]),
    );
  });

  it("follows the account's choice from another device, and English is back when chosen", async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      ...quiet,
      'GET /auth/me': {
        body: { ...currentUserOf(adminUser), preferences: { theme: 'system', language: 'hi' } },
      },
      'POST /admin_preferences_update': { body: { theme: 'system', language: 'en' } },
    });
    renderApp('/app/profile', { token: 'token' });
    const menu = await screen.findByRole('navigation', { name: 'अनुभाग' });
    expect(within(menu).getByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /का उपयोगकर्ता मेनू$/ }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'English' }),
    );
    const english = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(english).getByRole('link', { name: 'Driver managments' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
