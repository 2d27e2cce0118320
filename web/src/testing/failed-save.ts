import { screen, waitFor, within } from '@testing-library/react';

/** The spec's 'Error' toast saying `message`. */
export function findErrorToast(message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByRole('alert')
      .find(
        (alert) =>
          alert.classList.contains('toast') &&
          within(alert).queryByText('Error') !== null &&
          alert.textContent?.includes(message),
      );
    if (!toast) throw new Error(`No 'Error' toast saying "${message}"`);
    return toast;
  });
}

/** The alerts a form shows of its own, its error summary (a list of links to fields) aside. */
export const formAlerts = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .filter((alert) => !alert.matches('[aria-labelledby="form-error-summary-title"]'));

/**
 * A save the server refused on one field is said twice, never three times: in the 'Error' toast
 * (`toastMessage`, the answer's message) and on the field itself, which has the focus; the form
 * shows no alert of its own about it.
 */
export async function expectRefusedOnField(
  field: HTMLElement,
  fieldMessage: string,
  toastMessage = fieldMessage,
) {
  await findErrorToast(toastMessage);
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(expect.stringContaining(fieldMessage)),
  );
  await waitFor(() => expect(field).toHaveFocus());
  expect(formAlerts(field.closest('form') as HTMLElement)).toEqual([]);
}
