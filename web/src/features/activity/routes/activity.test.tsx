import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activityEntry,
  adminUser,
  installFakeApi,
  signedInRoutes,
  subAdminUser,
  type FakeRoutes,
} from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const meera = {
  ...subAdminUser,
  id: 3,
  first_name: 'Meera',
  last_name: 'Nair',
  full_name: 'Meera Nair',
  email: 'meera@example.in',
};

/** A driver blocked by Meera, a state renamed by the admin, a failed sign-in. */
const entries = [
  activityEntry({
    id: 30,
    at: '2026-11-22T04:30:00.000Z',
    actor_id: 3,
    actor_name: 'Meera Nair',
    actor_role: 2,
    section: 'drivers',
    record_type: 'driver',
    record_id: 42,
    record_label: 'Ravi Kumar',
    action: 'status',
    changes: [{ field: 'status', before: 'active', after: 'blocked' }],
  }),
  activityEntry({ id: 29 }),
  activityEntry({
    id: 28,
    actor_id: null,
    actor_name: 'Not signed in',
    actor_role: null,
    section: 'auth',
    record_type: 'admin',
    record_id: null,
    record_label: 'unknown account',
    action: 'sign_in_failed',
    changes: [],
  }),
];

const page = (body = entries, total = 23) => ({
  body,
  pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
});

function setup(routes: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /activity_list': page(),
    'GET /sub_admin_list': {
      body: [meera],
      pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
    },
    ...routes,
  }).calls;
}

/** The query of the last call to the log. */
const lastListQuery = (calls: ReturnType<typeof setup>) =>
  Object.fromEntries(calls.filter((call) => call.path === '/activity_list').at(-1)!.query);

describe('activity log', () => {
  it('lists who did what to which record, with the changes, under the Sub Admin tabs', async () => {
    const calls = setup();
    renderApp(paths.activity, { token: 't1' });
    const table = await screen.findByRole('table', { name: 'Activity log, newest first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity log' })).toBeInTheDocument();
    expect(screen.getByText('23 entries')).toBeInTheDocument();
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10' });

    const [, blocked, renamed, failed] = within(table).getAllByRole('row');
    // India time, although the tests run in UTC.
    expect(blocked).toHaveTextContent('22 Nov 2026, 10:00 IST');
    expect(blocked).toHaveTextContent('Meera Nair (Sub admin)');
    expect(blocked).toHaveTextContent('Drivers');
    expect(blocked).toHaveTextContent('Status changed Ravi Kumar');
    expect(blocked).toHaveTextContent('Status: active → to blocked');
    expect(within(blocked!).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      paths.drivers.view(42),
    );
    expect(renamed).toHaveTextContent('Asha Rao (Admin)');
    expect(renamed).toHaveTextContent('State name: Kerla → to Kerala');
    expect(within(renamed!).getByRole('link', { name: 'Kerala' })).toHaveAttribute(
      'href',
      paths.states.edit(4),
    );
    expect(failed).toHaveTextContent('Sign-in failed unknown account');
    expect(failed).toHaveTextContent('Not signed in');
    expect(within(failed!).queryByRole('link')).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Sub admin sections' });
    expect(within(tabs).getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'href',
      paths.subAdmins.list,
    );
  });

  it('keeps the filters in the URL and sends them with the request, and clears them', async () => {
    const calls = setup();
    const { router } = renderApp(paths.activity, { token: 't1' });
    await screen.findByRole('table', { name: 'Activity log, newest first' });

    const person = screen.getByRole('combobox', { name: 'Filter by person' });
    await waitFor(() =>
      expect(within(person).getByRole('option', { name: 'Meera Nair (Sub admin)' })).toBeVisible(),
    );
    expect(within(person).getByRole('option', { name: 'Asha Rao (Admin)' })).toBeInTheDocument();
    await userEvent.selectOptions(person, 'Meera Nair (Sub admin)');
    await userEvent.selectOptions(screen.getByLabelText('Filter by section'), 'Drivers');
    await userEvent.selectOptions(screen.getByLabelText('Filter by action'), 'Status changed');
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-22' } });

    const view = {
      actor_id: '3',
      section: 'drivers',
      action: 'status',
      from: '2026-11-01',
      to: '2026-11-22',
    };
    await waitFor(() => expect(currentPath(router)).toBe(href(paths.activity, view)));
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', ...view }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.activity));
    expect(person).toHaveDisplayValue('Everyone');
    expect(screen.getByLabelText('From date')).toHaveValue('');
  });

  it('opens a shared link with its filters, naming a person the picker does not list', async () => {
    // Karan's account was deleted since: the picker lists only today's accounts.
    const karan = { actor_id: 7, actor_name: 'Karan Mehta', actor_role: 2 } as const;
    const calls = setup({
      'GET /activity_list': page([activityEntry({ id: 5, ...karan })], 1),
    });
    const link = href(paths.activity, { actor_id: 7, section: 'nonsense', from: '2026-02-30' });
    renderApp(link, { token: 't1' });
    await screen.findByText('1 entry');
    // Values the API could not take are not sent.
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', actor_id: '7' });
    expect(screen.getByRole('combobox', { name: 'Filter by person' })).toHaveDisplayValue(
      'Karan Mehta',
    );
  });

  it('offers only the actions something records, and ignores a link asking for another', async () => {
    // Nothing records a restore yet: "Restored" would only ever show an empty log.
    const calls = setup();
    renderApp(href(paths.activity, { action: 'restore', section: 'drivers' }), { token: 't1' });
    await screen.findByRole('table', { name: 'Activity log, newest first' });
    const action = screen.getByRole('combobox', { name: 'Filter by action' });
    const offered = within(action)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).not.toContain('Restored');
    expect(offered).toEqual(expect.arrayContaining(['All actions', 'Created', 'Deleted']));
    expect(offered).toEqual(expect.arrayContaining(['Signed in', 'Personal data revealed']));
    // What the box shows is what the log is filtered by: every action.
    expect(action).toHaveDisplayValue('All actions');
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', section: 'drivers' });
  });

  it('pages through the log, ten entries a page', async () => {
    const calls = setup();
    const { router } = renderApp(href(paths.activity, { section: 'drivers' }), { token: 't1' });
    await screen.findByText('Showing 1–10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(href(paths.activity, { section: 'drivers', page: 2 })),
    );
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({ page: '2', limit: '10', section: 'drivers' }),
    );
  });

  it('says when nothing is recorded, and when nothing matches', async () => {
    setup({ 'GET /activity_list': page([], 0) });
    const first = renderApp(paths.activity, { token: 't1' });
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
    first.unmount();

    setup({ 'GET /activity_list': page([], 0) });
    renderApp(href(paths.activity, { action: 'delete' }), { token: 't1' });
    expect(
      await screen.findByText(
        'Nothing in the log matches these filters. Try another date range or remove a filter.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('says when the log cannot be loaded, and tries again', async () => {
    let fail = true;
    setup({
      'GET /activity_list': () =>
        fail ? { status: 503, message: 'The log is unavailable' } : page(),
    });
    renderApp(paths.activity, { token: 't1' });
    expect(await screen.findByText(/Could not load this\. The log is unavailable/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Activity log, newest first' }),
    ).toBeInTheDocument();
  });

  it('exports the filtered view, which is no change: the log is not asked for again', async () => {
    const calls = setup({
      'POST /activity_export_link': {
        body: {
          url: '/activity_export?token=t0k3n',
          filename: 'activity-2026-11-23.csv',
          expires_at: '2026-11-23T10:01:00.000Z',
        },
      },
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(href(paths.activity, { section: 'states', action: 'edit' }), { token: 't1' });
    await screen.findByText('23 entries');
    const listCalls = calls.filter((call) => call.path === '/activity_list').length;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/activity_export_link')?.body).toEqual({
      section: 'states',
      action: 'edit',
    });
    expect(await screen.findByText('Export started')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/activity_list')).toHaveLength(listCalls);
    click.mockRestore();
  });
});

describe('Sub Admin tabs', () => {
  it('lead from the accounts to the activity log', async () => {
    setup();
    const { router } = renderApp(paths.subAdmins.list, { token: 't1' });
    const tabs = await screen.findByRole('navigation', { name: 'Sub admin sections' });
    expect(within(tabs).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(tabs).getByRole('link', { name: 'Activity log' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.activity));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activity log' }),
    ).toBeInTheDocument();
    // The sidebar keeps exactly the spec's entries: the log is a tab, not a menu entry.
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(menu).queryByRole('link', { name: /activity/i })).not.toBeInTheDocument();
    // The log is shown as part of Sub Admin there.
    expect(within(menu).getByRole('link', { name: 'Sub Admin' })).toHaveClass('active');
    expect(within(menu).getByRole('link', { name: 'CMS' })).not.toHaveClass('active');
  });
});

describe('activity log in Hindi', () => {
  it('names the log, its filters and each person with their role in Hindi', async () => {
    setup();
    await activateLanguage('hi');
    renderApp(paths.activity, { token: 't1' });
    expect(
      await screen.findByRole('heading', { name: 'गतिविधि लॉग', level: 1 }),
    ).toBeInTheDocument();
    const people = screen.getByRole('combobox', { name: 'व्यक्ति से फ़िल्टर करें' });
    await waitFor(() =>
      expect(
        within(people).getByRole('option', { name: 'Meera Nair (सब-एडमिन)' }),
      ).toBeInTheDocument(),
    );
    expect(within(people).getByRole('option', { name: 'सभी लोग' })).toBeInTheDocument();
  });
});
