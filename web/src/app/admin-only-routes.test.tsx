import { screen, within } from '@testing-library/react';
import { adminUser, installFakeApi, signedInRoutes, subAdminUser } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { SECTION_ACCESS } from '@/lib/access';
import { paths } from '@/lib/paths';
import { t } from '@/lib/messages.gen';
import { NAV_ENTRIES } from './screens';

/** Every admin-only screen, with the heading an administrator sees there. */
const ADMIN_ONLY_SCREENS = [
  [paths.subAdmins.list, 'Sub admins'],
  [paths.subAdmins.add, 'Add sub admin'],
  [paths.subAdmins.edit(3), 'Edit sub admin'],
  [paths.activity, 'Activity log'],
  [paths.broadcast, 'Broadcast'],
  [paths.settings, 'Settings'],
] as const;

/** The admin-only calls those screens make: a sub admin's console must not even try them. */
const ADMIN_ONLY_CALLS = [
  '/sub_admin_list',
  '/activity_list',
  '/sub_admin_detail',
  '/broadcast_list',
  '/broadcast_audience_count',
];

const emptyPage = { body: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
const answers = {
  'GET /sub_admin_list': emptyPage,
  'POST /sub_admin_detail': { body: { ...subAdminUser, id: 3 } },
  'GET /broadcast_list': emptyPage,
  'GET /activity_list': emptyPage,
  'POST /broadcast_audience_count': { body: { recipient_count: 1, total_drivers: 1 } },
  'GET /state_list_all': { body: [] },
  'GET /city_list_all': { body: [] },
  'GET /company_list': { body: [] },
};

describe('admin-only screens', () => {
  it.each(ADMIN_ONLY_SCREENS)(
    '%s shows a sub admin the not-allowed view',
    async (path, heading) => {
      const { calls } = installFakeApi({ ...signedInRoutes(subAdminUser), ...answers });
      renderApp(path, { token: 't2' });
      expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
      expect(screen.getByText(/for administrators only/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      expect(calls.filter((call) => ADMIN_ONLY_CALLS.includes(call.path))).toEqual([]);
    },
  );

  it.each(ADMIN_ONLY_SCREENS)('%s opens for an administrator', async (path, heading) => {
    installFakeApi({ ...signedInRoutes(adminUser), ...answers });
    renderApp(path, { token: 't1' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });

  it('hides every admin-only entry from the sub admin menu, and shows them to an admin', async () => {
    const adminOnly = NAV_ENTRIES.filter((entry) => SECTION_ACCESS[entry.section] === 'admin').map(
      (entry) => t(entry.label),
    );
    expect(adminOnly).toEqual(['Sub Admin', 'Brodcast', 'Setting']);

    installFakeApi({ ...signedInRoutes(subAdminUser), ...answers });
    const sub = renderApp(paths.cms.list, { token: 't2' });
    const subMenu = await screen.findByRole('navigation', { name: 'Sections' });
    for (const label of adminOnly) {
      expect(within(subMenu).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    expect(within(subMenu).getByRole('link', { name: 'CMS' })).toBeInTheDocument();
    sub.unmount();

    installFakeApi({ ...signedInRoutes(adminUser), ...answers });
    renderApp(paths.cms.list, { token: 't1' });
    const adminMenu = await screen.findByRole('navigation', { name: 'Sections' });
    for (const label of adminOnly) {
      expect(within(adminMenu).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });
});
