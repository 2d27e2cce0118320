import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, DriverRow } from '@/lib/api-schema.gen';
import { paths } from '@/lib/paths';
import {
  currentUserOf,
  enforcingPermissions,
  installFakeApi,
  signedInRoutes,
  subAdminWith,
  type FakeRoutes,
} from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const ravi = {
  user_id: 7,
  full_name: 'Ravi Kumar',
  mobile: '+91 98450 12345',
  email: null,
  photo_url: null,
  vehicle_number: 'MH12AB1007',
  vehicle_type: 'HCV',
  company_id: null,
  company_name: null,
  city_id: 5,
  city_name: 'Pune',
  state_id: 21,
  state_name: 'Maharashtra',
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
} satisfies DriverRow;

const company = {
  company_id: 1,
  company_name: 'Deccan Carriers',
  driver_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
};

const answers: FakeRoutes = {
  'GET /users_list': {
    body: [ravi],
    pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
  },
  'GET /city_list_all': { body: [] },
  'GET /company_list': { body: [company] },
  'POST /user_detail_view': {
    body: {
      ...ravi,
      email: 'ravi@example.in',
      vehicle_type_name: 'Heavy',
      licence_number: 'MH1220150012345',
      state_code: 'MH',
      total_checkins: 0,
      current_checkin: null,
      recent_checkins: [],
    },
  },
};

/** The console as this account sees it, the API refusing what its permissions do not allow. */
function signIn(user: AdminUser, path: string, extra: FakeRoutes = {}) {
  const fake = installFakeApi(
    enforcingPermissions(user.permissions, { ...signedInRoutes(user), ...answers, ...extra }),
  );
  return { ...fake, ...renderApp(path, { token: 't2' }) };
}

const readOnlyDrivers = subAdminWith({ drivers: 'read', checkins: 'read' });

describe('a sub admin who may only read drivers', () => {
  it('sees the drivers, with no status, delete or bulk actions', async () => {
    signIn(readOnlyDrivers, paths.drivers.list);
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Drivers' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change status of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Ravi Kumar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Select every driver on this page' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    // Looking stays: the export of what they may read.
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it("sees a driver's details without the status and delete actions", async () => {
    signIn(readOnlyDrivers, paths.drivers.view(7));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change status of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('an administrator sees those actions on the same screen', async () => {
    const admin = { ...readOnlyDrivers, role: 1 as const };
    signIn(admin, paths.drivers.list);
    expect(
      await screen.findByRole('button', { name: 'Change status of Ravi Kumar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' })).toBeInTheDocument();
  });
});

describe('a section the account may not use (none)', () => {
  it('is not in the menu, and its address shows Not allowed without asking the API', async () => {
    const { calls } = signIn(readOnlyDrivers, paths.companies.list);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/no access to this section/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(menu).queryByRole('link', { name: 'company managment' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Driver managments' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Driver managments', 'Checkin']);
    expect(calls.filter((call) => call.path === '/company_list')).toEqual([]);
  });

  it('keeps the CMS entry while one of its tabs is granted, opening that tab', async () => {
    signIn(subAdminWith({ police: 'read' }), paths.dashboard, {
      'GET /police_list': { body: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
    });
    const menu = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(menu).getByRole('link', { name: 'CMS' })).toHaveAttribute(
      'href',
      paths.police.list,
    );
  });
});

describe('a section the account may only read', () => {
  const readOnlyCompanies = subAdminWith({ companies: 'read' });

  it('offers no Add, Edit or Delete', async () => {
    signIn(readOnlyCompanies, paths.companies.list);
    expect(await screen.findByRole('link', { name: 'Deccan Carriers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Deccan Carriers' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'More actions for Deccan Carriers' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['add', paths.companies.add],
    ['edit', paths.companies.edit(1)],
  ])('shows Not allowed at the %s address', async (_, path) => {
    signIn(readOnlyCompanies, path);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/may look at this section but not change it/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
  });
});

describe('content the account may only read', () => {
  const readOnlyContent = subAdminWith({ cms: 'read', policies: 'read', police: 'read' });
  const emptyPage = { body: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };

  it.each([
    ['a CMS page editor', paths.cms.page('faq')],
    ['a new policy', paths.policies.add],
    ['a new policy version', paths.policies.publish(3)],
  ])('shows Not allowed at the address of %s', async (_, path) => {
    const { calls } = signIn(readOnlyContent, path);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(calls.filter((call) => ['/cms_detail', '/policy_detail'].includes(call.path))).toEqual(
      [],
    );
  });

  it('lists pages, policies and police contacts without Add or Edit', async () => {
    const extra: FakeRoutes = {
      'GET /cms_list': {
        body: [
          {
            id: 1,
            slug: 'faq',
            title: 'FAQ',
            version: 1,
            updated_at: '2026-01-01T00:00:00.000Z',
            updated_by: null,
          },
        ],
      },
      'GET /policy_list': emptyPage,
      'GET /police_list': emptyPage,
      'GET /state_list_all': { body: [] },
    };
    const view = signIn(readOnlyContent, paths.cms.list, extra);
    expect(await screen.findByText('FAQ')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit FAQ' })).not.toBeInTheDocument();
    view.unmount();

    signIn(readOnlyContent, paths.policies.list, extra);
    expect(await screen.findByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add policy' })).not.toBeInTheDocument();
  });
});

describe('a permission taken away while the console is open', () => {
  it("shows the API's refusal and stops offering the action", async () => {
    // The console loaded the account when it could still change drivers; since then an
    // administrator has made drivers read-only, and the API answers by what it holds now.
    const before = subAdminWith({ drivers: 'write' });
    const now = readOnlyDrivers;
    let profiles = 0;
    const { calls } = installFakeApi(
      enforcingPermissions(now.permissions, {
        ...answers,
        'GET /adminProfile': () => ({ body: profiles++ === 0 ? before : now }),
        'GET /auth/me': () => ({ body: currentUserOf(profiles <= 1 ? before : now) }),
        'POST /auth/logout': { message: 'Signed out' },
      }),
    );
    renderApp(paths.drivers.list, { token: 't2' });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Change status of Ravi Kumar' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Blocked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change driver status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make blocked' }));

    expect(await screen.findByText('Your account may not change drivers')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/user_status_update')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Change status of Ravi Kumar' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });
});
