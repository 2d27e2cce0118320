import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { paths } from '@/lib/paths';

// The prompt, seen through the company form (the smallest create/edit form) in the whole console.

const company = (company_id: number, company_name: string) => ({
  company_id,
  company_name,
  driver_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
});

function setup(extra: FakeRoutes = {}) {
  installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /company_list': { body: [company(1, 'Deccan Carriers')] },
    'GET /dashboard_count': {
      body: {
        totalCities: 1,
        totalComapnies: 1,
        totalResting: 1,
        totalStates: 1,
        totalUsers: 1,
        vehicleType: 7,
      },
    },
    ...extra,
  });
}

const nameField = () => screen.findByRole('textbox', { name: 'Company name' });
const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name });
const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave this page?' });

/** Whether the browser would ask before unloading the page now. */
function unloadIsQuestioned() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes prompt', () => {
  it('asks before a sidebar link leaves a changed form; Stay keeps what was typed', async () => {
    setup();
    const { router } = renderApp(paths.companies.add, { token: 't1' });
    await userEvent.type(await nameField(), 'Konkan Freight');
    await userEvent.click(sidebarLink('Dashboard'));

    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('Your changes are not saved.');
    const stay = within(dialog).getByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.click(stay);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath(router)).toBe(paths.companies.add);
    expect(await nameField()).toHaveValue('Konkan Freight');
  });

  it('leaves when the user chooses Leave', async () => {
    setup();
    const { router } = renderApp(paths.companies.add, { token: 't1' });
    await userEvent.type(await nameField(), 'Konkan Freight');
    await userEvent.click(sidebarLink('Dashboard'));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.dashboard));
  });

  it('asks on Back too, and goes back on Leave', async () => {
    setup();
    const { router } = renderApp(paths.companies.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('link', { name: 'Add company' }));
    await userEvent.type(await nameField(), 'Konkan Freight');
    await userEvent.tab(); // out of the field, as reaching the browser's Back button does
    await act(() => router.navigate(-1));
    const dialog = await leaveDialog();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    expect(currentPath(router)).toBe(paths.companies.add);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.companies.list));
  });

  it('does not ask when nothing changed, nor once a change is undone', async () => {
    setup();
    const { router } = renderApp(paths.companies.add, { token: 't1' });
    const field = await nameField();
    await userEvent.type(field, 'K');
    await userEvent.clear(field);
    await userEvent.click(sidebarLink('Dashboard'));
    await waitFor(() => expect(currentPath(router)).toBe(paths.dashboard));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask after a successful save, which returns to the list', async () => {
    setup({ 'POST /company_add': { body: company(2, 'Konkan Freight') } });
    const { router } = renderApp(paths.companies.add, { token: 't1' });
    await userEvent.type(await nameField(), 'Konkan Freight');
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.companies.list));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or closing the tab only while there are changes', async () => {
    setup();
    renderApp(paths.companies.add, { token: 't1' });
    const field = await nameField();
    expect(unloadIsQuestioned()).toBe(false);
    await userEvent.type(field, 'K');
    await waitFor(() => expect(unloadIsQuestioned()).toBe(true));
    await userEvent.clear(field);
    await waitFor(() => expect(unloadIsQuestioned()).toBe(false));
  });
});
