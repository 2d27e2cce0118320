import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StateRow } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { listAnswer } from '@/testing/places';
import { expectRefusedOnField } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const state = (changes: Partial<StateRow> = {}): StateRow => ({
  id: 12,
  name: 'Goa',
  code: 'GA',
  status: 'active',
  city_count: 3,
  resting_point_count: 9,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
  ...changes,
});

function setup(routes: FakeRoutes = {}, page = 1) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /state_list': listAnswer(
      [
        state(),
        state({ id: 13, name: 'Empty', code: 'EM', city_count: 0, resting_point_count: 0 }),
      ],
      page,
      36,
    ),
    ...routes,
  }).calls;
}

describe('state list', () => {
  it('asks for the page and filters in the URL and shows each state with its counts', async () => {
    const calls = setup({}, 2);
    renderApp(href(paths.states.list, { search: 'go', status: 'active', page: 2 }), {
      token: 't1',
    });
    const row = (await screen.findByText('Goa')).closest('tr') as HTMLElement;
    // Each count link's name starts with the number it shows.
    expect(within(row).getByRole('link', { name: '3 cities in Goa' })).toHaveTextContent('3');
    expect(within(row).getByRole('link', { name: '9 resting points in Goa' })).toHaveTextContent(
      '9',
    );
    expect(within(row).getByRole('link', { name: 'Edit Goa' })).toHaveAttribute(
      'href',
      paths.states.edit(12),
    );
    const query = calls.find((call) => call.path === '/state_list')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      limit: '10',
      search: 'go',
      status: 'active',
    });
    expect(screen.getByText('Showing 11–20 of 36')).toBeInTheDocument();
  });

  it('explains why a state with cities cannot be deleted and offers to set it inactive', async () => {
    const calls = setup({ 'POST /state_edit': { body: state({ status: 'inactive' }) } });
    renderApp(paths.states.list, { token: 't1' });
    await chooseRowAction('Goa', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Goa (GA) cannot be deleted' });
    expect(dialog).toHaveTextContent('Goa still has 3 cities and 9 resting points.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set inactive instead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/state_edit')?.body).toEqual({
      id: 12,
      name: 'Goa',
      code: 'GA',
      status: 'inactive',
      version: 1,
    });
    expect(calls.some((call) => call.path === '/state_delete')).toBe(false);
  });

  it("deletes an empty state after confirming, and shows the server's 409 reason in the dialog", async () => {
    const calls = setup({
      'POST /state_delete': {
        status: 409,
        message: 'Empty cannot be deleted: it still has 2 police contacts.',
      },
    });
    renderApp(paths.states.list, { token: 't1' });
    await chooseRowAction('Empty', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete state?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete state' }));
    expect(
      await screen.findByRole('dialog', { name: 'Empty (EM) cannot be deleted' }),
    ).toHaveTextContent('it still has 2 police contacts');
    expect(calls.find((call) => call.path === '/state_delete')?.body).toEqual({ id: 13 });
  });
});

describe('state form', () => {
  it('adds a state and returns to the list', async () => {
    const calls = setup({
      'POST /state_add': { status: 201, body: state({ id: 40, name: 'Test', code: 'TT' }) },
    });
    const { router } = renderApp(paths.states.add, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('State name'), 'Test');
    await userEvent.type(screen.getByLabelText('Code'), 'tt');
    await userEvent.click(screen.getByRole('button', { name: 'Add state' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.states.list));
    expect(calls.find((call) => call.path === '/state_add')?.body).toEqual({
      name: 'Test',
      code: 'TT',
      status: 'active',
    });
    expect(await screen.findByText('Test (TT) was added.')).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's 409 next to the field", async () => {
    setup({
      'POST /state_detail': { body: state() },
      'POST /state_edit': {
        status: 409,
        message: 'Code MH is already used by Maharashtra',
        errors: [{ field: 'code', message: 'Code MH is already used by Maharashtra' }],
      },
    });
    renderApp(paths.states.edit(12), { token: 't1' });
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveValue('GA');
    await userEvent.clear(code);
    await userEvent.type(code, 'MH');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectRefusedOnField(
      screen.getByLabelText('Code'),
      'Code MH is already used by Maharashtra',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('MH');
  });

  it('says so when the state does not exist', async () => {
    setup({ 'POST /state_detail': { status: 404, message: 'State not found' } });
    renderApp(paths.states.edit(999), { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'State not found' })).toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it('shows the form, its checks and the list in Hindi, with counts in Indian grouping (1,23,456)', async () => {
    setup({
      'GET /state_list': listAnswer([state({ city_count: 1, resting_point_count: 123456 })]),
    });
    await activateLanguage('hi');
    const { router } = renderApp(paths.states.add, { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'राज्य जोड़ें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'राज्य जोड़ें' }));
    expect(await screen.findByText('राज्य का नाम लिखें')).toBeInTheDocument();
    expect(screen.getByText('राज्य का कोड लिखें')).toBeInTheDocument();

    await act(() => router.navigate(paths.states.list));
    const row = (await screen.findByText('Goa')).closest('tr') as HTMLElement;
    // The count link's name starts with the number it shows, in Hindi too.
    expect(within(row).getByRole('link', { name: '1 शहर, Goa में' })).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: '1,23,456 विश्राम स्थल, Goa में' }),
    ).toBeInTheDocument();
  });
});
