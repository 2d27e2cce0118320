import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminUser,
  currentUserOf,
  installFakeApi,
  signedInRoutes,
  type FakeRoutes,
} from '@/testing/fake-api';
import { listAnswer, placeOptionRoutes, policeContact } from '@/testing/places';
import { expectRefusedOnField } from '@/testing/failed-save';
import { renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { policeSchema, policeValues } from '../components/police-schema';
import { href, paths } from '@/lib/paths';

function setup(routes: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    ...placeOptionRoutes,
    'GET /police_list': listAnswer([policeContact()]),
    ...routes,
  }).calls;
}

describe('police schema', () => {
  it('needs at least one well-formed phone number and a state', async () => {
    const values = { ...policeValues(policeContact()), phone_numbers: [] };
    await expect(policeSchema().validate(values)).rejects.toThrow('Add at least one phone number');
    await expect(
      policeSchema().validate({ ...values, phone_numbers: ['112', 'ask at desk'] }),
    ).rejects.toThrow('Use digits, spaces or dashes');
    await expect(
      policeSchema().validate({ ...values, phone_numbers: ['112'], state_id: '' }),
    ).rejects.toThrow('Choose a state');
    await expect(
      policeSchema().validate({ ...values, phone_numbers: ['112'] }),
    ).resolves.toBeTruthy();
  });
});

describe('police list', () => {
  it('lists contacts with callable numbers and keeps the state filter in the URL', async () => {
    const calls = setup();
    renderApp(href(paths.police.list, { state_id: 3, search: 'hosur' }), { token: 't1' });
    const row = (await screen.findByText('Highway Patrol Police Station, Hosur')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getAllByRole('link', { name: '04344 222100' })[0]).toHaveAttribute(
      'href',
      'tel:04344222100',
    );
    expect(row).toHaveTextContent('Apna Ghar Hosur');
    expect(Object.fromEntries(calls.find((c) => c.path === '/police_list')?.query ?? [])).toEqual({
      page: '1',
      limit: '10',
      search: 'hosur',
      state_id: '3',
    });
  });

  it('adds a contact from the drawer, clearing city and covered points when the state changes', async () => {
    const calls = setup({ 'POST /police_add': { status: 201, body: policeContact({ id: 9 }) } });
    renderApp(paths.police.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add police contact' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add police contact' });
    const form = within(drawer);
    await userEvent.type(form.getByLabelText('Station name'), 'Hosur Traffic Police Station');
    await userEvent.type(form.getByLabelText('Officer or desk'), 'Duty Officer');
    await userEvent.type(form.getByLabelText('Phone number 1'), '112');
    await userEvent.click(form.getByRole('button', { name: 'Add another number' }));
    await userEvent.type(form.getByLabelText('Phone number 2'), '04344 222100');
    await waitFor(() =>
      expect(form.getAllByRole('option', { name: 'Tamil Nadu' }).length).toBeGreaterThan(0),
    );
    await userEvent.selectOptions(form.getByLabelText('State'), 'Maharashtra');
    await userEvent.click(form.getByRole('checkbox', { name: 'Pune Truck Terminal (Pune)' }));
    await userEvent.selectOptions(form.getByLabelText('State'), 'Tamil Nadu');
    expect(form.queryByRole('checkbox', { name: /Pune Truck Terminal/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText('City (optional)'), 'Hosur');
    await userEvent.click(form.getByRole('checkbox', { name: 'Apna Ghar Hosur (Hosur)' }));
    await userEvent.type(form.getByLabelText('Address'), 'Bypass Road, Hosur');
    await userEvent.click(form.getByRole('button', { name: 'Add police contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/police_add')?.body).toEqual({
      station_name: 'Hosur Traffic Police Station',
      officer: 'Duty Officer',
      phone_numbers: ['112', '04344 222100'],
      state_id: 3,
      city_id: 30,
      address: 'Bypass Road, Hosur',
      resting_point_ids: [100],
    });
  });

  it("shows the server's error beside the phone number it concerns", async () => {
    setup({
      'POST /police_edit': {
        status: 400,
        message: 'phone_numbers.1 must be a phone number',
        errors: [{ field: 'phone_numbers.1', message: 'phone_numbers.1 must be a phone number' }],
      },
    });
    renderApp(paths.police.list, { token: 't1' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Highway Patrol Police Station, Hosur' }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit police contact' }));
    expect(drawer.getByLabelText('Phone number 1')).toHaveValue('112');
    await userEvent.click(drawer.getByRole('button', { name: 'Save changes' }));
    await expectRefusedOnField(
      drawer.getByLabelText('Phone number 2'),
      'phone_numbers.1 must be a phone number',
    );
    expect(drawer.getByRole('alert', { name: 'Fix this field' })).toHaveTextContent(
      'Phone number 2: phone_numbers.1 must be a phone number',
    );
  });

  it("shows the server's refusal of a covered resting point on those choices", async () => {
    const message = 'Apna Ghar Hosur is not in Tamil Nadu';
    setup({
      'POST /police_edit': {
        status: 400,
        message,
        errors: [{ field: 'resting_point_ids', message }],
      },
    });
    renderApp(paths.police.list, { token: 't1' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Highway Patrol Police Station, Hosur' }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit police contact' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save changes' }));
    await expectRefusedOnField(
      await drawer.findByRole('checkbox', { name: 'Apna Ghar Hosur (Hosur)' }),
      message,
    );
    expect(drawer.getByRole('alert', { name: 'Fix this field' })).toHaveTextContent(
      `Resting points it covers: ${message}`,
    );
  });

  it('asks before closing the drawer on changes, and keeps them on Stay', async () => {
    setup();
    renderApp(paths.police.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add police contact' }));
    let drawer = await screen.findByRole('dialog', { name: 'Add police contact' });
    await userEvent.type(within(drawer).getByLabelText('Station name'), 'Hosur Traffic');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));

    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument(),
    );
    drawer = screen.getByRole('dialog', { name: 'Add police contact' });
    expect(within(drawer).getByLabelText('Station name')).toHaveValue('Hosur Traffic');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes an unchanged drawer without asking', async () => {
    setup();
    renderApp(paths.police.list, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add police contact' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add police contact' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the drawer and what was typed when the contact changed meanwhile, and can load it', async () => {
    const theirs = policeContact({
      phone_numbers: ['112'],
      version: 2,
      updated_by: 'Vikram Singh',
    });
    const message =
      'This police contact was changed by Vikram Singh at 23 Nov 2026, 14:05 IST after you opened it. Load the latest version and apply your changes again.';
    const calls = setup({
      'POST /police_edit': {
        status: 409,
        message,
        errors: [{ field: 'version', message }],
        body: theirs,
      },
    });
    renderApp(paths.police.list, { token: 't1' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Highway Patrol Police Station, Hosur' }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit police contact' }));
    await userEvent.type(drawer.getByLabelText('Officer or desk'), ' (night)');
    await userEvent.click(drawer.getByRole('button', { name: 'Save changes' }));
    const list = await drawer.findByRole('list', { name: 'Changed since you opened it' });
    expect(list).toHaveTextContent(/^Phone numbers$/);
    expect(drawer.getByLabelText('Officer or desk')).toHaveValue(
      `${policeContact().officer} (night)`,
    );
    expect(calls.find((call) => call.path === '/police_edit')?.body).toMatchObject({
      id: 5,
      version: 1,
    });
    await userEvent.click(drawer.getByRole('button', { name: 'Load latest version' }));
    expect(drawer.getByLabelText('Officer or desk')).toHaveValue(policeContact().officer);
    expect(drawer.queryByLabelText('Phone number 2')).not.toBeInTheDocument();
  });

  it('deletes a contact after confirming', async () => {
    const calls = setup({ 'POST /police_delete': { body: null } });
    renderApp(paths.police.list, { token: 't1' });
    await chooseRowAction('Highway Patrol Police Station, Hosur', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete police contact?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/police_delete')?.body).toEqual({ id: 5 });
  });
});

describe('police list in Hindi', () => {
  it('shows the list and checks the drawer form in Hindi', async () => {
    setup({
      'GET /auth/me': {
        body: { ...currentUserOf(adminUser), preferences: { theme: 'system', language: 'hi' } },
      },
    });
    renderApp(paths.police.list, { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'पुलिस संपर्क' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'थाना' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'पुलिस संपर्क जोड़ें' }));
    const form = within(await screen.findByRole('dialog', { name: 'पुलिस संपर्क जोड़ें' }));
    expect(form.getByText('विश्राम स्थल देखने के लिए राज्य चुनें।')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'पुलिस संपर्क जोड़ें' }));
    expect(await form.findAllByText('थाने का नाम लिखें')).not.toHaveLength(0);
    expect(form.getAllByText('फ़ोन नंबर लिखें या यह लाइन हटाएँ')).not.toHaveLength(0);
  });
});
