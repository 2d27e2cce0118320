import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverRow } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { href, paths } from '@/lib/paths';

/*
 * The list kit as an operator meets it on the driver list: sortable headings kept in the URL,
 * the total and "Clear filters", the previous rows kept while the next view loads, Export CSV.
 */

const driver = (user_id: number, full_name: string): DriverRow => ({
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
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
});

const page = (rows: DriverRow[], number = 1, total = 1234) => ({
  body: rows,
  pagination: { page: number, limit: 10, total, totalPages: Math.ceil(total / 10) },
});

function setup(extra: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /users_list': page([driver(7, 'Ravi Kumar')]),
    'GET /city_list_all': { body: [] },
    ...extra,
  }).calls;
}

type Calls = ReturnType<typeof setup>;
const listQueries = (calls: Calls) =>
  calls.filter((call) => call.path === '/users_list').map((call) => Object.fromEntries(call.query));

const heading = (name: string) => screen.getByRole('columnheader', { name });

describe('driver list: sorting', () => {
  it('marks the default order on its heading and sends no sort for it', async () => {
    const calls = setup();
    renderApp(paths.drivers.list, { token: 't1' });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(heading('Registered')).toHaveAttribute('aria-sort', 'descending');
    expect(heading('Driver')).not.toHaveAttribute('aria-sort');
    expect(listQueries(calls)[0]).toEqual({ page: '1', limit: '10' });
  });

  it('sorts by a heading: its natural order first, then the other way, back on page 1', async () => {
    const calls = setup();
    const { router } = renderApp(href(paths.drivers.list, { status: 'active', page: 3 }), {
      token: 't1',
    });
    await screen.findByRole('link', { name: 'Ravi Kumar' });

    await userEvent.click(screen.getByRole('button', { name: 'Driver' }));
    expect(currentPath(router)).toBe(
      href(paths.drivers.list, { status: 'active', sort: 'name', order: 'asc' }),
    );
    await waitFor(() => expect(heading('Driver')).toHaveAttribute('aria-sort', 'ascending'));
    expect(heading('Registered')).not.toHaveAttribute('aria-sort');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        page: '1',
        limit: '10',
        status: 'active',
        sort: 'name',
        order: 'asc',
      }),
    );

    // From the keyboard: the heading is a button.
    screen.getByRole('button', { name: 'Driver' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(currentPath(router)).toBe(
      href(paths.drivers.list, { status: 'active', sort: 'name', order: 'desc' }),
    );
    await waitFor(() => expect(heading('Driver')).toHaveAttribute('aria-sort', 'descending'));

    // Registered runs newest first on a first click, and the default heading toggles too.
    await userEvent.click(screen.getByRole('button', { name: 'Registered' }));
    expect(currentPath(router)).toContain('sort=registered&order=desc');
  });

  it('restores a sort from the URL, ignores one the list does not have, and Back undoes a sort', async () => {
    const calls = setup();
    const { router } = renderApp(href(paths.drivers.list, { sort: 'city', order: 'desc' }), {
      token: 't1',
    });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(heading('Location')).toHaveAttribute('aria-sort', 'descending');
    expect(listQueries(calls)[0]).toMatchObject({ sort: 'city', order: 'desc' });

    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    expect(currentPath(router)).toBe(href(paths.drivers.list, { sort: 'status', order: 'asc' }));
    await router.navigate(-1);
    await waitFor(() => expect(heading('Location')).toHaveAttribute('aria-sort', 'descending'));

    const bogus = setup();
    renderApp(href(paths.drivers.list, { sort: 'mobile', order: 'sideways' }), { token: 't1' });
    await waitFor(() => expect(listQueries(bogus)).toHaveLength(1));
    expect(listQueries(bogus)[0]).toEqual({ page: '1', limit: '10' });
  });
});

describe('driver list: total and Clear filters', () => {
  it('shows the total, and offers Clear filters only while a filter or search is set', async () => {
    setup();
    const { router } = renderApp(
      href(paths.drivers.list, { serach: 'ravi', status: 'blocked', sort: 'name', order: 'asc' }),
      { token: 't1' },
    );
    expect(await screen.findByText('1,234 drivers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The sort is not a filter: it stays.
    expect(currentPath(router)).toBe(href(paths.drivers.list, { sort: 'name', order: 'asc' }));
    expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says "1 driver" for one', async () => {
    setup({ 'GET /users_list': page([driver(7, 'Ravi Kumar')], 1, 1) });
    renderApp(paths.drivers.list, { token: 't1' });
    expect(await screen.findByText('1 driver')).toBeInTheDocument();
  });
});

describe('driver list: while the next view loads', () => {
  it('keeps the rows shown, dimmed and busy, with the pager on the page asked for', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    setup({
      'GET /users_list': async () => {
        count += 1;
        if (count === 1) return page([driver(7, 'Ravi Kumar')], 1);
        await answered;
        return page([driver(8, 'Sunil Yadav')], 2);
      },
    });
    renderApp(paths.drivers.list, { token: 't1' });
    const pages = await screen.findByRole('navigation', { name: 'Driver list pages' });
    expect(screen.getByText('Showing 1–10 of 1,234')).toBeInTheDocument();

    await userEvent.click(within(pages).getByText('Next page'));
    // Still the first page's rows, marked busy; no spinner in their place.
    const ravi = screen.getByRole('link', { name: 'Ravi Kumar' });
    expect(ravi.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading drivers…')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 11–20 of 1,234')).toBeInTheDocument();
    expect(pages.querySelector('li.active')).toHaveTextContent('2');

    release();
    const sunil = await screen.findByRole('link', { name: 'Sunil Yadav' });
    expect(screen.queryByRole('link', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
    await waitFor(() => expect(sunil.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
  });
});

describe('driver list: Export CSV', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for a link to the view on screen, then lets the browser save the file from it', async () => {
    let answer: () => void = () => undefined;
    const linkAsked = new Promise<void>((resolve) => (answer = resolve));
    const calls = setup({
      'POST /users_export_link': async () => {
        await linkAsked;
        return {
          body: {
            url: '/users_export?token=abc123',
            filename: 'drivers-2026-11-23.csv',
            expires_at: '2026-11-23T10:01:00.000Z',
          },
        };
      },
    });
    renderApp(
      href(paths.drivers.list, { serach: 'ravi', city_id: 5, sort: 'name', order: 'desc' }),
      { token: 't1' },
    );
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(screen.getByRole('button', { name: 'Preparing export…' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/users_export_link')?.body).toEqual({
      serach: 'ravi',
      city_id: 5,
      sort: 'name',
      order: 'desc',
    });
    answer();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe('http://api.test/users_export?token=abc123');
    expect(clicked[0]!.download).toBe('drivers-2026-11-23.csv');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(await screen.findByText('Export started')).toBeInTheDocument(); // the toasts load lazily
  });

  it("shows the server's reason when no link is given, and downloads nothing", async () => {
    setup({
      'POST /users_export_link': { status: 400, message: 'sort must be one of: name' },
    });
    renderApp(paths.drivers.list, { token: 't1' });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const toast = await screen.findByText('sort must be one of: name');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
