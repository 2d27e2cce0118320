import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRow, DriverRow } from '@/lib/api-schema.gen';
import {
  activityEntry,
  adminUser,
  installFakeApi,
  signedInRoutes,
  type FakeRoutes,
} from '@/testing/fake-api';
import { listAnswer } from '@/testing/places';
import { currentPath, renderApp } from '@/testing/render-app';
import { paths } from '@/lib/paths';

const company = (company_id: number, company_name: string, driver_count = 0): CompanyRow => ({
  company_id,
  company_name,
  driver_count,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 3,
  updated_at: '2026-10-02T00:00:00.000Z',
  updated_by: 'Asha Menon',
});

const driver = (user_id: number, full_name: string): DriverRow => ({
  user_id,
  full_name,
  mobile: '+91 98450 12345',
  email: null,
  photo_url: null,
  vehicle_number: `MH12AB${1000 + user_id}`,
  vehicle_type: 'HCV',
  company_id: 1,
  company_name: 'Shree Balaji Roadlines',
  city_id: 5,
  city_name: 'Pune',
  state_id: 21,
  state_name: 'Maharashtra',
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
});

function setup(routes: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /company_list': {
      body: [company(1, 'Shree Balaji Roadlines', 12), company(2, 'Deccan Carriers')],
    },
    'GET /users_list': listAnswer([driver(7, 'Ravi Kumar'), driver(8, 'Harpreet Gill')], 1, 12),
    ...routes,
  }).calls;
}

const driverQueries = (calls: ReturnType<typeof setup>) =>
  calls.filter((call) => call.path === '/users_list').map((call) => Object.fromEntries(call.query));

describe('company detail', () => {
  it("shows the company and a page of its drivers, each linking to the driver's detail", async () => {
    const calls = setup();
    renderApp(paths.companies.view(1), { token: 't1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shree Balaji Roadlines' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('heading', { level: 2, name: 'Company' }).closest('.card');
    expect(facts).toHaveTextContent('Asha Menon');

    expect(await screen.findByRole('heading', { name: 'Drivers (12)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      paths.drivers.view(7),
    );
    expect(screen.getByRole('link', { name: 'Harpreet Gill' })).toBeInTheDocument();
    // Every driver here is of this company: no Company column.
    const table = screen.getByRole('table', { name: 'Drivers' });
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(driverQueries(calls)).toEqual([{ page: '1', limit: '10', company_id: '1' }]);

    // Paging asks for the next page of this company's drivers only.
    const pages = screen.getByRole('navigation', {
      name: "Pages of Shree Balaji Roadlines's drivers",
    });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(driverQueries(calls).at(-1)).toEqual({ page: '2', limit: '10', company_id: '1' }),
    );
    expect(screen.getByRole('link', { name: 'Edit company' })).toHaveAttribute(
      'href',
      paths.companies.edit(1),
    );
  });

  it('says when no driver belongs to the company', async () => {
    setup({ 'GET /users_list': listAnswer([]) });
    renderApp(paths.companies.view(2), { token: 't1' });
    expect(await screen.findByText('No drivers belong to this company.')).toBeInTheDocument();
  });

  it('shows the missing-record screen for a company that does not exist, asking for no drivers', async () => {
    const calls = setup();
    renderApp(paths.companies.view(99), { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the company list' })).toHaveAttribute(
      'href',
      paths.companies.list,
    );
    expect(calls.some((call) => call.path === '/users_list')).toBe(false);
  });

  it('is opened from the name in the company list', async () => {
    setup();
    const { router } = renderApp(paths.companies.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('link', { name: 'Deccan Carriers' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deccan Carriers' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe(paths.companies.view(2));
  });

  it("shows the company's own history", async () => {
    const calls = setup({
      'GET /activity_record_list': {
        body: [
          activityEntry({
            section: 'companies',
            record_type: 'company',
            record_id: 1,
            record_label: 'Shree Balaji Roadlines',
            changes: [
              {
                field: 'company_name',
                before: 'Balaji Roadlines',
                after: 'Shree Balaji Roadlines',
              },
            ],
          }),
        ],
      },
    });
    renderApp(paths.companies.view(1), { token: 't1' });
    const history = await screen.findByRole('list', { name: 'Latest changes, newest first' });
    expect(history).toHaveTextContent(
      'Edited by Asha Rao (Admin)20 Nov 2026, 15:00 ISTCompany name: Balaji Roadlines → to Shree Balaji Roadlines',
    );
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/activity_record_list')!.query),
    ).toEqual({ section: 'companies', record_id: '1' });
  });
});
