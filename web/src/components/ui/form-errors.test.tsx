import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { findErrorToast, formAlerts } from '@/testing/failed-save';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

// After a failed submit: the focus, the error summary of a long form, and a failure said once.

function setup(extra: FakeRoutes = {}) {
  const { calls } = installFakeApi({ ...signedInRoutes(adminUser), ...extra });
  return calls;
}

const subAdminForm = () => screen.findByRole('form', { name: 'Add sub admin' });
const summaryOf = (form: HTMLElement) =>
  within(form).getByRole('alert', { name: /^Fix (this field|these \d+ fields)$/ });

describe('a failed submit', () => {
  it('moves the focus to the first invalid field and lists every one at the top of a long form', async () => {
    const calls = setup();
    renderApp(paths.subAdmins.add, { token: 't1' });
    const form = await subAdminForm();
    await userEvent.type(screen.getByLabelText('Mobile (optional)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add sub admin' }));

    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    const summary = summaryOf(form);
    expect(summary).toHaveAccessibleName('Fix these 5 fields');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full name: Enter the full name',
      'Email address: Enter the e-mail address',
      'Mobile (optional): Enter a 10-digit Indian mobile number, e.g. +91 98765 43210',
      'Password: Enter a password',
      'Confirm password: Repeat the password',
    ]);
    expect(screen.getByLabelText('Mobile (optional)')).toHaveValue('12345');
    expect(calls.some((call) => call.path === '/sub_admin_add')).toBe(false);

    // Each entry leads to its field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Password' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();

    // Fixed fields leave the list.
    await userEvent.type(screen.getByLabelText('Full name'), 'Meera Nair');
    await userEvent.type(screen.getByLabelText('Email address'), 'meera@example.in');
    await waitFor(() => expect(summaryOf(form)).toHaveAccessibleName('Fix these 3 fields'));
  });

  it('shows no summary before a submit, nor on a short form', async () => {
    setup({ 'GET /company_list': { body: [] } });
    renderApp(paths.companies.add, { token: 't1' });
    const form = await screen.findByRole('form', { name: 'Add company' });
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveFocus());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failure that names no field in the toast and once above the form', async () => {
    setup({ 'POST /sub_admin_add': { status: 503, message: 'Maintenance until 14:00' } });
    renderApp(paths.subAdmins.add, { token: 't1' });
    const form = await subAdminForm();
    await userEvent.type(screen.getByLabelText('Full name'), 'Meera Nair');
    await userEvent.type(screen.getByLabelText('Email address'), 'meera@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Add sub admin' }));

    await findErrorToast('Maintenance until 14:00');
    await waitFor(() => expect(formAlerts(form)).toHaveLength(1));
    expect(formAlerts(form)[0]).toHaveTextContent('Maintenance until 14:00');
    expect(screen.getByLabelText('Full name')).toHaveValue('Meera Nair');
  });

  it('puts a field the server refuses into the summary and focuses it', async () => {
    const message = 'An account with this e-mail already exists';
    setup({
      'POST /sub_admin_add': { status: 409, message, errors: [{ field: 'email', message }] },
    });
    renderApp(paths.subAdmins.add, { token: 't1' });
    const form = await subAdminForm();
    await userEvent.type(screen.getByLabelText('Full name'), 'Meera Nair');
    await userEvent.type(screen.getByLabelText('Email address'), 'meera@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Add sub admin' }));

    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    expect(within(summaryOf(form)).getByRole('listitem')).toHaveTextContent(
      `Email address: ${message}`,
    );
    expect(formAlerts(form)).toEqual([]);
  });
});
