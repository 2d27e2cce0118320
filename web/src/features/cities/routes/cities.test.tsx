import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CityRow } from '@/lib/api-schema.gen';
import { adminUser, installFakeApi, signedInRoutes, type FakeRoutes } from '@/testing/fake-api';
import { listAnswer, placeOptionRoutes } from '@/testing/places';
import { expectRefusedOnField } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { citySchema } from '../components/city-schema';
import { cityBlocker } from '../components/city-table';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';

const city = (changes: Partial<CityRow> = {}): CityRow => ({
  id: 20,
  name: 'Pune',
  state_id: 2,
  state_name: 'Maharashtra',
  state_code: 'MH',
  status: 'active',
  resting_point_count: 4,
  driver_count: 120,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
  ...changes,
});

function setup(routes: FakeRoutes = {}) {
  return installFakeApi({
    ...signedInRoutes(adminUser),
    ...placeOptionRoutes,
    'GET /city_list': listAnswer([city()]),
    ...routes,
  }).calls;
}

describe('city schema', () => {
  it('needs a name of 2 or more characters and a state', async () => {
    await expect(
      citySchema.validate({ name: 'P', state_id: '2', status: 'active' }),
    ).rejects.toThrow('Use at least 2 characters');
    await expect(
      citySchema.validate({ name: 'Pune', state_id: '', status: 'active' }),
    ).rejects.toThrow('Choose the state the city is in');
    await expect(
      citySchema.validate({ name: 'Pune', state_id: '2', status: 'active' }),
    ).resolves.toBeTruthy();
  });
});

describe('city list', () => {
  it('filters by the state in the URL and changes it there', async () => {
    const calls = setup();
    const { router } = renderApp(href(paths.cities.list, { state_id: 2 }), { token: 't1' });
    const row = (await screen.findByText('Pune')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit Pune' })).toHaveAttribute(
      'href',
      paths.cities.edit(20),
    );
    expect(within(row).getByRole('link', { name: '4 resting points in Pune' })).toHaveTextContent(
      '4',
    );
    const filter = screen.getByRole('combobox', { name: 'Filter by state' });
    await waitFor(() => expect(filter).toHaveValue('2'));
    expect(calls.find((call) => call.path === '/city_list')?.query.get('state_id')).toBe('2');
    await userEvent.selectOptions(filter, 'Karnataka');
    await waitFor(() => expect(currentPath(router)).toBe(href(paths.cities.list, { state_id: 1 })));
    expect(screen.getByRole('link', { name: 'Add city' })).toHaveAttribute(
      'href',
      href(paths.cities.add, { state_id: 1 }),
    );
  });

  it('offers to set a city with drivers inactive instead of deleting it', async () => {
    setup();
    renderApp(paths.cities.list, { token: 't1' });
    await chooseRowAction('Pune', 'Delete');
    const dialog = await screen.findByRole('dialog', {
      name: 'Pune, Maharashtra cannot be deleted',
    });
    expect(dialog).toHaveTextContent('Pune still has 4 resting points and 120 drivers.');
    expect(within(dialog).getByRole('button', { name: 'Set inactive instead' })).toBeEnabled();
  });
});

describe('city form', () => {
  it('starts with the state from the link and sends the city', async () => {
    const calls = setup({
      'POST /city_add': { status: 201, body: city({ id: 99, name: 'Hinjewadi' }) },
    });
    const { router } = renderApp(href(paths.cities.add, { state_id: 2 }), { token: 't1' });
    await userEvent.type(await screen.findByLabelText('City name'), ' Hinjewadi ');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Add city' }));
    await waitFor(() => expect(currentPath(router)).toBe(href(paths.cities.list, { state_id: 2 })));
    expect(calls.find((call) => call.path === '/city_add')?.body).toEqual({
      name: 'Hinjewadi',
      state_id: 2,
      status: 'active',
    });
  });

  it("shows the server's 409 on the name and keeps the input", async () => {
    setup({
      'POST /city_detail': { body: city() },
      'POST /city_edit': {
        status: 409,
        message: 'A city named Nagpur already exists in Maharashtra',
        errors: [{ field: 'name', message: 'A city named Nagpur already exists in Maharashtra' }],
      },
    });
    renderApp(paths.cities.edit(20), { token: 't1' });
    const name = await screen.findByLabelText('City name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nagpur');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectRefusedOnField(
      screen.getByLabelText('City name'),
      'A city named Nagpur already exists in Maharashtra',
    );
    expect(screen.getByLabelText('City name')).toHaveValue('Nagpur');
  });
});

describe('in Hindi', () => {
  it("says why a city cannot be deleted in Hindi's word order, and lists it in Hindi", async () => {
    setup({ 'GET /city_list': listAnswer([city({ resting_point_count: 4, driver_count: 1200 })]) });
    await activateLanguage('hi');
    // One sentence per language: the counts joined by और, the verb last.
    expect(cityBlocker(city({ resting_point_count: 4, driver_count: 1200 }))).toMatch(
      /^Pune में अभी 4 विश्राम स्थल और 1,200 ड्राइवर दर्ज हैं।/,
    );
    expect(cityBlocker(city({ resting_point_count: 0, driver_count: 0 }))).toBeNull();

    renderApp(paths.cities.list, { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'शहर' })).toBeInTheDocument();
    const row = (await screen.findByText('Pune')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '4 विश्राम स्थल, Pune में' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'शहर खोजें' })).toBeInTheDocument();
  });
});
