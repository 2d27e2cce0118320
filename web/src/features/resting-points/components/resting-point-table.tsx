import { Link } from 'react-router-dom';
import {
  ACTIONS_COLUMN,
  ListTable,
  withActions,
  type Column,
  type TableSorting,
} from '@/components/ui/list-table';
import { useDeleteOrDeactivate } from '@/components/ui/delete-or-deactivate';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import type { RestingPoint } from '@/lib/api-schema.gen';
import { formatNumber, indiaDate } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import {
  deactivateRestingPoint,
  deleteRestingPoint,
  RESTING_POINT_FAILURE,
} from '../api/resting-points';
import { TYPE_LABELS } from './resting-point-schema';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';

const COLUMNS: Column[] = [
  { label: 'Resting point', sort: 'name' },
  { label: 'City', from: 'md' },
  { label: 'Highway', from: 'xl' },
  { label: 'Capacity', end: true },
  { label: "Today's check-ins", from: 'sm', end: true, sort: 'today_checkins' },
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

/**
 * Today's check-ins of a point, as a link to exactly those in the check-in list (today is an
 * India day, as the API counts it). Its name starts with the number it shows.
 */
function TodayCheckins({ point, today }: { point: RestingPoint; today: string }) {
  const count = point.today_checkins;
  const words = `${formatNumber(count)} ${count === 1 ? 'check-in' : 'check-ins'} today`;
  return (
    <SectionLink
      section="checkins"
      to={href(paths.checkins.list, { resting_point_id: point.id, from: today, to: today })}
      aria-label={`${words} at ${point.name}`}
      className="d-inline-block px-1"
    >
      {formatNumber(count)}
    </SectionLink>
  );
}

export function RestingPointTable({
  points,
  sorting,
}: {
  points: RestingPoint[];
  sorting?: TableSorting;
}) {
  const mayChange = useMayChange('resting_points');
  const today = indiaDate();
  const removal = useDeleteOrDeactivate({
    kind: 'resting point',
    remove: (point: RestingPoint) => deleteRestingPoint({ id: point.id }),
    deactivate: deactivateRestingPoint,
    failure: RESTING_POINT_FAILURE,
    revalidate: PLACE_DEPENDENT_PATHS,
  });

  const remove = (point: RestingPoint) =>
    removal(point, {
      name: point.name,
      blocker: restingPointBlocker(point),
      deactivateEffect: 'drivers no longer see it in the app, and its check-in history stays.',
    });

  return (
    <ListTable caption="Resting points" columns={withActions(COLUMNS, mayChange)} sorting={sorting}>
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
              <TodayCheckins point={point} today={today} />{' '}
              {point.today_checkins === 1 ? 'check-in' : 'check-ins'} today{' '}
              <StatusBadge status={point.status} />
            </div>
          </td>
          <td className="d-none d-md-table-cell">
            <div>{point.city_name}</div>
            <div className="small text-secondary">{point.state_name}</div>
          </td>
          <td className="d-none d-xl-table-cell">{point.highway ?? '—'}</td>
          <td className="text-end text-nowrap">
            {formatNumber(point.parking_capacity)} trucks
            {point.beds > 0 && (
              <div className="small text-secondary">{formatNumber(point.beds)} beds</div>
            )}
          </td>
          <td className="text-end d-none d-sm-table-cell">
            <TodayCheckins point={point} today={today} />
          </td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={point.status} />
          </td>
          {mayChange && (
            <td>
              <RowActions
                name={point.name}
                actions={[{ label: 'Edit', to: paths.restingPoints.edit(point.id) }, remove(point)]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
