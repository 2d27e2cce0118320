import { Link } from 'react-router-dom';
import { ACTIONS_COLUMN, ListTable, type Column } from '@/components/ui/list-table';
import { deleteOrDeactivate } from '@/components/ui/delete-or-deactivate';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import { useApiMutation } from '@/lib/api-query';
import type { RestingPoint } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import {
  deactivateRestingPoint,
  deleteRestingPoint,
  RESTING_POINT_FAILURE,
} from '../api/resting-points';
import { TYPE_LABELS } from './resting-point-schema';

const COLUMNS: Column[] = [
  { label: 'Resting point' },
  { label: 'City', from: 'md' },
  { label: 'Highway', from: 'lg' },
  { label: 'Capacity', end: true },
  { label: "Today's check-ins", from: 'sm', end: true },
  { label: 'Status', from: 'sm' },
  ACTIONS_COLUMN,
];

/** A point drivers have checked in at keeps its history: it can only be set inactive. */
export function restingPointBlocker(point: RestingPoint): string | null {
  if (point.checkin_count === 0) return null;
  const checkins =
    point.checkin_count === 1 ? '1 check-in' : `${formatNumber(point.checkin_count)} check-ins`;
  return `${point.name} has ${checkins}, so it cannot be deleted: its history must be kept.`;
}

export function RestingPointTable({ points }: { points: RestingPoint[] }) {
  const { run } = useApiMutation();

  const remove = (point: RestingPoint) =>
    deleteOrDeactivate({
      kind: 'resting point',
      name: point.name,
      active: point.status === 'active',
      blocker: restingPointBlocker(point),
      deactivateEffect: 'drivers no longer see it in the app, and its check-in history stays.',
      onDelete: () =>
        run(() => deleteRestingPoint({ id: point.id }), {
          success: { title: 'Resting point deleted', message: `${point.name} was deleted.` },
          failure: RESTING_POINT_FAILURE,
          revalidate: PLACE_DEPENDENT_PATHS,
        }),
      onDeactivate: () =>
        run(() => deactivateRestingPoint(point), {
          success: {
            title: 'Resting point set inactive',
            message: `${point.name} is now inactive.`,
          },
          failure: RESTING_POINT_FAILURE,
          revalidate: PLACE_DEPENDENT_PATHS,
        }),
    });

  return (
    <ListTable caption="Resting points" columns={COLUMNS}>
      {points.map((point) => (
        <tr key={point.id}>
          <td>
            <Link to={paths.restingPoints.view(point.id)} className="fw-semibold">
              {point.name}
            </Link>
            <div className="small text-secondary">{TYPE_LABELS[point.type]}</div>
            <div className="small text-secondary d-md-none">
              {point.city_name}, {point.state_name}
            </div>
            <div className="d-sm-none small">
              {formatNumber(point.today_checkins)}{' '}
              {point.today_checkins === 1 ? 'check-in' : 'check-ins'} today{' '}
              <StatusBadge status={point.status} />
            </div>
          </td>
          <td className="d-none d-md-table-cell">
            <div>{point.city_name}</div>
            <div className="small text-secondary">{point.state_name}</div>
          </td>
          <td className="d-none d-lg-table-cell">{point.highway ?? '—'}</td>
          <td className="text-end text-nowrap">
            {formatNumber(point.parking_capacity)} trucks
            {point.beds > 0 && (
              <div className="small text-secondary">{formatNumber(point.beds)} beds</div>
            )}
          </td>
          <td className="text-end d-none d-sm-table-cell">{formatNumber(point.today_checkins)}</td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={point.status} />
          </td>
          <td>
            <RowActions
              name={point.name}
              actions={[{ label: 'Edit', to: paths.restingPoints.edit(point.id) }, remove(point)]}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
