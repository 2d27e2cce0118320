import { screen, within } from '@testing-library/react';
import type { DashboardCounts } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { paths } from '@/lib/paths';

const card = (label: string) =>
  screen.getByRole('heading', { name: label }).closest<HTMLElement>('.card')!;

describe('dashboard', () => {
  it('shows each count, and 0 for one the answer lacks', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /dashboard_count': {
        body: {
          totalCities: 147,
          totalComapnies: 40,
          totalResting: 300,
          totalStates: 36,
          totalUsers: 2953,
          // vehicleType left out on purpose: an answer without it.
        } as DashboardCounts,
      },
    });
    renderApp(paths.dashboard, { token: 't1' });
    expect(await screen.findByText('2,953')).toBeInTheDocument();
    expect(within(card('Companies')).getByText('40')).toBeInTheDocument();
    expect(within(card('Vehicle types')).getByText('0')).toBeInTheDocument();
    expect(within(card('Drivers')).getByRole('link', { name: 'Drivers' })).toHaveAttribute(
      'href',
      paths.drivers.list,
    );
    expect(within(card('Vehicle types')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows zeros and a retry when the counts cannot be loaded', async () => {
    installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /dashboard_count': { status: 503, message: 'Maintenance' },
    });
    renderApp(paths.dashboard, { token: 't1' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(card('Drivers')).getByText('0')).toBeInTheDocument();
  });
});
