import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { expectRefusedOnField, findErrorToast, formAlerts } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const company = (company_id: number, company_name: string, driver_count = 0) => ({
  company_id,
  company_name,
  driver_count,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
});

function setup(extra: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /company_list': {
      body: [company(1, 'Shree Balaji Roadlines', 37), company(2, 'Deccan Carriers')],
    },
    ...extra,
  }).calls;
}

const nameField = () => screen.findByRole('textbox', { name: 'Company name' });

describe('companies', () => {
  it("keeps the typed name and shows 'Failed please try again' when an add fails without a reason", async () => {
    setup({ 'POST /company_add': { status: 500 } });
    renderApp(paths.companies.add, { token: 't1' });
    await userEvent.type(await nameField(), 'Konkan Freight');
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findAllByText('Failed please try again')).not.toHaveLength(0);
    expect(await nameField()).toHaveValue('Konkan Freight');
  });

  it("shows the server's reason on the name on a duplicate: the toast and the field, no third copy", async () => {
    const message = 'A company named "Deccan Carriers" already exists';
    setup({
      'POST /company_add': { status: 409, message, errors: [{ field: 'company_name', message }] },
    });
    renderApp(paths.companies.add, { token: 't1' });
    await userEvent.type(await nameField(), 'deccan carriers');
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }));
    await expectRefusedOnField(screen.getByLabelText('Company name'), message);
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('requires a name before calling the server', async () => {
    const calls = setup();
    renderApp(paths.companies.add, { token: 't1' });
    await userEvent.type(await nameField(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/company_add')).toBe(false);
  });

  it('opens the edit screen with the company loaded and saves the new name', async () => {
    const calls = setup({ 'POST /company_edit': { body: company(2, 'Deccan Carriers Pvt Ltd') } });
    const { router } = renderApp(paths.companies.edit(2), { token: 't1' });
    const field = await nameField();
    expect(field).toHaveValue('Deccan Carriers');
    await userEvent.type(field, ' Pvt Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.companies.list));
    expect(calls.find((call) => call.path === '/company_edit')?.body).toEqual({
      company_id: 2,
      company_name: 'Deccan Carriers Pvt Ltd',
      version: 1,
    });
    expect(await screen.findByText('Company saved')).toBeInTheDocument();
  });

  it('warns how many drivers a delete affects, and shows the server message when it fails', async () => {
    const calls = setup({
      'POST /company_delete': { status: 404, message: 'Company not found' },
    });
    renderApp(paths.companies.list, { token: 't1' });
    await chooseRowAction('Shree Balaji Roadlines', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete company?' });
    expect(dialog).toHaveTextContent('37 drivers belong to this company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/company_delete')?.body).toEqual({ company_id: 1 });
  });

  it('keeps the typed name when someone renamed the company meanwhile, and saves once the latest version is loaded', async () => {
    const theirs = { ...company(2, 'Deccan Carriers Ltd'), version: 2, updated_by: 'Vikram Singh' };
    const message =
      'This company was changed by Vikram Singh at 23 Nov 2026, 14:05 IST after you opened it. Load the latest version and apply your changes again.';
    const calls = setup({
      'POST /company_edit': ({ body: sent }) => {
        return sent.version === theirs.version
          ? { body: { ...theirs, company_name: sent.company_name, version: 3 } }
          : { status: 409, message, errors: [{ field: 'version', message }], body: theirs };
      },
    });
    const { router } = renderApp(paths.companies.edit(2), { token: 't1' });
    const field = await nameField();
    await userEvent.clear(field);
    await userEvent.type(field, 'Deccan Roadways');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const heading = await screen.findByRole('heading', {
      name: 'Not saved: this record changed after you opened it',
    });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(message);
    expect(
      within(alert).getByRole('list', { name: 'Changed since you opened it' }),
    ).toHaveTextContent(/^Company name$/);
    expect(await nameField()).toHaveValue('Deccan Roadways');
    expect(currentPath(router)).toBe(paths.companies.edit(2));
    expect(calls.find((call) => call.path === '/company_edit')?.body).toMatchObject({ version: 1 });

    await userEvent.click(within(alert).getByRole('button', { name: 'Load latest version' }));
    expect(await nameField()).toHaveValue('Deccan Carriers Ltd');
    expect(screen.getByRole('status')).toHaveTextContent('The latest version is loaded');
    expect(screen.queryByRole('heading', { name: /^Not saved/ })).not.toBeInTheDocument();

    await userEvent.type(await nameField(), ' (Roadways)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.companies.list));
    expect(calls.filter((call) => call.path === '/company_edit').at(-1)?.body).toEqual({
      company_id: 2,
      company_name: 'Deccan Carriers Ltd (Roadways)',
      version: 2,
    });
  });

  it('says it cannot confirm a save whose answer was lost twice, and Save again sends the same change', async () => {
    let down = true;
    const calls = setup({
      'POST /company_edit': ({ body: sent }) => {
        if (down) throw new TypeError('Failed to fetch');
        return { body: { ...company(2, sent.company_name), version: 2 } };
      },
    });
    const { router } = renderApp(paths.companies.edit(2), { token: 't1' });
    await userEvent.type(await nameField(), ' Pvt Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await findErrorToast('Failed please try again');
    const form = screen.getByRole('form', { name: 'Edit company' });
    await waitFor(() =>
      expect(formAlerts(form).map((alert) => alert.textContent)).toEqual([
        'We could not confirm the save — check the record',
      ]),
    );
    expect(await nameField()).toHaveValue('Deccan Carriers Pvt Ltd');

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.companies.list));
    const edits = calls.filter((call) => call.path === '/company_edit');
    expect(edits).toHaveLength(3); // a try and its retry, then Save again
    expect(new Set(edits.map((call) => call.headers['Idempotency-Key'])).size).toBe(1);
  });

  it('reports a save as saved when its 409 shows this very save by this account', async () => {
    const message =
      'This company was changed by Asha Rao at 23 Nov 2026, 14:05 IST after you opened it. Load the latest version and apply your changes again.';
    setup({
      'POST /company_edit': ({ body: sent }) => ({
        status: 409,
        message,
        errors: [{ field: 'version', message }],
        body: { ...company(2, sent.company_name), version: 2, updated_by: adminUser.full_name },
      }),
    });
    const { router } = renderApp(paths.companies.edit(2), { token: 't1' });
    await userEvent.type(await nameField(), ' Pvt Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.companies.list));
    expect(await screen.findByText('Company saved')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('asks the API for the search in the URL, and shows what it answers', async () => {
    // The API searches (and sorts), so the list and its CSV export have the same rows.
    const calls = setup({ 'GET /company_list': { body: [company(2, 'Deccan Carriers')] } });
    renderApp(href(paths.companies.list, { search: 'deccan' }), { token: 't1' });
    expect(await screen.findByText('Deccan Carriers')).toBeInTheDocument();
    const listCall = calls.find((call) => call.path === '/company_list');
    expect(Object.fromEntries(listCall!.query)).toEqual({ search: 'deccan' });
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('1 company')).toBeInTheDocument();
  });

  it('sorts by a heading on the API, and exports that view', async () => {
    const calls = setup({
      'POST /company_export_link': {
        body: {
          url: '/company_export?token=t0k3n',
          filename: 'companies-2026-11-23.csv',
          expires_at: '2026-11-23T10:01:00.000Z',
        },
      },
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { router } = renderApp(href(paths.companies.list, { search: 'road' }), { token: 't1' });
    expect(await screen.findByText('2 companies')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Drivers' }));
    expect(currentPath(router)).toBe(
      href(paths.companies.list, { search: 'road', sort: 'drivers', order: 'desc' }),
    );
    await waitFor(() =>
      expect(
        Object.fromEntries(calls.filter((call) => call.path === '/company_list').at(-1)!.query),
      ).toEqual({ search: 'road', sort: 'drivers', order: 'desc' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/company_export_link')?.body).toEqual({
      search: 'road',
      sort: 'drivers',
      order: 'desc',
    });
    click.mockRestore();
  });
});

describe('companies in Hindi', () => {
  it('says in Hindi that no company name contains the search, naming it', async () => {
    setup({ 'GET /company_list': { body: [] } });
    await activateLanguage('hi');
    renderApp(href(paths.companies.list, { search: 'Konkan' }), { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'कंपनियाँ' })).toBeInTheDocument();
    expect(await screen.findByText('किसी कंपनी के नाम में “Konkan” नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कंपनी जोड़ें' })).toHaveAttribute(
      'href',
      paths.companies.add,
    );
  });
});
