import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { listAnswer, placeOptionRoutes, restingPoint, restingPointDetail } from '@/testing/places';
import { expectRefusedOnField } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

function setup(routes: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    ...placeOptionRoutes,
    'GET /resting_point_list': listAnswer([
      restingPoint(),
      restingPoint({ id: 101, name: 'Pune Truck Terminal', checkin_count: 350, today_checkins: 4 }),
    ]),
    ...routes,
  }).calls;
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('resting point form', () => {
  it('narrows the city select to the chosen state and resets the city when the state changes', async () => {
    setup();
    renderApp(paths.restingPoints.add, { token: 't1' });
    const stateSelect = await screen.findByLabelText('State');
    const citySelect = screen.getByLabelText('City');
    expect(citySelect).toBeDisabled();
    await waitFor(() => expect(optionNames(stateSelect)).toContain('Maharashtra'));

    await userEvent.selectOptions(stateSelect, 'Maharashtra');
    expect(citySelect).toBeEnabled();
    expect(optionNames(citySelect)).toEqual(['Choose a city', 'Pune', 'Nagpur (inactive)']);
    await userEvent.selectOptions(citySelect, 'Pune');
    expect(citySelect).toHaveValue('20');

    await userEvent.selectOptions(stateSelect, 'Karnataka');
    expect(citySelect).toHaveValue('');
    expect(optionNames(citySelect)).toEqual(['Choose a city', 'Bengaluru', 'Mysuru']);
    // The form itself forgot Pune, not just the select: it asks for a city again.
    await userEvent.click(screen.getByRole('button', { name: 'Add resting point' }));
    await waitFor(() => expect(citySelect).toHaveAccessibleDescription('Choose a city'));
  });

  it('hides the opening hours while open 24x7 and shows a map link for the coordinates', async () => {
    setup();
    renderApp(paths.restingPoints.add, { token: 't1' });
    const always = await screen.findByRole('switch', { name: 'Open 24x7' });
    expect(always).toBeChecked();
    expect(screen.queryByLabelText('Opens at')).not.toBeInTheDocument();
    await userEvent.click(always);
    expect(screen.getByLabelText('Opens at')).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Latitude'), '12.74');
    await userEvent.type(screen.getByLabelText('Longitude'), '77.82');
    expect(screen.getByRole('link', { name: /Open on OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=12.74&mlon=77.82#map=15/12.74/77.82',
    );
  });

  it("edits a resting point, keeping the input and showing the server's field error", async () => {
    const calls = setup({
      'POST /resting_point_detail': { body: restingPointDetail() },
      'POST /resting_point_edit': {
        status: 400,
        message: 'latitude 5 is outside India: use a value from 6 to 37.5',
        errors: [{ field: 'city_id', message: 'Hosur is not in Tamil Nadu' }],
      },
    });
    renderApp(paths.restingPoints.edit(100), { token: 't1' });
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('30'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Apna Ghar Hosur II');
    await userEvent.click(screen.getByRole('checkbox', { name: 'CCTV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectRefusedOnField(
      screen.getByLabelText('City'),
      'Hosur is not in Tamil Nadu',
      'latitude 5 is outside India',
    );
    // The long form lists what to fix at its top, each a link to its field.
    const summary = within(screen.getByRole('form', { name: 'Edit resting point' })).getByRole(
      'alert',
    );
    expect(within(summary).getByRole('heading')).toHaveTextContent('Fix this field');
    expect(within(summary).getByRole('listitem')).toHaveTextContent(
      'City: Hosur is not in Tamil Nadu',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Apna Ghar Hosur II');
    expect(calls.find((call) => call.path === '/resting_point_edit')?.body).toMatchObject({
      id: 100,
      name: 'Apna Ghar Hosur II',
      city_id: 30,
      amenities: ['toilets', 'dormitory', 'cctv'],
      open_24x7: true,
      opening_hours: null,
      version: 1,
    });
  });
});

describe('resting point list', () => {
  it("shows capacity and today's check-ins, with filters from the URL", async () => {
    const calls = setup();
    renderApp(href(paths.restingPoints.list, { state_id: 2, city_id: 20, search: 'nh48' }), {
      token: 't1',
    });
    const row = (await screen.findByText('Pune Truck Terminal')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('60 trucks');
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('4');
    // The count opens exactly those check-ins: this point, today in India.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10); // UTC+05:30
    const links = within(row).getAllByRole('link', {
      name: '4 check-ins today at Pune Truck Terminal',
    });
    for (const link of links) {
      expect(link).toHaveAttribute(
        'href',
        href(paths.checkins.list, { resting_point_id: 101, from: today, to: today }),
      );
    }
    expect(
      Object.fromEntries(calls.find((c) => c.path === '/resting_point_list')?.query ?? []),
    ).toEqual({
      page: '1',
      limit: '10',
      search: 'nh48',
      state_id: '2',
      city_id: '20',
    });
    await waitFor(() =>
      expect(optionNames(screen.getByRole('combobox', { name: 'Filter by city' }))).toEqual([
        'All cities',
        'Pune',
        'Nagpur',
      ]),
    );
  });

  it('offers to deactivate, not delete, a resting point with check-ins', async () => {
    const calls = setup({
      'POST /resting_point_edit': { body: restingPoint({ id: 101, status: 'inactive' }) },
    });
    renderApp(paths.restingPoints.list, { token: 't1' });
    await chooseRowAction('Pune Truck Terminal', 'Delete');
    const dialog = await screen.findByRole('dialog', {
      name: 'Pune Truck Terminal cannot be deleted',
    });
    expect(dialog).toHaveTextContent('has 350 check-ins, so it cannot be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set inactive instead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/resting_point_edit')?.body).toMatchObject({
      id: 101,
      status: 'inactive',
      version: 1,
    });
    expect(calls.some((call) => call.path === '/resting_point_delete')).toBe(false);
  });

  it('deletes an unused resting point after confirming', async () => {
    const calls = setup({ 'POST /resting_point_delete': { body: null } });
    const { router } = renderApp(paths.restingPoints.list, { token: 't1' });
    await chooseRowAction('Apna Ghar Hosur', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete resting point?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete resting point' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/resting_point_delete')?.body).toEqual({ id: 100 });
    expect(currentPath(router)).toBe(paths.restingPoints.list);
  });
});

describe('resting point form in Hindi', () => {
  it("checks the form in Hindi, India's bounds named in the message", async () => {
    const calls = setup();
    await activateLanguage('hi');
    renderApp(paths.restingPoints.add, { token: 't1' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'क्षमता और सुविधाएँ' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('अक्षांश'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'विश्राम स्थल जोड़ें' }));
    await waitFor(() =>
      expect(screen.getByLabelText('पता')).toHaveAccessibleDescription('पता लिखें'),
    );
    expect(screen.getByLabelText('अक्षांश')).toHaveAccessibleDescription(
      /भारत में अक्षांश [\d.]+ से [\d.]+ के बीच होता है/,
    );
    expect(screen.getByLabelText('शहर')).toHaveAccessibleDescription('शहर चुनें');
    expect(calls.some((call) => call.path === '/resting_point_add')).toBe(false);
  });
});
