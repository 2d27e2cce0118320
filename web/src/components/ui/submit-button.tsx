import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * A submit button that is disabled and shows a spinner while the form is being sent. `disabled`
 * also disables it without a spinner (the prerendered sign-in page, until its script runs).
 */
export function SubmitButton({
  busy,
  disabled = false,
  children,
  className,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={busy || disabled} className={className} aria-busy={busy}>
      {busy && (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
