import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import type { MutationResult } from '@/lib/api-query';
import { paths } from '@/lib/paths';
import { deleteOrDeactivate } from './delete-or-deactivate';
import { RowActions, type RowAction } from './row-actions';

const ok: MutationResult<unknown> = { ok: true, data: null };
const failed = (message: string, status = 404): MutationResult<unknown> => ({
  ok: false,
  error: new ApiError(message, status, true),
});

const EDIT: RowAction = { label: 'Edit', to: paths.cities.edit(20) };

/** Picks "<label> Pune" from the row's "⋯" menu. */
const choose = async (label: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'More actions for Pune' }));
  await userEvent.click(screen.getByRole('button', { name: `${label} Pune` }));
};

const renderRow = (actions: RowAction[]) =>
  render(
    <MemoryRouter>
      <RowActions name="Pune" actions={actions} />
    </MemoryRouter>,
  );

describe('row actions', () => {
  it('shows the first action as a button and the rest, labelled, in a "⋯" menu', async () => {
    const onSelect = jest.fn();
    renderRow([
      { label: 'Edit', to: paths.cities.edit(20) },
      { label: 'Show', onSelect },
      { label: 'Delete', variant: 'outline-danger', onSelect: jest.fn() },
    ]);
    expect(screen.getByRole('link', { name: 'Edit Pune' })).toHaveAttribute(
      'href',
      paths.cities.edit(20),
    );
    // The others wait in the menu: no Delete button on the row itself.
    expect(screen.queryByRole('button', { name: 'Delete Pune' })).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More actions for Pune' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Delete Pune' })).toHaveClass('text-danger');
    expect(screen.getByRole('button', { name: 'Show Pune' })).not.toHaveClass('text-danger');
    await userEvent.click(screen.getByRole('button', { name: 'Show Pune' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('has no menu when the row has one action', () => {
    renderRow([{ label: 'Edit', to: paths.cities.edit(20) }]);
    expect(screen.getByRole('link', { name: 'Edit Pune' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('asks first, runs the action once with the dialog locked, and closes on success', async () => {
    let finish!: (result: MutationResult<unknown>) => void;
    const onSelect = jest.fn(() => new Promise<MutationResult<unknown>>((r) => (finish = r)));
    renderRow([
      EDIT,
      {
        label: 'Delete',
        confirm: {
          title: 'Delete city?',
          body: <p>Gone for good.</p>,
          confirmLabel: 'Delete city',
        },
        onSelect,
      },
    ]);

    await choose('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete city?' });
    // The safe button has the focus, so Enter does not delete.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSelect).not.toHaveBeenCalled();

    await choose('Delete');
    const again = await screen.findByRole('dialog', { name: 'Delete city?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete city' }));
    expect(within(again).getByRole('button', { name: 'Delete city' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the reason when the action fails, so it can be tried again', async () => {
    const onSelect = jest
      .fn<Promise<MutationResult<unknown>>, []>()
      .mockResolvedValueOnce(failed('City not found'))
      .mockResolvedValueOnce(ok);
    renderRow([
      EDIT,
      {
        label: 'Delete',
        confirm: { title: 'Delete city?', body: 'Sure?', confirmLabel: 'Delete city' },
        onSelect,
      },
    ]);
    await choose('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete city?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete city' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'It did not work: City not found',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete city' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on failure when the action asks for it', async () => {
    renderRow([
      EDIT,
      {
        label: 'Delete',
        confirm: { title: 'Delete?', body: 'Sure?', confirmLabel: 'Yes', closeOnFailure: true },
        onSelect: () => Promise.resolve(failed('Driver is checked in right now', 409)),
      },
    ]);
    await choose('Delete');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the choices of a menu, not the current one, each behind its confirmation', async () => {
    const onSelect = jest.fn(() => Promise.resolve(ok));
    renderRow([
      {
        label: 'Status',
        ariaLabel: 'Change status of Pune',
        choices: [
          { label: 'Active', current: true, onSelect },
          {
            label: 'Inactive',
            onSelect,
            confirm: { title: 'Change status?', body: 'Sure?', confirmLabel: 'Make inactive' },
          },
        ],
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Change status of Pune' }));
    const current = screen.getByRole('button', { name: 'Active (current)' });
    expect(current).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(current);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change status of Pune' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('lists the choices of a later action as a labelled group in the "⋯" menu', async () => {
    const onSelect = jest.fn(() => Promise.resolve(ok));
    renderRow([
      EDIT,
      {
        label: 'Status',
        ariaLabel: 'Change status of Pune',
        choices: [
          { label: 'Active', current: true, onSelect },
          { label: 'Inactive', onSelect },
        ],
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Pune' }));
    expect(screen.getByRole('heading', { name: 'Change status of Pune' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Active (current)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe('delete, or set inactive instead', () => {
  const place = (changes: Partial<Parameters<typeof deleteOrDeactivate>[0]> = {}) =>
    deleteOrDeactivate({
      kind: 'city',
      name: 'Pune, Maharashtra',
      active: true,
      blocker: null,
      deactivateEffect: 'drivers no longer see it.',
      onDelete: jest.fn(() => Promise.resolve(ok)),
      onDeactivate: jest.fn(() => Promise.resolve(ok)),
      ...changes,
    });

  it('turns a delete the server refuses (409) into the offer to set it inactive', async () => {
    const onDeactivate = jest.fn(() => Promise.resolve(ok));
    renderRow([
      EDIT,
      place({
        onDelete: () => Promise.resolve(failed('Pune still has 2 police contacts.', 409)),
        onDeactivate,
      }),
    ]);
    await choose('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete city?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete city' }));
    const refused = await screen.findByRole('dialog', {
      name: 'Pune, Maharashtra cannot be deleted',
    });
    expect(refused).toHaveTextContent('Pune still has 2 police contacts.');
    await userEvent.click(within(refused).getByRole('button', { name: 'Set inactive instead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDeactivate).toHaveBeenCalledTimes(1);
  });

  it('offers the next step for a blocked record that is already inactive', async () => {
    const run = jest.fn();
    renderRow([
      EDIT,
      place({
        active: false,
        blocker: 'Pune still has 4 resting points.',
        nextStep: { label: 'Show its resting points', run },
      }),
    ]);
    await choose('Delete');
    const dialog = await screen.findByRole('dialog', {
      name: 'Pune, Maharashtra cannot be deleted',
    });
    expect(dialog).toHaveTextContent('It is already inactive: drivers no longer see it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show its resting points' }));
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
