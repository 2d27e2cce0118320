import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSession } from '@/lib/api-schema.gen';
import { paths } from '@/lib/paths';
import { adminUser, installFakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const session = (overrides: Partial<AdminSession>): AdminSession => ({
  id: 'this-one',
  browser: 'Chrome 131 on Windows',
  started_at: '2026-11-20T04:00:00.000Z',
  last_used_at: '2026-11-20T09:30:00.000Z',
  current: true,
  ...overrides,
});

describe('the profile’s sessions', () => {
  it('lists where the account is signed in and signs out another session', async () => {
    let sessions = [
      session({}),
      session({ id: 'phone', browser: 'Safari 18 on iOS', current: false }),
    ];
    const { calls } = installFakeApi({
      ...signedInRoutes(adminUser),
      'GET /admin_session_list': () => ({ body: sessions }),
      'POST /admin_session_end': ({ body }) => {
        sessions = sessions.filter((held) => held.id !== body.id);
        return { message: 'Signed out Safari 18 on iOS' };
      },
    });
    renderApp(paths.profile, { token: 't1' });

    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome 131 on Windows20 Nov 2026, 09:30 IST20 Nov 2026, 15:00 ISTThis session',
      'Safari 18 on iOS20 Nov 2026, 09:30 IST20 Nov 2026, 15:00 ISTSign out',
    ]);
    // Only the other session can be signed out here (this one signs out from the user menu).
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Sign out Safari 18/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/admin_session_end').map((c) => c.body)).toEqual([
      { id: 'phone' },
    ]);
    expect(await screen.findByText('Safari 18 on iOS was signed out.')).toBeInTheDocument();
  });
});
