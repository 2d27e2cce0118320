import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserOf, installFakeApi, signedInRoutes, subAdminUser } from '@/testing/fake-api';
import { expectRefusedOnField } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { policySchema, policyValues, today } from '../components/policy-schema';
import { paths } from '@/lib/paths';

const v1 = {
  version: 1,
  title: 'Stay rules',
  body: '- Stay at most **24 hours**.',
  effective_date: '2025-02-01',
  change_note: null,
  published_at: '2025-01-20T10:00:00.000Z',
  published_by: 'Asha Menon',
};
const v2 = {
  ...v1,
  version: 2,
  body: '- Stay at most **36 hours**.',
  effective_date: '2025-06-01',
  change_note: 'Longer stays',
  published_at: '2025-05-20T10:00:00.000Z',
};
const stayRules = {
  id: 2,
  title: 'Stay rules',
  status: 'active' as const,
  version: 2,
  effective_date: '2025-06-01',
  version_count: 2,
  published_by: 'Asha Menon',
  created_at: v1.published_at,
  updated_at: v2.published_at,
  body: v2.body,
  versions: [v2, v1],
};
const { body: _body, versions: _versions, ...stayRow } = stayRules;

describe('policies', () => {
  it('lists policies and opens one with its version history', async () => {
    installFakeApi({
      ...signedInRoutes(subAdminUser),
      'GET /policy_list': {
        body: [stayRow],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      },
      'POST /policy_detail': { body: stayRules },
    });
    const { router } = renderApp(paths.policies.list, { token: 't2' });
    await userEvent.click(await screen.findByRole('link', { name: 'Stay rules' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.policies.view(2)));
    const history = await screen.findByRole('region', { name: 'Version history' });
    const items = within(history).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Version 2 (current)'),
      expect.stringContaining('Version 1'),
    ]);
    await userEvent.click(items[1]!);
    expect(within(history).getByText('24 hours').tagName).toBe('STRONG');
  });

  it('publishes a new version only after confirmation, then shows it', async () => {
    const v3 = {
      ...v2,
      version: 3,
      body: 'New text',
      effective_date: '2027-01-01',
      change_note: 'Rewrite',
    };
    const published = {
      ...stayRules,
      version: 3,
      version_count: 3,
      body: 'New text',
      versions: [v3, v2, v1],
    };
    const { calls } = installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /policy_detail': () =>
        calls.some((c) => c.path === '/policy_publish') ? { body: published } : { body: stayRules },
      'POST /policy_publish': { body: published, message: 'Version 3 published' },
      'GET /policy_list': { body: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
    });
    const { router } = renderApp(paths.policies.publish(2), { token: 't2' });
    const text = await screen.findByLabelText('Policy text');
    expect(text).toHaveValue(v2.body);
    await userEvent.clear(text);
    await userEvent.type(text, 'New text');
    const date = screen.getByLabelText('Effective date');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-01');
    await userEvent.type(screen.getByLabelText('What changed (optional)'), 'Rewrite');
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 3' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    expect(calls.some((c) => c.path === '/policy_publish')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.policies.view(2)));
    expect(calls.find((c) => c.path === '/policy_publish')?.body).toEqual({
      id: 2,
      title: 'Stay rules',
      body: 'New text',
      effective_date: '2027-01-01',
      change_note: 'Rewrite',
    });
    expect(await screen.findByText(/Version 3 \(current\)/)).toBeInTheDocument();
  });

  it('refuses, before calling the server, an unchanged text or an earlier date', async () => {
    await expect(policySchema(stayRules).validate(policyValues(stayRules))).rejects.toThrow(
      'Change the text or title: this is the same as version 2',
    );
    await expect(
      policySchema(stayRules).validate({
        ...policyValues(stayRules),
        body: 'x',
        effective_date: '2025-05-31',
      }),
    ).rejects.toThrow('Choose 2025-06-01 or later: version 2 applies from then');
    expect(policyValues().effective_date).toBe(today());
  });

  it("shows the server's reason on the field once the dialog closes, keeping the text", async () => {
    const message = 'A policy titled Refunds already exists';
    installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /policy_detail': { body: stayRules },
      'POST /policy_publish': { status: 409, message, errors: [{ field: 'title', message }] },
    });
    renderApp(paths.policies.publish(2), { token: 't2' });
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Refunds');
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 3' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectRefusedOnField(screen.getByLabelText('Title'), message);
    expect(screen.getByLabelText('Title')).toHaveValue('Refunds');
    // The publish button works again (the confirmation ended the submit).
    expect(screen.getByRole('button', { name: 'Publish version 3' })).toBeEnabled();
  });
});

describe('policies in Hindi', () => {
  it('refuses an unchanged version and confirms a new one in Hindi word order', async () => {
    installFakeApi({
      ...signedInRoutes(subAdminUser),
      'GET /auth/me': {
        body: { ...currentUserOf(subAdminUser), preferences: { theme: 'system', language: 'hi' } },
      },
      'POST /policy_detail': { body: stayRules },
    });
    renderApp(paths.policies.publish(2), { token: 't2' });
    expect(
      await screen.findByRole('heading', { name: 'नया संस्करण प्रकाशित करें' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'संस्करण 3 प्रकाशित करें' }));
    expect(await screen.findAllByText('पाठ या शीर्षक बदलें: यह संस्करण 2 जैसा ही है')).not.toHaveLength(0);

    await userEvent.type(screen.getByLabelText('नीति का पाठ'), ' More');
    await userEvent.click(screen.getByRole('button', { name: 'संस्करण 3 प्रकाशित करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'संस्करण 3 प्रकाशित करें?' });
    expect(within(dialog).getByText('Stay rules').tagName).toBe('STRONG');
    expect(dialog).toHaveTextContent('Stay rules का संस्करण 3, संस्करण 2 की जगह लेगा;');
  });
});
