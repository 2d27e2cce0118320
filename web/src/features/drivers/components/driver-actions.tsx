import { RowActions } from '@/components/ui/row-actions';
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

/** What a status means for the driver, said when an admin is about to set it. */
export const STATUS_EFFECT: Record<DriverStatus, string> = {
  active: 'They can check in at resting points again.',
  inactive: 'They stay registered but are shown as not using the service.',
  blocked: 'Resting points will refuse their check-ins until they are made active again.',
};

/**
 * Change status and delete for one driver, each behind a confirmation. When the server does not
 * say why one failed, the screen says 'Status update failed' or 'Driver delete failed'; the
 * dialog closes either way, so the list is usable at once.
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
  const { run } = useApiMutation();

  const changeTo = (status: DriverStatus) => ({
    label: humanize(status),
    current: status === driver.status,
    confirm: {
      title: 'Change driver status?',
      body: (
        <>
          <p>
            Change <strong>{driver.full_name}</strong> from <StatusBadge status={driver.status} />{' '}
            to <StatusBadge status={status} />?
          </p>
          <p className="mb-0 text-secondary">{STATUS_EFFECT[status]}</p>
        </>
      ),
      confirmLabel: `Make ${status}`,
      closeOnFailure: true,
    },
    onSelect: () =>
      run(() => updateDriverStatus({ user_id: driver.user_id, status }), {
        success: { title: 'Status updated', message: `${driver.full_name} is now ${status}.` },
        failure: 'Status update failed',
        revalidate: DRIVER_DEPENDENT_PATHS,
      }),
  });

  const remove = async () => {
    const result = await run(() => softDeleteDriver({ user_id: driver.user_id }), {
      success: { title: 'Driver deleted', message: `${driver.full_name} was deleted.` },
      failure: 'Driver delete failed',
      revalidate: DRIVER_DEPENDENT_PATHS,
    });
    if (result.ok) onDeleted?.();
    return result;
  };

  return (
    <RowActions
      name={driver.full_name}
      size={size}
      actions={[
        {
          label: 'Status',
          ariaLabel: `Change status of ${driver.full_name}`,
          variant: 'outline-secondary',
          choices: DRIVER_STATUSES.map(changeTo),
        },
        {
          label: 'Delete',
          variant: 'outline-danger',
          confirm: {
            title: 'Delete driver?',
            body: (
              <>
                <p>
                  <strong>{driver.full_name}</strong> will disappear from every list and count.
                </p>
                <p className="mb-0 text-secondary">
                  Their record and check-in history are kept, so past reports stay right.
                </p>
              </>
            ),
            confirmLabel: 'Delete driver',
            variant: 'danger',
            closeOnFailure: true,
          },
          onSelect: remove,
        },
      ]}
    />
  );
}
