import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { hydrateRoot, type Root } from 'react-dom/client';
import { adminUser, installFakeApi, signedInRoutes } from '@/testing/fake-api';
import { signedInLanding } from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';

import { renderSignInPage } from './prerender';
import { SignInApp, typedBeforeHydration } from './sign-in-app';

// The sign-in app uses the app's own store, as in the browser: the test that signs in comes last.
// Each test has an SWR cache of its own, as a page load has.
const renderFresh = (app: React.ReactElement) =>
  render(<SWRConfig value={{ provider: () => new Map() }}>{app}</SWRConfig>);

const answer = {
  body: { token: 'fresh-token', expires_at: '2026-12-01T00:00:00Z', user: adminUser },
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sign-in page without the router', () => {
  it('hydrates the prerendered page with no mismatch and keeps what was typed before', async () => {
    window.history.replaceState(null, '', '/auth/login');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await renderSignInPage('en');
    const button = container.querySelector('button[type="submit"]')!;
    expect(button).toBeDisabled(); // no native submit (password in the address) before the script
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'early-pass';

    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      const app = <SignInApp typed={typedBeforeHydration(container)} />;
      root = hydrateRoot(
        container,
        <SWRConfig value={{ provider: () => new Map() }}>{app}</SWRConfig>,
        {
          onRecoverableError: (error) => mismatches.push(error),
        },
      );
    });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByLabelText('Email Address')).toHaveValue('early@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('early-pass');
    expect(mismatches).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });

  it('hydrates the Hindi page (login.hi.html) in Hindi with no mismatch', async () => {
    window.history.replaceState(null, '', '/auth/login');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await renderSignInPage('hi');
    expect(container.querySelector('h1')).toHaveTextContent('अपने खाते में लॉग इन करें');

    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <SWRConfig value={{ provider: () => new Map() }}>
          <SignInApp typed={typedBeforeHydration(container)} />
        </SWRConfig>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(screen.getByLabelText('ईमेल पता')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    act(() => root?.unmount());
    container.remove();
    await activateLanguage('en');
  });

  it('says the session expired when the router sent the user here (history state)', async () => {
    installFakeApi({});
    window.history.replaceState({ usr: { sessionEnded: 'expired' } }, '', '/auth/login');
    renderFresh(<SignInApp />);
    expect(await screen.findByText(/Your session has expired/)).toBeInTheDocument();
  });

  it('signs in, goes to redirectTo inside the same providers, before any profile call answers', async () => {
    // The profile call never answers: the screen shows with the user of the sign-in answer.
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /adminlogin': answer,
      'GET /adminProfile': () => new Promise(() => undefined),
    });
    window.history.replaceState(null, '', '/auth/login?redirectTo=%2Fapp%2Fprofile');
    renderFresh(<SignInApp />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register?redirectTo=%2Fapp%2Fprofile',
    );
    await userEvent.type(screen.getByLabelText('Email Address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/profile');
    expect(window.localStorage.getItem('bullet_token')).toBe('fresh-token');
    expect(screen.getByText(adminUser.email)).toBeInTheDocument();
  });
});

describe('where a new session lands', () => {
  it.each([
    ['/app/profile', '/app/profile'],
    ['/app/users?page=2', '/app/users?page=2'],
    ['/app', '/app'],
    [null, '/app/dashbord'],
    ['/', '/app/dashbord'],
    ['/auth/login', '/app/dashbord'],
    ['/application', '/app/dashbord'],
    ['//evil.example/app/x', '/app/dashbord'],
    ['https://evil.example/app/x', '/app/dashbord'],
    ['/app/\\evil.example', '/app/dashbord'],
    ['/\\evil.example/x', '/app/dashbord'],
    ['/\t/evil.example/x', '/app/dashbord'],
    ['/\n/evil.example/x', '/app/dashbord'],
    ['/app/\t/evil.example', '/app/dashbord'],
    ['/app/\n/evil.example', '/app/dashbord'],
  ])('redirectTo %s goes to %s', (redirectTo, landing) => {
    expect(signedInLanding(redirectTo)).toBe(landing);
  });
});
