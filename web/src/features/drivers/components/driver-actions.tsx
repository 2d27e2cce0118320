import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { DriverStatus } from '@/lib/api-schema.gen';
import { humanize } from '@/lib/format';
import {
  DRIVER_DEPENDENT_PATHS,
  DRIVER_STATUSES,
  softDeleteDriver,
  updateDriverStatus,
} from '../api/drivers';

type Driver = { user_id: number; full_name: string; status: DriverStatus };

const STATUS_EFFECT: Record<DriverStatus, string> = {
  active: 'They can check in at resting points again.',
  inactive: 'They stay registered but are shown as not using the service.',
  blocked: 'Resting points will refuse their check-ins until they are made active again.',
};

type Pending = { kind: 'status'; status: DriverStatus } | { kind: 'delete' } | null;

/**
 * Change status and delete for one driver, each behind a confirmation. When the server does not
 * say why one failed, the screen says 'Status update failed' or 'Driver delete failed'.
 */
export function DriverActions({
  driver,
  size,
  onDeleted,
}: {
  driver: Driver;
  size?: 'sm';
  onDeleted?: () => void;
}) {
  const { run, pending: saving } = useApiMutation();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);

  const confirm = async () => {
    if (!pending) return;
    const result =
      pending.kind === 'status'
        ? await run(() => updateDriverStatus({ user_id: driver.user_id, status: pending.status }), {
            success: {
              title: 'Status updated',
              message: `${driver.full_name} is now ${pending.status}.`,
            },
            failure: 'Status update failed',
            revalidate: DRIVER_DEPENDENT_PATHS,
          })
        : await run(() => softDeleteDriver({ user_id: driver.user_id }), {
            success: { title: 'Driver deleted', message: `${driver.full_name} was deleted.` },
            failure: 'Driver delete failed',
            revalidate: DRIVER_DEPENDENT_PATHS,
          });
    setPending(null);
    if (result.ok && pending.kind === 'delete') onDeleted?.();
  };

  return (
    <div className="d-flex gap-2 justify-content-end flex-nowrap">
      <Dropdown>
        <Dropdown.Toggle
          variant="outline-secondary"
          size={size}
          aria-label={`Change status of ${driver.full_name}`}
        >
          Status
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {DRIVER_STATUSES.map((status) => (
            <Dropdown.Item
              key={status}
              as="button"
              disabled={status === driver.status}
              onClick={() => setPending({ kind: 'status', status })}
            >
              {humanize(status)}
              {status === driver.status && <span className="visually-hidden"> (current)</span>}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <Button
        variant="outline-danger"
        size={size}
        onClick={() => setPending({ kind: 'delete' })}
        aria-label={`Delete ${driver.full_name}`}
      >
        Delete
      </Button>

      <ConfirmDialog
        show={pending?.kind === 'status'}
        title="Change driver status?"
        confirmLabel={pending?.kind === 'status' ? `Make ${pending.status}` : 'Change'}
        busy={saving}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {pending?.kind === 'status' && (
          <>
            <p>
              Change <strong>{driver.full_name}</strong> from <StatusBadge status={driver.status} />{' '}
              to <StatusBadge status={pending.status} />?
            </p>
            <p className="mb-0 text-secondary">{STATUS_EFFECT[pending.status]}</p>
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        show={pending?.kind === 'delete'}
        title="Delete driver?"
        confirmLabel="Delete driver"
        variant="danger"
        busy={saving}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>
          <strong>{driver.full_name}</strong> will disappear from every list and count.
        </p>
        <p className="mb-0 text-secondary">
          Their record and check-in history are kept, so past reports stay right.
        </p>
      </ConfirmDialog>
    </div>
  );
}
