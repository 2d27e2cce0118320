import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { failureMessage } from '@/lib/api-client';
import type { MutationResult } from '@/lib/api-query';
import { ConfirmDialog } from './confirm-dialog';
import { t } from './messages.gen';

/** What the confirmation dialog asks before an action runs. */
export type Confirmation = {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Bootstrap variant of the confirm button: 'danger' for deletes. */
  variant?: string;
  /** 'lg' for a wider dialog, when the question holds choices. */
  size?: 'lg';
  /** What a failure says in the dialog when the server gives no reason. */
  failure?: string;
  /**
   * Close the dialog when the action fails (the error toast says why) instead of keeping it
   * open with the reason. Driver actions do: the row stays usable at once.
   */
  closeOnFailure?: boolean;
  /** A failure that calls for another question, e.g. a delete refused because of dependants. */
  afterFailure?: (error: unknown) => ConfirmedAction | null;
};

/**
 * An action behind a confirmation. `onSelect` runs once confirmed: a change (a `useApiMutation`
 * result, so toasts and revalidation happen there) keeps the dialog busy until it settles; a
 * plain step (e.g. going to another screen) just closes it.
 */
export type ConfirmedAction = {
  confirm: Confirmation;
  onSelect: () => Promise<MutationResult<unknown>> | void;
};

/**
 * The one confirm flow of the console: `ask(action)` opens the dialog; confirming runs the
 * action with both buttons disabled; success closes it; a failure keeps it open with the
 * reason (or asks the action's next question). Render `dialog` once, anywhere.
 */
export function useConfirmation() {
  const [asked, setAsked] = useState<ConfirmedAction | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const ask = (action: ConfirmedAction) => {
    setAsked(action);
    setProblem(null);
    setOpen(true);
  };
  // The last question stays rendered while the dialog fades out.
  const close = () => setOpen(false);

  const confirm = async () => {
    if (!asked) return;
    const running = asked.onSelect();
    if (!running) return close();
    setBusy(true);
    setProblem(null);
    const result = await running;
    setBusy(false);
    if (result.ok) return close();
    const next = asked.confirm.afterFailure?.(result.error);
    if (next) return ask(next);
    if (asked.confirm.closeOnFailure) return close();
    // One sentence of its own, so it reads as the dialog's state and not a copy of the toast.
    setProblem(
      t('ui.confirm.failed', {
        reason: failureMessage(result.error, asked.confirm.failure ?? t('ui.confirm.tryAgain')),
      }),
    );
  };

  const question = asked?.confirm;
  const dialog = question && (
    <ConfirmDialog
      show={open}
      title={question.title}
      confirmLabel={question.confirmLabel}
      variant={question.variant}
      size={question.size}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {question.body}
      {problem && (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {problem}
        </Alert>
      )}
    </ConfirmDialog>
  );

  return { ask, dialog };
}
