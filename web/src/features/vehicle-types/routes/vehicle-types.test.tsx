import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VehicleTypeRow } from '@/lib/api-schema.gen';
import {
  adminUser,
  installFakeApi,
  signedInRoutes,
  subAdminWith,
  type FakeRoutes,
} from '@/testing/fake-api';
import { expectRefusedOnField } from '@/testing/failed-save';
import { listAnswer } from '@/testing/places';
import { currentPath, renderApp } from '@/testing/render-app';
import { chooseRowAction } from '@/testing/row-menu';
import { activateLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';
import { vehicleTypeBlocker } from '../components/vehicle-type-table';

const vehicleType = (changes: Partial<VehicleTypeRow> = {}): VehicleTypeRow => ({
  id: 3,
  code: 'HCV',
  name: 'Heavy commercial vehicle',
  description: 'Over 12 tonnes',
  status: 'active',
  driver_count: 42,
  created_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: null,
  ...changes,
});
const unused = vehicleType({ id: 8, code: 'CAR', name: 'Car carrier', driver_count: 0 });

function setup(routes: FakeRoutes = {}, user = adminUser) {
  return installFakeApi({
    ...signedInRoutes(user),
    'GET /vehicle_type_list': listAnswer([vehicleType(), unused], 1, 2),
    ...routes,
  }).calls;
}

type Calls = ReturnType<typeof setup>;
const listQueries = (calls: Calls) =>
  calls
    .filter((call) => call.path === '/vehicle_type_list')
    .map((call) => Object.fromEntries(call.query));

describe('vehicle type list', () => {
  it('asks for the view in the URL and shows each type with its drivers', async () => {
    const calls = setup();
    renderApp(href(paths.vehicleTypes.list, { search: 'heavy', status: 'active' }), {
      token: 't1',
    });
    const row = (await screen.findByText('Heavy commercial vehicle')).closest('tr')!;
    expect(
      within(row).getByRole('link', { name: '42 drivers with Heavy commercial vehicle' }),
    ).toHaveAttribute('href', href(paths.drivers.list, { vehicle_type: 'HCV' }));
    expect(
      within(row).getByRole('link', { name: 'Edit Heavy commercial vehicle' }),
    ).toHaveAttribute('href', paths.vehicleTypes.edit(3));
    expect(listQueries(calls)).toEqual([
      { page: '1', limit: '10', search: 'heavy', status: 'active' },
    ]);
  });

  it('sorts by a heading on the API, and exports that view', async () => {
    const calls = setup({
      'POST /vehicle_type_export_link': {
        body: {
          url: '/vehicle_type_export?token=t0k3n',
          filename: 'vehicle-types-2026-11-27.csv',
          expires_at: '2026-11-27T10:01:00.000Z',
        },
      },
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { router } = renderApp(paths.vehicleTypes.list, { token: 't1' });
    expect(await screen.findByText('2 vehicle types')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drivers' }));
    expect(currentPath(router)).toBe(
      href(paths.vehicleTypes.list, { sort: 'drivers', order: 'desc' }),
    );
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        page: '1',
        limit: '10',
        sort: 'drivers',
        order: 'desc',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/vehicle_type_export_link')?.body).toEqual({
      sort: 'drivers',
      order: 'desc',
    });
    click.mockRestore();
  });

  it('says a type drivers use cannot be deleted and offers to set it inactive', async () => {
    const calls = setup({
      'POST /vehicle_type_edit': { body: vehicleType({ status: 'inactive', version: 2 }) },
    });
    renderApp(paths.vehicleTypes.list, { token: 't1' });
    await chooseRowAction('Heavy commercial vehicle', 'Delete');
    const dialog = await screen.findByRole('dialog', {
      name: 'Heavy commercial vehicle (HCV) cannot be deleted',
    });
    expect(dialog).toHaveTextContent('42 drivers use Heavy commercial vehicle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set inactive instead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/vehicle_type_edit')?.body).toEqual({
      id: 3,
      code: 'HCV',
      name: 'Heavy commercial vehicle',
      description: 'Over 12 tonnes',
      status: 'inactive',
      version: 1,
    });
    expect(calls.some((call) => call.path === '/vehicle_type_delete')).toBe(false);
  });

  it("shows the server's 409 reason when a delete is refused", async () => {
    const reason = 'Car carrier cannot be deleted: 1 driver uses it. Set it inactive instead.';
    const calls = setup({ 'POST /vehicle_type_delete': { status: 409, message: reason } });
    renderApp(paths.vehicleTypes.list, { token: 't1' });
    await chooseRowAction('Car carrier', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete vehicle type?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vehicle type' }));
    expect(
      await screen.findByRole('dialog', { name: 'Car carrier (CAR) cannot be deleted' }),
    ).toHaveTextContent(reason);
    expect(calls.find((call) => call.path === '/vehicle_type_delete')?.body).toEqual({ id: 8 });
  });

  it('shows a read-only sub admin no add, edit or delete buttons', async () => {
    setup({}, subAdminWith({ vehicle_types: 'read' }));
    renderApp(paths.vehicleTypes.list, { token: 't1' });
    expect(await screen.findByText('Heavy commercial vehicle')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add vehicle type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|More actions/ })).not.toBeInTheDocument();
  });
});

describe('vehicle type form', () => {
  it('adds a type, its code upper-cased, and returns to the list', async () => {
    const calls = setup({ 'POST /vehicle_type_add': { status: 201, body: unused } });
    const { router } = renderApp(paths.vehicleTypes.add, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Code'), ' car');
    await userEvent.type(screen.getByLabelText('Name'), 'Car carrier ');
    await userEvent.type(screen.getByLabelText('Description'), 'Moves new cars');
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle type' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.vehicleTypes.list));
    expect(calls.find((call) => call.path === '/vehicle_type_add')?.body).toEqual({
      code: 'CAR',
      name: 'Car carrier',
      description: 'Moves new cars',
      status: 'active',
    });
    expect(await screen.findByText('Car carrier (CAR) was added.')).toBeInTheDocument();
  });

  it('refuses a malformed code before sending it', async () => {
    const calls = setup();
    renderApp(paths.vehicleTypes.add, { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Code'), 'C');
    await userEvent.type(screen.getByLabelText('Name'), 'Car carrier');
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle type' }));
    expect(
      await screen.findByText('Use 2 to 16 capital letters, digits or hyphens, e.g. HCV'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/vehicle_type_add')).toBe(false);
  });

  it("edits a type and shows the server's refusal of a code in use on the field", async () => {
    const message =
      'The code of Heavy commercial vehicle cannot change: 42 drivers use it. Add a new type instead.';
    const calls = setup({
      'GET /vehicle_type_detail': { body: vehicleType() },
      'POST /vehicle_type_edit': { status: 409, message, errors: [{ field: 'code', message }] },
    });
    renderApp(paths.vehicleTypes.edit(3), { token: 't1' });
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveValue('HCV');
    await userEvent.clear(code);
    await userEvent.type(code, 'HGV');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectRefusedOnField(screen.getByLabelText('Code'), message);
    expect(calls.find((call) => call.path === '/vehicle_type_edit')?.body).toMatchObject({
      id: 3,
      code: 'HGV',
      version: 1,
    });
    expect(Object.fromEntries(calls.find((c) => c.path === '/vehicle_type_detail')!.query)).toEqual(
      { id: '3' },
    );
  });

  it('says who changed the type meanwhile and what, on a stale edit', async () => {
    const newer = vehicleType({ name: 'Heavy goods vehicle', version: 2, updated_by: 'Asha Rao' });
    setup({
      'GET /vehicle_type_detail': { body: vehicleType() },
      'POST /vehicle_type_edit': {
        status: 409,
        message: 'This vehicle type was changed by Asha Rao after you opened it.',
        errors: [{ field: 'version', message: 'changed' }],
        body: newer,
      },
    });
    renderApp(paths.vehicleTypes.edit(3), { token: 't1' });
    await userEvent.type(await screen.findByLabelText('Description'), ', 3 axles');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText('Not saved: this record changed after you opened it');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box).toHaveTextContent('Name');
    await userEvent.click(within(box).getByRole('button', { name: 'Load latest version' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Heavy goods vehicle');
  });

  it('is not offered to a read-only sub admin', async () => {
    setup({}, subAdminWith({ vehicle_types: 'read' }));
    renderApp(paths.vehicleTypes.add, { token: 't1' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});

describe('vehicle types in Hindi', () => {
  it("checks the form in Hindi and says why a type in use stays, in Hindi's word order", async () => {
    const calls = setup();
    await activateLanguage('hi');
    expect(vehicleTypeBlocker(vehicleType())).toBe(
      '42 ड्राइवर Heavy commercial vehicle इस्तेमाल करते हैं, इसलिए इसे हटाया नहीं जा सकता।',
    );
    renderApp(paths.vehicleTypes.add, { token: 't1' });
    await userEvent.click(await screen.findByRole('button', { name: 'वाहन प्रकार जोड़ें' }));
    expect(await screen.findByText('कोड डालें')).toBeInTheDocument();
    expect(screen.getByText('नाम डालें')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/vehicle_type_add')).toBe(false);
  });
});
