import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ApiError, failureMessage } from '@/lib/api-client';
import type { MutationResult } from '@/lib/api-query';
import { ConfirmDialog } from './confirm-dialog';

export type DeleteTarget = {
  /** Shown in the dialog, e.g. "Goa (GA)". */
  name: string;
  active: boolean;
  /** Why it cannot be deleted, when the list already knows (e.g. it still has cities). */
  blocker: string | null;
};

type DeleteOrDeactivateDialogProps = {
  /** e.g. "state", "resting point". */
  kind: string;
  target: DeleteTarget | null;
  /** A delete or deactivation is running (the caller's mutation is pending). */
  busy: boolean;
  onDelete: () => Promise<MutationResult<unknown>>;
  /** Hides the record instead: the way out when something still depends on it. */
  onDeactivate: () => Promise<MutationResult<unknown>>;
  /** Offered instead when it is blocked and already inactive, e.g. "Show its cities". */
  nextStep?: { label: string; run: () => void };
  /** What deactivating means for drivers. */
  deactivateEffect: ReactNode;
  onClose: () => void;
};

/**
 * Confirms a delete, or, when something still depends on the record (known from its row, or from
 * the server's 409), says why it cannot go and offers to set it inactive instead. Give it a `key`
 * per record so a refusal shown for one is not shown for the next.
 */
export function DeleteOrDeactivateDialog({
  kind,
  target,
  busy,
  onDelete,
  onDeactivate,
  nextStep,
  deactivateEffect,
  onClose,
}: DeleteOrDeactivateDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!target) return null;

  const blocker = refusal ?? target.blocker;
  const act = async (action: () => Promise<MutationResult<unknown>>, deleting: boolean) => {
    setProblem(null);
    const result = await action();
    if (result.ok) {
      onClose();
    } else if (deleting && result.error instanceof ApiError && result.error.status === 409) {
      setRefusal(result.error.message);
    } else {
      setProblem(
        failureMessage(result.error, `The ${kind} could not be changed. Please try again.`),
      );
    }
  };

  const problemAlert = problem && (
    <Alert variant="danger" role="alert" className="mt-3 mb-0">
      {problem}
    </Alert>
  );

  if (!blocker) {
    return (
      <ConfirmDialog
        show
        title={`Delete ${kind}?`}
        confirmLabel={`Delete ${kind}`}
        variant="danger"
        busy={busy}
        onConfirm={() => void act(onDelete, true)}
        onCancel={onClose}
      >
        <p className="mb-0">
          Delete <strong>{target.name}</strong>? This cannot be undone.
        </p>
        {problemAlert}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      show
      title={`${target.name} cannot be deleted`}
      confirmLabel={target.active ? 'Set inactive instead' : (nextStep?.label ?? 'Close')}
      variant={target.active ? 'warning' : 'primary'}
      busy={busy}
      onConfirm={() => {
        if (target.active) void act(onDeactivate, false);
        else if (nextStep) nextStep.run();
        else onClose();
      }}
      onCancel={onClose}
    >
      <p role="alert">{blocker}</p>
      <p className="mb-0 text-secondary">
        {target.active ? 'Set it inactive instead: ' : 'It is already inactive: '}
        {deactivateEffect}
      </p>
      {problemAlert}
    </ConfirmDialog>
  );
}
