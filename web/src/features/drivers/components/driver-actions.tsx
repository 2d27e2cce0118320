import { RowActions } from '@/components/ui/row-actions';
import { StatusBadge, statusLabel } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { DriverStatus } from '@/lib/api-schema.gen';
import { around, ELEMENT } from '@/lib/i18n';
import {
  DRIVER_DEPENDENT_PATHS,
  DRIVER_STATUSES,
  softDeleteDriver,
  updateDriverStatus,
} from '../api/drivers';
import { useT } from '../messages.gen';

type Driver = { user_id: number; full_name: string; status: DriverStatus };

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
  const t = useT();
  const { run } = useApiMutation();
  // Name, old status and new status, in this order in both languages.
  const [before, between, and, after] = t('drivers.actions.changeBody', {
    name: ELEMENT,
    from: ELEMENT,
    to: ELEMENT,
  }).split(ELEMENT);
  const [deleteBefore, deleteAfter] = around(t('drivers.actions.deleteBody', { name: ELEMENT }));

  const changeTo = (status: DriverStatus) => ({
    label: statusLabel(status),
    current: status === driver.status,
    confirm: {
      title: t('drivers.actions.changeTitle'),
      body: (
        <>
          <p>
            {before}
            <strong>{driver.full_name}</strong>
            {between}
            <StatusBadge status={driver.status} />
            {and}
            <StatusBadge status={status} />
            {after}
          </p>
          <p className="mb-0 text-secondary">{t(`drivers.effect.${status}`)}</p>
        </>
      ),
      confirmLabel: t('drivers.actions.make', { status }),
      closeOnFailure: true,
    },
    onSelect: () =>
      run(() => updateDriverStatus({ user_id: driver.user_id, status }), {
        success: {
          title: t('drivers.actions.statusUpdated'),
          message: t('drivers.actions.isNow', { name: driver.full_name, status }),
        },
        failure: t('drivers.actions.statusFailed'),
        revalidate: DRIVER_DEPENDENT_PATHS,
      }),
  });

  const remove = async () => {
    const result = await run(() => softDeleteDriver({ user_id: driver.user_id }), {
      success: {
        title: t('drivers.actions.deleted'),
        message: t('drivers.actions.wasDeleted', { name: driver.full_name }),
      },
      failure: t('drivers.actions.deleteFailed'),
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
          label: t('drivers.actions.status'),
          ariaLabel: t('drivers.actions.changeStatusOf', { name: driver.full_name }),
          variant: 'outline-secondary',
          choices: DRIVER_STATUSES.map(changeTo),
        },
        {
          label: t('drivers.actions.delete'),
          variant: 'outline-danger',
          confirm: {
            title: t('drivers.actions.deleteTitle'),
            body: (
              <>
                <p>
                  {deleteBefore}
                  <strong>{driver.full_name}</strong>
                  {deleteAfter}
                </p>
                <p className="mb-0 text-secondary">{t('drivers.actions.deleteKept')}</p>
              </>
            ),
            confirmLabel: t('drivers.actions.deleteConfirm'),
            variant: 'danger',
            closeOnFailure: true,
          },
          onSelect: remove,
        },
      ]}
    />
  );
}
