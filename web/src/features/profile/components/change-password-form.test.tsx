import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeApi, signedInRoutes, subAdminUser } from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { activateLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';

async function fillAndSubmit(old: string, next: string, confirm = next) {
  await userEvent.type(await screen.findByLabelText('Current password'), old);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('refuses a mismatch and a short password before calling the server', async () => {
    const { calls } = installFakeApi(signedInRoutes(adminUser));
    renderApp(paths.settings, { token: 't1' });
    await fillAndSubmit('password123', 'short', 'other');
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/change_admin_password')).toBe(false);
  });

  it("shows 'Change password failed' when the server gives no reason, and keeps the input", async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /change_admin_password': { status: 500 },
    });
    renderApp(paths.settings, { token: 't1' });
    await fillAndSubmit('password123', 'N3w-password!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Change password failed');
    expect(screen.getByLabelText('New password')).toHaveValue('N3w-password!');
  });

  it("shows the server's reason next to the field it concerns", async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /change_admin_password': {
        status: 400,
        message: 'Current password is incorrect',
        errors: [{ field: 'old_password', message: 'Current password is incorrect' }],
      },
    });
    renderApp(paths.settings, { token: 't1' });
    await fillAndSubmit('wrong-one', 'N3w-password!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
  });

  it('sends old and new password and confirms success', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /change_admin_password': { message: 'Password changed successfully' },
    });
    renderApp(paths.settings, { token: 't1' });
    await fillAndSubmit('password123', 'N3w-password!');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/change_admin_password')?.body).toEqual({
      old_password: 'password123',
      new_password: 'N3w-password!',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('returns to sign-in with redirectTo when the session ended on the server (401)', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /change_admin_password': {
        status: 401,
        message: 'Your session has expired. Please sign in again.',
        code: 'session_expired',
      },
    });
    const { router } = renderApp(paths.settings, { token: 't1' });
    await fillAndSubmit('password123', 'N3w-password!');
    await waitFor(() =>
      expect(currentPath(router)).toBe('/auth/login?redirectTo=%2Fapp%2Fsetting'),
    );
    expect(window.localStorage.getItem('bullet_token')).toBeNull();
    expect(await screen.findByText(/Your session has expired/)).toBeInTheDocument();
    expect(screen.queryByText('Change password failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument(); // the notice, not a toast
  });
  it('speaks Hindi: its labels and its validation messages', async () => {
    await activateLanguage('hi');
    try {
      const { calls } = installFakeApi(signedInRoutes(adminUser));
      renderApp(paths.settings, { token: 't1' });
      await userEvent.type(await screen.findByLabelText('नया पासवर्ड'), 'short');
      await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
      expect(await screen.findByText('अपना मौजूदा पासवर्ड लिखें')).toBeInTheDocument();
      expect(screen.getByText('कम से कम 8 अक्षर लिखें')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/change_admin_password')).toBe(false);
    } finally {
      // The screen is still mounted: it re-renders in English.
      await act(() => activateLanguage('en'));
    }
  });
});

describe('change password on the profile', () => {
  it('lets a sub admin change their own password from their profile', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /change_admin_password': { message: 'Password changed successfully' },
    });
    renderApp(paths.profile, { token: 't2' });
    const section = await screen.findByRole('region', { name: 'Change password' });
    expect(within(section).getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    await fillAndSubmit('password123', 'N3w-password!');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/change_admin_password')).toMatchObject({
      headers: { Authorization: 'Bearer t2' },
      body: { old_password: 'password123', new_password: 'N3w-password!' },
    });
  });

  it('keeps the Setting screen for administrators only', async () => {
    installFakeApi(signedInRoutes(subAdminUser));
    renderApp(paths.settings, { token: 't2' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
