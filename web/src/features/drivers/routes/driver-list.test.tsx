import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverRow } from '@/lib/api-schema.gen';
import {
  adminUser,
  installFakeApi,
  signedInRoutes,
  type FakeFailure,
  type FakeRoutes,
} from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { href, paths } from '@/lib/paths';

const driver = (user_id: number, full_name: string, status: DriverRow['status'] = 'active') =>
  ({
    user_id,
    full_name,
    mobile: '+91 98450 12345',
    email: null,
    photo_url: null,
    vehicle_number: `MH12AB${1000 + user_id}`,
    vehicle_type: 'HCV',
    company_id: null,
    company_name: null,
    city_id: 5,
    city_name: 'Pune',
    state_id: 21,
    state_name: 'Maharashtra',
    status,
    created_at: '2026-11-01T10:00:00.000Z',
  }) satisfies DriverRow;

const listAnswer = (rows: DriverRow[], page = 1, total = rows.length) => ({
  body: rows,
  pagination: { page, limit: 10, total, totalPages: Math.ceil(total / 10) },
});

function setup(extra: FakeRoutes = {}, rows = [driver(7, 'Ravi Kumar')]) {
  const { calls } = installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /users_list': listAnswer(rows, 1, 25),
    'GET /city_list_all': {
      body: [{ id: 5, name: 'Pune', state_id: 21, state_name: 'Maharashtra', status: 'active' }],
    },
    ...extra,
  });
  return calls;
}

const listCalls = (calls: ReturnType<typeof setup>) =>
  calls.filter((call) => call.path === '/users_list').map((call) => Object.fromEntries(call.query));

describe('driver list', () => {
  it("asks for exactly the view in the URL, with the API's parameter names (serach, sic)", async () => {
    const calls = setup();
    renderApp(
      href(paths.drivers.list, { serach: 'ravi', status: 'blocked', city_id: 5, page: 2 }),
      { token: 't1' },
    );
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(listCalls(calls)).toContainEqual({
      page: '2',
      limit: '10',
      serach: 'ravi',
      status: 'blocked',
      city_id: '5',
    });
    expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('ravi');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('blocked');
  });

  it('filters by a vehicle type of the managed list', async () => {
    const calls = setup({
      'GET /vehicle_type_list_all': {
        body: [
          { id: 3, code: 'HCV', name: 'Heavy commercial vehicle', status: 'active' },
          { id: 8, code: 'CAR', name: 'Car carrier', status: 'inactive' },
        ],
      },
    });
    const { router } = renderApp(paths.drivers.list, { token: 't1' });
    const select = await screen.findByRole('combobox', { name: 'Filter by vehicle type' });
    await screen.findByRole('option', { name: 'Car carrier (CAR)' });
    await userEvent.selectOptions(select, 'CAR');
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.drivers.list, { vehicle_type: 'CAR' })),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ page: '1', limit: '10', vehicle_type: 'CAR' }),
    );
  });

  it('puts a typed search in the URL once typing pauses, back on page 1', async () => {
    const calls = setup();
    const { router } = renderApp(href(paths.drivers.list, { page: 3 }), { token: 't1' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search drivers' }), 'MH12');
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.drivers.list, { serach: 'MH12' })),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ page: '1', limit: '10', serach: 'MH12' }),
    );
    // One request for the page, one for the settled search: not one per key.
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    setup({}, []);
    renderApp(href(paths.drivers.list, { serach: 'zzz' }), { token: 't1' });
    expect(
      await screen.findByText(
        'No drivers match these filters. Try a different search or clear a filter.',
      ),
    ).toBeInTheDocument();
  });

  async function changeStatusToBlocked() {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change status of Ravi Kumar' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Blocked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change driver status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make blocked' }));
  }

  it('changes a status after confirmation and reloads the list', async () => {
    const calls = setup({
      'POST /user_status_update': { body: driver(7, 'Ravi Kumar', 'blocked') },
    });
    renderApp(paths.drivers.list, { token: 't1' });
    await changeStatusToBlocked();
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user_status_update')?.body).toEqual({
      user_id: 7,
      status: 'blocked',
    });
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it.each<[string, FakeFailure, string]>([
    ['without a reason from the server', { status: 500 }, 'Status update failed'],
    ["with the server's reason", { status: 404, message: 'Driver not found' }, 'Driver not found'],
  ])('reports a failed status change %s', async (_case, answer, shown) => {
    setup({ 'POST /user_status_update': answer });
    renderApp(paths.drivers.list, { token: 't1' });
    await changeStatusToBlocked();
    const toast = await screen.findByText(shown);
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Error');
  });

  it("reports a failed delete as 'Driver delete failed', and deletes only after confirmation", async () => {
    const calls = setup({ 'POST /user_soft_delete': { status: 503 } });
    renderApp(paths.drivers.list, { token: 't1' });
    await chooseRowAction('Ravi Kumar', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete driver?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/user_soft_delete')).toBe(false);

    await chooseRowAction('Ravi Kumar', 'Delete');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete driver?' })).getByRole('button', {
        name: 'Delete driver',
      }),
    );
    expect(await screen.findByText('Driver delete failed')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user_soft_delete')?.body).toEqual({ user_id: 7 });
  });
});

describe('driver list bulk actions', () => {
  const rows = [
    driver(7, 'Ravi Kumar'),
    driver(8, 'Suresh Patil', 'inactive'),
    driver(9, 'Anil Rao'),
  ];
  const tick = async (name: string) =>
    userEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
  const bar = () => screen.getByRole('region', { name: 'Selected drivers' });
  const bulkCalls = (
    calls: ReturnType<typeof setup>,
    path: '/users_bulk_status' | '/users_bulk_delete',
  ) => calls.filter((call) => call.path === path).map((call) => call.body);

  it('changes the status of the ticked drivers after one confirmation that states the count', async () => {
    const calls = setup(
      {
        'POST /users_bulk_status': {
          message: '2 drivers set to blocked',
          body: { requested: 2, changed: 2, unchanged: 0, failed: [] },
        },
      },
      rows,
    );
    renderApp(paths.drivers.list, { token: 't1' });
    await tick('Ravi Kumar');
    await tick('Anil Rao');
    expect(bar()).toHaveTextContent('2 drivers selected');
    expect(
      screen.getByRole('checkbox', { name: 'Select every driver on this page' }),
    ).toHaveProperty('indeterminate', true);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Change status' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Blocked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set 2 drivers to blocked?' });
    expect(bulkCalls(calls, '/users_bulk_status')).toEqual([]);
    const listsBefore = listCalls(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set 2 drivers to blocked' }));

    expect(await screen.findByText('Statuses changed')).toBeInTheDocument();
    expect(screen.getByText('2 drivers set to blocked')).toBeInTheDocument();
    expect(bulkCalls(calls, '/users_bulk_status')).toEqual([{ ids: [7, 9], status: 'blocked' }]);
    // The list is loaded again and the selection is gone.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected drivers' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' })).not.toBeChecked();
  });

  it('selects all drivers matching the filters and sends the filters, not the ids', async () => {
    const calls = setup(
      {
        'POST /users_bulk_delete': {
          message: '25 drivers deleted',
          body: { requested: 25, changed: 25, unchanged: 0, failed: [] },
        },
      },
      rows,
    );
    renderApp(href(paths.drivers.list, { serach: 'rao', status: 'active', city_id: 5 }), {
      token: 't1',
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every driver on this page' }),
    );
    expect(bar()).toHaveTextContent('3 drivers selected');
    await userEvent.click(
      within(bar()).getByRole('button', { name: 'Select all 25 matching drivers' }),
    );
    expect(bar()).toHaveTextContent('All 25 matching drivers are selected');

    await userEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 25 drivers?' });
    expect(dialog).toHaveTextContent('Every driver matching the current filters when you confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 25 drivers' }));
    expect(await screen.findByText('Drivers deleted')).toBeInTheDocument();
    expect(bulkCalls(calls, '/users_bulk_delete')).toEqual([
      { filter: { serach: 'rao', status: 'active', city_id: 5 } },
    ]);
  });

  it('lists the drivers that could not be changed, with the reason', async () => {
    setup(
      {
        'POST /users_bulk_delete': {
          message: '1 driver deleted; 2 could not be changed',
          body: {
            requested: 3,
            changed: 1,
            unchanged: 0,
            failed: [
              {
                id: 8,
                name: 'Suresh Patil',
                reason: 'deleted',
                message: 'Suresh Patil was already deleted',
              },
              { id: 9, name: null, reason: 'not_found', message: 'No driver has id 9' },
            ],
          },
        },
      },
      rows,
    );
    renderApp(paths.drivers.list, { token: 't1' });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every driver on this page' }),
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete 3 drivers?' })).getByRole('button', {
        name: 'Delete 3 drivers',
      }),
    );
    const summary = (
      await screen.findByRole('heading', { name: '2 of 3 drivers could not be deleted' })
    ).parentElement as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Suresh Patil: already deleted', 'Driver #9: not found; it may have been removed']);
    expect(screen.getByText('1 driver deleted; 2 could not be changed')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Close summary' }));
    expect(screen.queryByText('Suresh Patil: already deleted')).not.toBeInTheDocument();
  });

  it('keeps the selection when the call fails, with the server reason in the error toast', async () => {
    const calls = setup(
      { 'POST /users_bulk_status': { status: 400, message: 'The filters match 12,000 drivers' } },
      rows,
    );
    renderApp(paths.drivers.list, { token: 't1' });
    await tick('Ravi Kumar');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Change status' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Inactive' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Set 1 driver to inactive?' })).getByRole(
        'button',
        { name: 'Set 1 driver to inactive' },
      ),
    );
    const toast = await screen.findByText('The filters match 12,000 drivers');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(bulkCalls(calls, '/users_bulk_status')).toHaveLength(1);
    expect(bar()).toHaveTextContent('1 driver selected');
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' })).toBeChecked();
  });

  it('clears the selection when a filter changes', async () => {
    setup({}, rows);
    const { router } = renderApp(paths.drivers.list, { token: 't1' });
    await tick('Ravi Kumar');
    expect(bar()).toHaveTextContent('1 driver selected');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by status' }),
      'blocked',
    );
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.drivers.list, { status: 'blocked' })),
    );
    expect(screen.queryByRole('region', { name: 'Selected drivers' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' })).not.toBeChecked();
  });

  it('does not offer "all matching" above the 10,000 a bulk action takes', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /users_list': listAnswer(rows, 1, 12_000),
      'GET /city_list_all': { body: [] },
    });
    renderApp(paths.drivers.list, { token: 't1' });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every driver on this page' }),
    );
    expect(bar()).toHaveTextContent('12,000 match: an action takes at most 10,000');
    expect(within(bar()).queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
  });
});
