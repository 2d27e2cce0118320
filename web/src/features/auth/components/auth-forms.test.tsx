import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes, subAdminUser } from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { paths } from '@/lib/paths';

describe('sign-in form', () => {
  it("shows 'Required' and 'Invalid email' and sends nothing while the form is invalid", async () => {
    const { calls } = installFakeApi({});
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '1234');
    await userEvent.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument(); // 4 characters is still too short
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message in an 'Error' toast and keeps what was typed", async () => {
    installFakeApi({ 'POST /adminlogin': { status: 401, message: 'Invalid email or password' } });
    const { router } = renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email Address')).toHaveValue('admin@example.com');
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('keeps a throttled sign-in (429) message above the form and keeps what was typed', async () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    const { calls } = installFakeApi({ 'POST /adminlogin': { status: 429, message } });
    const { router } = renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email Address')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('password123');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(currentPath(router)).toBe('/auth/login');
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('shows no lasting notice for an ordinary failure, and clears one on the next try', async () => {
    let status: 429 | 401 = 429;
    installFakeApi({
      'POST /adminlogin': () => ({
        status,
        message:
          status === 429
            ? 'Too many sign-in attempts. Try again in 1 minute.'
            : 'Invalid email or password',
      }),
    });
    renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Try again in 1 minute.');

    status = 401;
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('signs in, stores the token under bullet_ and returns to redirectTo', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /adminlogin': {
        body: { token: 'fresh-token', expires_at: '2026-12-01T00:00:00Z', user: adminUser },
      },
    });
    const { router } = renderApp('/auth/login?redirectTo=%2Fapp%2Fprofile');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.profile));
    expect(window.localStorage.getItem('bullet_token')).toBe('fresh-token');
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/me')?.headers.Authorization).toBe(
      'Bearer fresh-token',
    );
  });
});

describe('register form', () => {
  it("requires every field with 'Required'", async () => {
    installFakeApi({});
    renderApp('/auth/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
  });

  const registration: Registration = {
    user: {
      role: 2,
      first_name: 'Vikram',
      last_name: 'Singh',
      full_name: 'Vikram Singh',
      email: 'vikram@example.com',
      status: 'pending',
    },
  };

  async function fillRegisterForm(password = 'secret-123') {
    await userEvent.type(await screen.findByLabelText('Email Address'), 'vikram@example.com');
    await userEvent.type(screen.getByLabelText('First Name'), 'Vikram');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Singh');
    await userEvent.type(screen.getByLabelText('Password'), password);
  }

  it("states the server's password rule under the password field", async () => {
    installFakeApi({});
    renderApp('/auth/register');
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
  });

  it('sends email, password and the joined name, then says an administrator must approve', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /auth/register': { status: 202, body: registration },
    });
    const { router, store } = renderApp('/auth/register?redirectTo=%2Fapp%2Fusers');
    await fillRegisterForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const outcome = await screen.findByText(
      'Thanks — an administrator must approve your account before you can sign in.',
    );
    expect(screen.getByRole('heading', { name: 'Registration received' })).toBeInTheDocument();
    expect(outcome.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByText('vikram@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/register']);
    expect(calls[0]?.body).toEqual({
      email: 'vikram@example.com',
      password: 'secret-123',
      name: 'Vikram Singh',
    });

    // No session: nothing stored, and the app still treats the visitor as signed out.
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
    expect(store.getState().authSession.token).toBeNull();
    expect(currentPath(router)).toBe('/auth/register?redirectTo=%2Fapp%2Fusers');
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fusers'));
    expect(
      await screen.findByRole('heading', { name: 'Log in to your account' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1); // no profile or current-user fetch either
  });

  it("shows the server's refusal next to the form and the field, keeping what was typed", async () => {
    const message = 'password must be at least 8 characters';
    installFakeApi({
      'POST /auth/register': { status: 400, message, errors: [{ field: 'password', message }] },
    });
    const { router } = renderApp('/auth/register');
    await fillRegisterForm('secret'); // 6 characters: enough for the spec's own check
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const form = screen.getByRole('form', { name: 'Register' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByLabelText('Email Address')).toHaveValue('vikram@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('Vikram');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(currentPath(router)).toBe('/auth/register');
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
  });

  it('keeps a throttled registration (429) message above the form and keeps what was typed', async () => {
    const message = 'Too many registration attempts. Try again in 60 minutes.';
    installFakeApi({ 'POST /auth/register': { status: 429, message } });
    const { router } = renderApp('/auth/register');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'vikram@example.com');
    await userEvent.type(screen.getByLabelText('First Name'), 'Vikram');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Singh');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const form = screen.getByRole('form', { name: 'Register' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email Address')).toHaveValue('vikram@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('Vikram');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Singh');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(currentPath(router)).toBe('/auth/register');
  });
});
