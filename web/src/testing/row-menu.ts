import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks an action from a row's "⋯" menu, as a user does: opens "More actions for <row>", then
 * clicks "<action> <row>" (e.g. "Delete Pune") in it. `container` narrows the search to one row.
 */
export async function chooseRowAction(row: string, action: string, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  await userEvent.click(await scope.findByRole('button', { name: `More actions for ${row}` }));
  await userEvent.click(await scope.findByRole('button', { name: `${action} ${row}` }));
}
