import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useConfirmation, type Confirmation } from '@/components/ui/confirmation';
import { SelectionBar } from '@/components/ui/selection-bar';
import { StatusBadge, statusLabel } from '@/components/ui/status-badge';
import type { RowSelection } from '@/components/ui/use-row-selection';
import { useApiMutation, type MutationResult } from '@/lib/api-query';
import type { DriverBulkFailure, DriverBulkResult, DriverStatus } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { around, ELEMENT } from '@/lib/i18n';
import {
  BULK_LIMIT,
  bulkDeleteDrivers,
  bulkUpdateDriverStatus,
  DRIVER_DEPENDENT_PATHS,
  DRIVER_STATUSES,
  toDriverFilter,
  type DriverFilters,
} from '../api/drivers';
import { useT } from '../messages.gen';

/** The failures listed by name; a longer list ends with "and N more". */
const LISTED_FAILURES = 20;

type Translate = ReturnType<typeof useT>;

/** Why a driver was not changed, after its name; the API's sentence for a reason not known here. */
function reason(t: Translate, failure: DriverBulkFailure): string {
  if (failure.reason === 'deleted') return t('drivers.bulk.reason.deleted');
  if (failure.reason === 'not_found') return t('drivers.bulk.reason.notFound');
  return failure.message;
}

type Outcome = { action: 'changed' | 'deleted'; result: DriverBulkResult };

/** The drivers a bulk action did not change, by name, with the reason the API gave. */
function FailureSummary({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const t = useT();
  const { failed, requested } = outcome.result;
  const listed = failed.slice(0, LISTED_FAILURES);
  return (
    <Alert
      variant="warning"
      dismissible
      onClose={onClose}
      closeLabel={t('drivers.bulk.closeSummary')}
    >
      <Alert.Heading as="h2" className="h6">
        {t('drivers.bulk.failedHeading', {
          failed: formatNumber(failed.length),
          requested,
          action: outcome.action,
        })}
      </Alert.Heading>
      <ul className="mb-0 ps-3">
        {listed.map((failure) => (
          <li key={failure.id}>
            <strong>{failure.name ?? t('drivers.driverNumber', { id: failure.id })}</strong>:{' '}
            {reason(t, failure)}
          </li>
        ))}
        {failed.length > listed.length && (
          <li>{t('drivers.bulk.more', { count: formatNumber(failed.length - listed.length) })}</li>
        )}
      </ul>
    </Alert>
  );
}

/**
 * The bulk bar of the driver list: change the status of, or delete, the selected drivers (or
 * every driver matching the filters, which the API applies again when the action runs), after
 * one confirmation that states the count. The answer's failures stay listed until closed.
 */
export function DriverBulkActions({
  selection,
  filters,
  className,
}: {
  selection: RowSelection<number>;
  filters: DriverFilters;
  /** Of the block around the bar and the summary, rendered only while there is one. */
  className?: string;
}) {
  const t = useT();
  const { run, pending } = useApiMutation();
  const { ask, dialog } = useConfirmation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const target = () =>
    selection.allMatching ? { filter: toDriverFilter(filters) } : { ids: selection.ids };
  const scopeNote = selection.allMatching && (
    <p className="mb-0 text-secondary">{t('drivers.bulk.scopeNote')}</p>
  );

  /**
   * Runs one bulk call; on success the failures (if any) are shown and the selection cleared.
   * The toast says what changed from the answer's counts, in the console's language.
   */
  const perform = async (
    call: () => Promise<{ message: string; body: DriverBulkResult }>,
    titles: {
      done: string;
      failure: string;
      action: Outcome['action'];
      outcome: (result: DriverBulkResult) => string;
    },
  ): Promise<MutationResult<unknown>> => {
    setOutcome(null);
    const result = await run(call, {
      success: (answer) => ({
        title: titles.done,
        message: titles.outcome(answer.body),
        type: answer.body.failed.length > 0 ? 'warning' : 'success',
      }),
      failure: titles.failure,
      revalidate: DRIVER_DEPENDENT_PATHS,
    });
    if (result.ok) {
      if (result.data.body.failed.length > 0) {
        setOutcome({ action: titles.action, result: result.data.body });
      }
      selection.clear();
    }
    return result;
  };

  const changeTo = (status: DriverStatus) => {
    const count = selection.count;
    const [before, after] = around(t('drivers.bulk.becomes', { status: ELEMENT }));
    const confirm: Confirmation = {
      title: t('drivers.bulk.setTitle', { count, status }),
      body: (
        <>
          <p className={scopeNote ? undefined : 'mb-0'}>
            {before}
            <StatusBadge status={status} />
            {after} {t(`drivers.effect.${status}`)}
          </p>
          {scopeNote}
        </>
      ),
      confirmLabel: t('drivers.bulk.setConfirm', { count, status }),
      closeOnFailure: true,
    };
    ask({
      confirm,
      onSelect: () =>
        perform(() => bulkUpdateDriverStatus({ ...target(), status }), {
          done: t('drivers.bulk.statusesChanged'),
          failure: t('drivers.actions.statusFailed'),
          action: 'changed',
          outcome: ({ changed, unchanged, failed }) =>
            t('drivers.bulk.statusDone', { changed, status, unchanged, failed: failed.length }),
        }),
    });
  };

  const remove = () =>
    ask({
      confirm: {
        title: t('drivers.bulk.deleteTitle', { count: selection.count }),
        body: (
          <>
            <p>{t('drivers.bulk.deleteBody')}</p>
            <p className={scopeNote ? undefined : 'mb-0 text-secondary'}>
              {t('drivers.bulk.deleteKept')}
            </p>
            {scopeNote}
          </>
        ),
        confirmLabel: t('drivers.bulk.deleteConfirm', { count: selection.count }),
        variant: 'danger',
        closeOnFailure: true,
      },
      onSelect: () =>
        perform(() => bulkDeleteDrivers(target()), {
          done: t('drivers.bulk.deleted'),
          failure: t('drivers.actions.deleteFailed'),
          action: 'deleted',
          outcome: ({ changed, failed }) =>
            t('drivers.bulk.deleteDone', { changed, failed: failed.length }),
        }),
    });

  return (
    <>
      {(outcome || selection.count > 0) && (
        <div className={className}>
          {outcome && <FailureSummary outcome={outcome} onClose={() => setOutcome(null)} />}
          <SelectionBar
            selection={selection}
            noun={[t('drivers.noun.one'), t('drivers.noun.other')]}
            limit={BULK_LIMIT}
            busy={pending}
          >
            <Dropdown>
              <Dropdown.Toggle variant="outline-primary" size="sm" disabled={pending}>
                {t('drivers.bulk.changeStatus')}
              </Dropdown.Toggle>
              <Dropdown.Menu>
                {DRIVER_STATUSES.map((status) => (
                  <Dropdown.Item key={status} as="button" onClick={() => changeTo(status)}>
                    {statusLabel(status)}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
            <Button variant="outline-danger" size="sm" onClick={remove} disabled={pending}>
              {t('drivers.actions.delete')}
            </Button>
          </SelectionBar>
        </div>
      )}
      {dialog}
    </>
  );
}
