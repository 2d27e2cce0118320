import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permissions } from '@/lib/api-schema.gen';
import {
  activityEntry,
  adminUser,
  installFakeApi,
  permissionsFor,
  signedInRoutes,
  subAdminUser,
  type FakeAnswer,
} from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { href, paths } from '@/lib/paths';
import { PERMISSION_SECTIONS } from '@/lib/sections';

const meera = {
  ...subAdminUser,
  id: 3,
  first_name: 'Meera',
  last_name: 'Nair',
  full_name: 'Meera Nair',
  email: 'meera@example.in',
  mobile: '+91 98765 43210',
};
const sectionsAt = (level: 'none' | 'read' | 'write') =>
  Object.fromEntries(
    Object.keys(permissionsFor({ role: 2 }).sections).map((section) => [section, level]),
  ) as Permissions['sections'];
/** The sections an administrator grants (the manifest's): the editor's rows. */
const SECTION_COUNT = PERMISSION_SECTIONS.length;
const READ_ONLY: Permissions = { sections: sectionsAt('read'), reveal: false };
const ALL_WRITE: Permissions = { sections: sectionsAt('write'), reveal: false };

/** Picks a section's level in the permissions editor, as a user does. */
async function choose(
  section: string,
  level: 'None' | 'Read only' | 'Read & write',
  scope = screen,
) {
  await userEvent.click(
    within(scope.getByRole('radiogroup', { name: section })).getByRole('radio', { name: level }),
  );
}

const listAnswer = {
  body: [meera, { ...subAdminUser, status: 'disabled' as const }],
  pagination: { page: 1, limit: 10, total: 12, totalPages: 2 },
};

describe('sub admin list', () => {
  it('shows the accounts with status, and keeps search and page in the URL', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': listAnswer,
    });
    const { router } = renderApp(paths.subAdmins.list, { token: 't1' });
    const table = await screen.findByRole('table', { name: 'Sub admin accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Meera Nair');
    expect(rows[1]).toHaveTextContent('Active');
    expect(within(table).getByRole('columnheader', { name: 'Permissions' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('All sections');
    expect(rows[2]).toHaveTextContent('Disabled');
    // Edit is the row's button; Enable (and Delete) wait in its "⋯" menu.
    expect(within(rows[2]!).getByRole('link', { name: 'Edit Vikram Singh' })).toBeVisible();
    await userEvent.click(
      within(rows[2]!).getByRole('button', { name: 'More actions for Vikram Singh' }),
    );
    expect(within(rows[2]!).getByRole('button', { name: 'Enable Vikram Singh' })).toBeVisible();

    await userEvent.type(screen.getByLabelText('Search sub admins'), 'meera');
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.subAdmins.list, { search: 'meera' })),
    );
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/sub_admin_list')
          .at(-1)
          ?.query.get('search'),
      ).toBe('meera'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.subAdmins.list, { search: 'meera', page: 2 })),
    );
  });

  it('disables an account only after confirmation', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': listAnswer,
      'POST /sub_admin_status_update': { body: { ...meera, status: 'disabled' } },
    });
    renderApp(paths.subAdmins.list, { token: 't1' });
    await chooseRowAction('Meera Nair', 'Disable');
    const dialog = await screen.findByRole('dialog', { name: 'Disable sub admin?' });
    expect(dialog).toHaveTextContent('signed out at once');
    expect(calls.some((c) => c.path === '/sub_admin_status_update')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Meera Nair was disabled.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/sub_admin_status_update')?.body).toEqual({
      id: 3,
      status: 'disabled',
    });
  });

  it('keeps the dialog open and says why when a delete fails', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': listAnswer,
      'POST /sub_admin_delete': { status: 404, message: 'Sub admin not found' },
    });
    renderApp(paths.subAdmins.list, { token: 't1' });
    await chooseRowAction('Meera Nair', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete sub admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sub admin not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete sub admin?' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': {
        body: [],
        pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
      },
    });
    renderApp(href(paths.subAdmins.list, { status: 'disabled' }), { token: 't1' });
    expect(
      await screen.findByText('No sub admins match. Try a different search or clear the filter.'),
    ).toBeInTheDocument();
  });
});

describe('registrations waiting for approval', () => {
  const neha = {
    ...subAdminUser,
    id: 12,
    first_name: 'Neha',
    last_name: 'Kapoor',
    full_name: 'Neha Kapoor',
    email: 'neha@example.com',
    status: 'pending' as const,
  };
  const withPending = (count: number): FakeAnswer<'GET /sub_admin_list'> => ({
    body: count > 0 ? [neha, meera] : [meera],
    pagination: { page: 1, limit: 10, total: count + 1, totalPages: 1 },
    pending_count: count,
  });

  it('shows them with a pending badge, their count, and only Approve and Reject', async () => {
    installFakeApi({ ...signedInRoutes(adminUser), 'GET /sub_admin_list': withPending(1) });
    const { router } = renderApp(paths.subAdmins.list, { token: 't1' });
    const table = await screen.findByRole('table', { name: 'Sub admin accounts' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Neha Kapoor');
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Approve Neha Kapoor' })).toBeEnabled();
    await userEvent.click(
      within(row).getByRole('button', { name: 'More actions for Neha Kapoor' }),
    );
    expect(within(row).getByRole('button', { name: 'Reject Neha Kapoor' })).toBeEnabled();
    expect(within(row).queryByRole('link', { name: 'Edit Neha Kapoor' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Delete Neha Kapoor' }),
    ).not.toBeInTheDocument();

    expect(screen.getByRole('status', { name: 'Pending registrations' })).toHaveTextContent(
      '1 registration is waiting for approval',
    );
    expect(screen.getByRole('option', { name: 'Pending approval (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show pending' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.subAdmins.list, { status: 'pending' })),
    );
  });

  it('approves only after confirmation, then reloads the list and the count', async () => {
    let approved = false;
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': () => withPending(approved ? 0 : 1),
      'POST /sub_admin_approve': () => {
        approved = true;
        return { body: { ...neha, status: 'active' }, message: 'Registration approved' };
      },
    });
    renderApp(paths.subAdmins.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Neha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration?' });
    expect(dialog).toHaveTextContent('neha@example.com');
    expect(dialog).toHaveTextContent('can sign in with the password they registered with');
    expect(calls.some((c) => c.path === '/sub_admin_approve')).toBe(false);

    // Read-only everywhere unless the admin grants more.
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Drivers' })).getByRole('radio', {
        name: 'Read only',
      }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'May reveal personal data' }),
    ).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Neha Kapoor was approved: Read-only.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/sub_admin_approve').map((c) => c.body)).toEqual([
      { id: 12, permissions: READ_ONLY },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve Neha Kapoor' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status', { name: 'Pending registrations' })).not.toHaveTextContent(
      'waiting for approval',
    );
    expect(calls.filter((c) => c.path === '/sub_admin_list').length).toBeGreaterThanOrEqual(2);
  });

  it('approves with the permissions the admin chose in the dialog', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': () => withPending(1),
      'POST /sub_admin_approve': { body: { ...neha, status: 'active' } },
    });
    renderApp(paths.subAdmins.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Neha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration?' });
    const inDialog = within(dialog) as unknown as typeof screen;
    await choose('Drivers', 'Read & write', inDialog);
    await choose('Companies', 'None', inDialog);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'May reveal personal data' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText(
        `Neha Kapoor was approved: ${SECTION_COUNT - 1} of ${SECTION_COUNT} sections, ${SECTION_COUNT - 2} read-only · may reveal personal data.`,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/sub_admin_approve').map((c) => c.body)).toEqual([
      {
        id: 12,
        permissions: {
          sections: { ...sectionsAt('read'), drivers: 'write', companies: 'none' },
          reveal: true,
        },
      },
    ]);
  });

  it('rejects after confirmation; the dialog cannot be used twice while it works', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let rejected = false;
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': () => withPending(rejected ? 0 : 1),
      'POST /sub_admin_reject': async () => {
        await gate;
        rejected = true;
        return { body: null, message: 'Registration rejected' };
      },
    });
    renderApp(paths.subAdmins.list, { token: 't1' });
    await chooseRowAction('Neha Kapoor', 'Reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject registration?' });
    expect(dialog).toHaveTextContent('The address may register again.');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText('Neha Kapoor was rejected.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/sub_admin_reject')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Neha Kapoor')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's reason when approval fails", async () => {
    const message = 'Only a registration waiting for approval can be approved';
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /sub_admin_list': withPending(1),
      'POST /sub_admin_approve': { status: 409, message },
    });
    renderApp(paths.subAdmins.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Neha Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Approve registration?' })).toBeInTheDocument();
  });

  it('does not offer the edit form for a registration', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_detail': { body: neha },
    });
    renderApp(paths.subAdmins.edit(12), { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'Registration waiting for approval' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pending registrations' })).toHaveAttribute(
      'href',
      href(paths.subAdmins.list, { status: 'pending' }),
    );
  });
});

describe('add and edit sub admin', () => {
  async function fillNew() {
    await userEvent.type(await screen.findByLabelText('Full name'), 'Meera Nair');
    await userEvent.type(screen.getByLabelText('Email address'), 'meera@example.in');
    await userEvent.type(screen.getByLabelText('Mobile (optional)'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'Truck-stop-9');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Truck-stop-9');
  }

  it('creates the account and returns to the list', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_add': { status: 201, body: meera },
      'GET /sub_admin_list': listAnswer,
    });
    const { router } = renderApp(paths.subAdmins.add, { token: 't1' });
    await fillNew();
    expect(screen.getByText(/^Strength: Strong/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add sub admin' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.subAdmins.list));
    expect(calls.find((c) => c.path === '/sub_admin_add')?.body).toEqual({
      full_name: 'Meera Nair',
      email: 'meera@example.in',
      mobile: '9876543210',
      status: 'active',
      permissions: ALL_WRITE,
      password: 'Truck-stop-9',
    });
  });

  it('saves the permissions chosen for a new account', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_add': { status: 201, body: meera },
      'GET /sub_admin_list': listAnswer,
    });
    const { router } = renderApp(paths.subAdmins.add, { token: 't1' });
    await fillNew();
    // Every section read-write and no reveal to start.
    for (const group of screen.getAllByRole('radiogroup')) {
      expect(within(group).getByRole('radio', { name: 'Read & write' })).toBeChecked();
    }
    expect(screen.getAllByRole('radiogroup')).toHaveLength(SECTION_COUNT);
    await choose('Drivers', 'Read only');
    await choose('Companies', 'None');
    await choose('Policies', 'None');
    await userEvent.click(screen.getByRole('checkbox', { name: 'May reveal personal data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add sub admin' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.subAdmins.list));
    expect(calls.find((c) => c.path === '/sub_admin_add')?.body).toMatchObject({
      permissions: {
        sections: { ...sectionsAt('write'), drivers: 'read', companies: 'none', policies: 'none' },
        reveal: true,
      },
    });
  });

  it("loads an account's permissions and saves the change", async () => {
    const limited = {
      ...meera,
      permissions: { sections: { ...sectionsAt('read'), cms: 'none' as const }, reveal: false },
    };
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_detail': { body: limited },
      'POST /sub_admin_edit': { body: limited },
      'GET /sub_admin_list': listAnswer,
    });
    const { router } = renderApp(paths.subAdmins.edit(3), { token: 't1' });
    const cms = await screen.findByRole('radiogroup', { name: 'CMS pages' });
    expect(within(cms).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Drivers' })).getByRole('radio', {
        name: 'Read only',
      }),
    ).toBeChecked();
    await choose('Drivers', 'Read & write');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.subAdmins.list));
    expect(calls.find((c) => c.path === '/sub_admin_edit')?.body).toMatchObject({
      id: 3,
      permissions: {
        sections: { ...sectionsAt('read'), cms: 'none', drivers: 'write' },
        reveal: false,
      },
    });
  });

  it('keeps the input and shows a 409 next to the e-mail field', async () => {
    const message = 'An account with this email already exists';
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_add': { status: 409, message, errors: [{ field: 'email', message }] },
    });
    renderApp(paths.subAdmins.add, { token: 't1' });
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Add sub admin' }));
    const form = screen.getByRole('form', { name: 'Add sub admin' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Meera Nair');
  });

  it('edits without a password unless a reset is asked for', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_detail': { body: meera },
      'POST /sub_admin_edit': { body: meera },
      'GET /sub_admin_list': listAnswer,
    });
    const { router } = renderApp(paths.subAdmins.edit(3), { token: 't1' });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Meera Nair');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Set a new password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Fresh-pass-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Fresh-pass-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.subAdmins.list));
    expect(calls.find((c) => c.path === '/sub_admin_edit')?.body).toEqual({
      id: 3,
      full_name: 'Meera Nair',
      email: 'meera@example.in',
      mobile: '+91 98765 43210',
      status: 'active',
      permissions: ALL_WRITE,
      password: 'Fresh-pass-42',
      version: 1,
    });
  });

  it('says so when the account to edit does not exist', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_detail': { status: 404, message: 'Sub admin not found' },
    });
    renderApp(paths.subAdmins.edit(99), { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'Sub admin not found' })).toBeInTheDocument();
  });
});

describe("a sub admin's history", () => {
  it('is shown on the edit screen, with the link to the whole log', async () => {
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'POST /sub_admin_detail': { body: meera },
      'GET /activity_record_list': {
        body: [
          activityEntry({
            section: 'sub_admins',
            record_type: 'admin',
            record_id: 3,
            record_label: 'Meera Nair',
            action: 'status',
            changes: [{ field: 'status', before: 'active', after: 'disabled' }],
          }),
        ],
      },
    });
    renderApp(paths.subAdmins.edit(3), { token: 't1' });
    const history = await screen.findByRole('list', { name: 'Latest changes, newest first' });
    expect(history).toHaveTextContent('Status changed by Asha Rao (Admin)');
    expect(history).toHaveTextContent('Status: active → to disabled');
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/activity_record_list')!.query),
    ).toEqual({ section: 'sub_admins', record_id: '3' });
    expect(
      screen.getByRole('link', { name: 'The activity log of all sub admins' }),
    ).toHaveAttribute('href', href(paths.activity, { section: 'sub_admins' }));
    expect(screen.getByRole('link', { name: 'Everything Meera Nair did' })).toHaveAttribute(
      'href',
      href(paths.activity, { actor_id: 3 }),
    );
  });
});
