import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Broadcast } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { expectRefusedOnField } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { broadcastRequest, broadcastSchema, emptyBroadcast } from '../components/broadcast-schema';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const sent: Broadcast = {
  id: 15,
  title: 'Road closed',
  message: 'NH48 closed tonight.',
  channels: ['push', 'in_app'],
  audience: { all: false, state_ids: [2], city_ids: [], company_ids: [] },
  audience_summary: 'States: Goa',
  recipient_count: 42,
  status: 'sent',
  sent_at: '2026-11-21T10:00:00.000Z',
  sent_by: 'Asha Menon',
};
const page = (rows: Broadcast[]) => ({
  body: rows,
  pagination: { page: 1, limit: 10, total: rows.length, totalPages: 1 },
});

function api(overrides: FakeRoutes = {}) {
  let history: Broadcast[] = [
    { ...sent, id: 14, title: 'Fog alert', audience_summary: 'All drivers' },
  ];
  const fake = installFakeApi({
    ...signedInRoutes(adminUser),
    'GET /broadcast_list': () => page(history),
    'GET /state_list_all': {
      body: [
        { id: 1, name: 'Andhra Pradesh', code: 'AP', status: 'active' },
        { id: 2, name: 'Goa', code: 'GA', status: 'active' },
      ],
    },
    'GET /city_list_all': {
      body: [{ id: 7, name: 'Panaji', state_id: 2, state_name: 'Goa', status: 'active' }],
    },
    'GET /company_list': {
      body: [
        {
          company_id: 3,
          company_name: 'Deccan Roadlines',
          driver_count: 12,
          created_at: '2026-01-01T00:00:00.000Z',
          version: 1,
          updated_at: '2026-01-01T00:00:00.000Z',
          updated_by: null,
        },
      ],
    },
    'POST /broadcast_audience_count': ({ body }) => {
      const { audience } = body;
      return { body: { recipient_count: audience.all ? 2953 : 42, total_drivers: 2953 } };
    },
    'POST /broadcast_send': () => {
      history = [sent, ...history];
      return { status: 201, body: sent, message: 'Broadcast sent to 42 drivers' };
    },
    ...overrides,
  });
  return fake;
}

const reachLine = () => screen.getByRole('status', { name: 'Recipients' });

describe('broadcast', () => {
  it('shows the history and the reach of all drivers', async () => {
    api();
    renderApp(paths.broadcast, { token: 't1' });
    const history = await screen.findByRole('table', { name: 'Sent broadcasts, newest first' });
    expect(within(history).getByText('Fog alert')).toBeInTheDocument();
    await waitFor(() => expect(reachLine()).toHaveTextContent('Reaches 2,953 of 2,953 drivers.'));
  });

  it('counts characters as you type, against the push limit', async () => {
    api();
    renderApp(paths.broadcast, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Fog');
    expect(screen.getByText('3 / 65 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'Drive slow');
    expect(screen.getByText('10 / 240 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Push notification'));
    expect(screen.getByText('10 / 1000 characters')).toBeInTheDocument();
  });

  it('counts a chosen audience, asks for confirmation, sends and lists it', async () => {
    const { calls } = api();
    renderApp(paths.broadcast, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Road closed');
    await userEvent.type(screen.getByLabelText('Message'), 'NH48 closed tonight.');
    await userEvent.click(screen.getByLabelText('Drivers in chosen states, cities or companies'));
    expect(reachLine()).toHaveTextContent('Choose states, cities or companies');
    await userEvent.selectOptions(await screen.findByLabelText('States'), 'Goa');
    expect(screen.getByRole('button', { name: 'Remove Goa' })).toBeInTheDocument();
    await waitFor(() => expect(reachLine()).toHaveTextContent('Reaches 42 of 2,953 drivers.'));
    expect(calls.filter((c) => c.path === '/broadcast_audience_count').at(-1)?.body).toEqual({
      audience: { all: false, state_ids: [2], city_ids: [], company_ids: [] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send broadcast?' });
    expect(dialog).toHaveTextContent(
      '“Road closed” goes out now as a push notification and in-app message to 42 drivers.',
    );
    expect(calls.some((c) => c.path === '/broadcast_send')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('“Road closed” is on its way.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/broadcast_send')?.body).toEqual({
      title: 'Road closed',
      message: 'NH48 closed tonight.',
      audience: { all: false, state_ids: [2], city_ids: [], company_ids: [] },
      channels: ['push', 'in_app'],
    });
    const history = screen.getByRole('table', { name: 'Sent broadcasts, newest first' });
    // The audience and the channels read under the message.
    expect(await within(history).findByText('States: Goa · Push, In-app')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('needs an audience and a channel before asking', async () => {
    const { calls } = api();
    renderApp(paths.broadcast, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Title'), 'T');
    await userEvent.type(screen.getByLabelText('Message'), 'M');
    await userEvent.click(screen.getByLabelText('Push notification'));
    await userEvent.click(screen.getByLabelText('In-app message'));
    await userEvent.click(screen.getByLabelText('Drivers in chosen states, cities or companies'));
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Choose at least one channel')).toBeInTheDocument();
    expect(
      screen.getByText('Choose at least one state, city or company, or send to all drivers'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/broadcast_send')).toBe(false);
  });

  it('speaks Hindi: the heading, the reach of all drivers and the validation messages', async () => {
    await activateLanguage('hi');
    try {
      api();
      renderApp(paths.broadcast, { token: 't1' });
      expect(await screen.findByRole('heading', { name: 'प्रसारण', level: 1 })).toBeInTheDocument();
      const reach = screen.getByRole('status', { name: 'प्राप्तकर्ता' });
      await waitFor(() => expect(reach).toHaveTextContent('2,953 में से 2,953 ड्राइवरों तक पहुँचेगा।'));
      await userEvent.click(screen.getByLabelText('पुश नोटिफ़िकेशन'));
      await userEvent.click(screen.getByLabelText('ऐप में संदेश'));
      await userEvent.click(screen.getByRole('button', { name: 'अभी भेजें' }));
      expect(await screen.findByText('शीर्षक लिखें')).toBeInTheDocument();
      expect(screen.getByText('कम से कम एक माध्यम चुनें')).toBeInTheDocument();
    } finally {
      // The screen is still mounted: it re-renders in English.
      await act(() => activateLanguage('en'));
    }
  });

  it("keeps the message and shows the server's reason on the field once the dialog closes", async () => {
    const message = 'message must be at most 240 characters for a push notification';
    api({
      'POST /broadcast_send': { status: 400, message, errors: [{ field: 'message', message }] },
    });
    renderApp(paths.broadcast, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Fog');
    await userEvent.type(screen.getByLabelText('Message'), 'Drive slow');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    await expectRefusedOnField(screen.getByLabelText('Message'), message);
    const form = screen.getByRole('form', { name: 'Compose broadcast' });
    expect(within(form).getByRole('alert', { name: 'Fix this field' })).toHaveTextContent(
      `Message: ${message}`,
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Drive slow');
  });

  it('shows an audience the server refuses under Audience, focused, even for all drivers', async () => {
    const message = 'No driver matches this audience';
    api({
      'POST /broadcast_send': { status: 400, message, errors: [{ field: 'audience', message }] },
    });
    renderApp(paths.broadcast, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Fog');
    await userEvent.type(screen.getByLabelText('Message'), 'Drive slow');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    await expectRefusedOnField(screen.getByLabelText('All drivers'), message);
    expect(screen.getByRole('alert', { name: 'Fix this field' })).toHaveTextContent(
      `Audience: ${message}`,
    );
  });

  it('asks before leaving a started message, but not for paging the history beside it', async () => {
    api();
    const { router } = renderApp(paths.broadcast, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Fog');
    await act(() => router.navigate(href(paths.broadcast, { page: 2 })));
    expect(currentPath(router)).toBe(href(paths.broadcast, { page: 2 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Fog');
  });
});

describe('broadcast schema', () => {
  it('limits the message to 240 characters for push, 1000 in-app only', async () => {
    const base = { ...emptyBroadcast, title: 'T', message: 'x'.repeat(241) };
    await expect(broadcastSchema.validate(base)).rejects.toThrow(
      'Use at most 240 characters for a push notification',
    );
    await expect(broadcastSchema.validate({ ...base, push: false })).resolves.toBeTruthy();
    await expect(
      broadcastSchema.validate({ ...base, push: false, message: 'x'.repeat(1001) }),
    ).rejects.toThrow('Use at most 1000 characters');
    await expect(
      broadcastSchema.validate({ ...base, title: 'x'.repeat(66), message: 'm' }),
    ).rejects.toThrow('Use at most 65 characters');
  });

  it('sends only the chosen channels and a full audience', () => {
    expect(
      broadcastRequest({ ...emptyBroadcast, title: ' T ', message: ' M ', push: false }),
    ).toEqual({
      title: 'T',
      message: 'M',
      audience: { all: true, state_ids: [], city_ids: [], company_ids: [] },
      channels: ['in_app'],
    });
  });
});
