import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useConfirmation, type Confirmation } from '@/components/ui/confirmation';
import { SelectionBar } from '@/components/ui/selection-bar';
import { StatusBadge } from '@/components/ui/status-badge';
import type { RowSelection } from '@/components/ui/use-row-selection';
import { useApiMutation, type MutationResult } from '@/lib/api-query';
import type { DriverBulkResult, DriverStatus } from '@/lib/api-schema.gen';
import { formatCount, formatNumber, humanize } from '@/lib/format';
import {
  BULK_LIMIT,
  bulkDeleteDrivers,
  bulkUpdateDriverStatus,
  DRIVER_DEPENDENT_PATHS,
  DRIVER_STATUSES,
  toDriverFilter,
  type DriverFilters,
} from '../api/drivers';
import { STATUS_EFFECT } from './driver-actions';

const NOUN = ['driver', 'drivers'] as const;
/** The failures listed by name; a longer list ends with "and N more". */
const LISTED_FAILURES = 20;

/** Why a driver was not changed, after its name; the API's sentence for a reason not known here. */
const REASONS: Record<string, string> = {
  deleted: 'already deleted',
  not_found: 'not found; it may have been removed',
};

const drivers = (count: number) => formatCount(count, 'driver', 'drivers');

type Outcome = { action: string; result: DriverBulkResult };

/** The drivers a bulk action did not change, by name, with the reason the API gave. */
function FailureSummary({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { failed, requested } = outcome.result;
  const listed = failed.slice(0, LISTED_FAILURES);
  return (
    <Alert variant="warning" dismissible onClose={onClose} closeLabel="Close summary">
      <Alert.Heading as="h2" className="h6">
        {formatNumber(failed.length)} of {drivers(requested)} could not be {outcome.action}
      </Alert.Heading>
      <ul className="mb-0 ps-3">
        {listed.map((failure) => (
          <li key={failure.id}>
            <strong>{failure.name ?? `Driver #${failure.id}`}</strong>:{' '}
            {REASONS[failure.reason] ?? failure.message}
          </li>
        ))}
        {failed.length > listed.length && (
          <li>and {formatNumber(failed.length - listed.length)} more</li>
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
  const { run, pending } = useApiMutation();
  const { ask, dialog } = useConfirmation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const target = () =>
    selection.allMatching ? { filter: toDriverFilter(filters) } : { ids: selection.ids };
  const scopeNote = selection.allMatching && (
    <p className="mb-0 text-secondary">
      Every driver matching the current filters when you confirm is included.
    </p>
  );

  /** Runs one bulk call; on success the failures (if any) are shown and the selection cleared. */
  const perform = async (
    call: () => Promise<{ message: string; body: DriverBulkResult }>,
    titles: { done: string; failure: string; action: string },
  ): Promise<MutationResult<unknown>> => {
    setOutcome(null);
    const result = await run(call, {
      success: (answer) => ({
        title: titles.done,
        message: answer.message,
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
    const confirm: Confirmation = {
      title: `Set ${drivers(selection.count)} to ${status}?`,
      body: (
        <>
          <p className={scopeNote ? undefined : 'mb-0'}>
            Each selected driver becomes <StatusBadge status={status} />. {STATUS_EFFECT[status]}
          </p>
          {scopeNote}
        </>
      ),
      confirmLabel: `Set ${drivers(selection.count)} to ${status}`,
      closeOnFailure: true,
    };
    ask({
      confirm,
      onSelect: () =>
        perform(() => bulkUpdateDriverStatus({ ...target(), status }), {
          done: 'Statuses changed',
          failure: 'Status update failed',
          action: 'changed',
        }),
    });
  };

  const remove = () =>
    ask({
      confirm: {
        title: `Delete ${drivers(selection.count)}?`,
        body: (
          <>
            <p>They will disappear from every list and count.</p>
            <p className={scopeNote ? undefined : 'mb-0 text-secondary'}>
              Their records and check-in history are kept, so past reports stay right.
            </p>
            {scopeNote}
          </>
        ),
        confirmLabel: `Delete ${drivers(selection.count)}`,
        variant: 'danger',
        closeOnFailure: true,
      },
      onSelect: () =>
        perform(() => bulkDeleteDrivers(target()), {
          done: 'Drivers deleted',
          failure: 'Driver delete failed',
          action: 'deleted',
        }),
    });

  return (
    <>
      {(outcome || selection.count > 0) && (
        <div className={className}>
          {outcome && <FailureSummary outcome={outcome} onClose={() => setOutcome(null)} />}
          <SelectionBar selection={selection} noun={NOUN} limit={BULK_LIMIT} busy={pending}>
            <Dropdown>
              <Dropdown.Toggle variant="outline-primary" size="sm" disabled={pending}>
                Change status
              </Dropdown.Toggle>
              <Dropdown.Menu>
                {DRIVER_STATUSES.map((status) => (
                  <Dropdown.Item key={status} as="button" onClick={() => changeTo(status)}>
                    {humanize(status)}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
            <Button variant="outline-danger" size="sm" onClick={remove} disabled={pending}>
              Delete
            </Button>
          </SelectionBar>
        </div>
      )}
      {dialog}
    </>
  );
}
