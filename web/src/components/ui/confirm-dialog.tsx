import { useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useT } from './messages.gen';

type ConfirmDialogProps = {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice, which has the focus: 'Cancel' unless told otherwise (e.g. 'Stay'). */
  cancelLabel?: string;
  /** Bootstrap variant of the confirm button: 'danger' for deletes. */
  variant?: string;
  /** A wider dialog, for a question with choices in it (e.g. permissions to grant). */
  size?: 'lg';
  /** The action is running: both buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an action that cannot be undone easily. Cancel has the focus, so Enter is safe:
 * it is focused once the dialog has opened, after whatever opened it (a menu item, say) has
 * finished handing focus around.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  size,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      centered
      size={size}
      aria-labelledby="confirm-dialog-title"
      backdrop={busy ? 'static' : true}
      onEntered={() => cancel.current?.focus()}
    >
      <Modal.Header closeButton={!busy} closeLabel={t('ui.close')}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button
          ref={cancel}
          variant="outline-secondary"
          onClick={onCancel}
          disabled={busy}
          autoFocus
        >
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
