import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

type PendingRegistrationsProps = {
  /** Registrations waiting for approval in the whole list; `undefined` until known. */
  count: number | undefined;
  /** The list shows only them already. */
  showingOnlyPending: boolean;
  onShow: () => void;
};

/** How many people registered and wait for an administrator; a way to list just them. */
export function PendingRegistrations({
  count,
  showingOnlyPending,
  onShow,
}: PendingRegistrationsProps) {
  return (
    <div role="status" aria-live="polite" aria-label="Pending registrations">
      {count ? (
        <Alert
          variant="warning"
          className="d-flex flex-column flex-sm-row gap-2 align-items-sm-center justify-content-between"
        >
          <span>
            <strong>{count}</strong> {count === 1 ? 'registration is' : 'registrations are'} waiting
            for approval. Approve only people you know; a registration not approved in time lapses.
          </span>
          {!showingOnlyPending && (
            <Button size="sm" variant="outline-dark" className="flex-shrink-0" onClick={onShow}>
              Show pending
            </Button>
          )}
        </Alert>
      ) : null}
    </div>
  );
}
