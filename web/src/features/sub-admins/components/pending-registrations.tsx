import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatNumber } from '@/lib/format';
import { around, ELEMENT } from '@/lib/i18n';
import { useT } from '../messages.gen';

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
  const t = useT();
  const [before, after] = around(
    t('subAdmins.pending.waiting', { count: count ?? 0, shown: ELEMENT }),
  );
  return (
    <div role="status" aria-live="polite" aria-label={t('subAdmins.pending.label')}>
      {count ? (
        <Alert
          variant="warning"
          className="d-flex flex-column flex-sm-row gap-2 align-items-sm-center justify-content-between"
        >
          <span>
            {before}
            <strong>{formatNumber(count)}</strong>
            {after}
          </span>
          {!showingOnlyPending && (
            <Button size="sm" variant="outline-dark" className="flex-shrink-0" onClick={onShow}>
              {t('subAdmins.pending.show')}
            </Button>
          )}
        </Alert>
      ) : null}
    </div>
  );
}
