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
import { around, ELEMENT } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';
import { deactivateRestingPoint, deleteRestingPoint } from '../api/resting-points';
import { t, useT } from '../messages.gen';
import { typeLabel } from './resting-point-schema';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';

const columns = (): Column[] => [
  { label: t('restingPoints.table.restingPoint'), sort: 'name' },
  { label: t('restingPoints.table.city'), from: 'md' },
  { label: t('restingPoints.table.highway'), from: 'xl' },
  { label: t('restingPoints.table.capacity'), end: true },
  { label: t('restingPoints.table.todayCheckins'), from: 'sm', end: true, sort: 'today_checkins' },
  { label: t('restingPoints.table.status'), from: 'sm' },
  ACTIONS_COLUMN,
];

/** A point drivers have checked in at keeps its history: it can only be set inactive. */
export function restingPointBlocker(point: RestingPoint): string | null {
  if (point.checkin_count === 0) return null;
  return t('restingPoints.delete.blocker', { name: point.name, count: point.checkin_count });
}

/**
 * Today's check-ins of a point, as a link to exactly those in the check-in list (today is an
 * India day, as the API counts it). Its name starts with the number it shows.
 */
function TodayCheckins({ point, today }: { point: RestingPoint; today: string }) {
  const t = useT();
  const count = point.today_checkins;
  return (
    <SectionLink
      section="checkins"
      to={href(paths.checkins.list, { resting_point_id: point.id, from: today, to: today })}
      aria-label={t('restingPoints.table.checkinsTodayAt', { count, name: point.name })}
      className="d-inline-block px-1"
    >
      {formatNumber(count)}
    </SectionLink>
  );
}

/** "5 check-ins today" below the sm breakpoint, the number a link, where each language puts it. */
function CheckinsToday({ point, today }: { point: RestingPoint; today: string }) {
  const t = useT();
  const [before, after] = around(
    t('restingPoints.table.checkinsToday', { count: point.today_checkins, number: ELEMENT }),
  );
  return (
    <>
      {before}
      <TodayCheckins point={point} today={today} />
      {after}
    </>
  );
}

export function RestingPointTable({
  points,
  sorting,
}: {
  points: RestingPoint[];
  sorting?: TableSorting;
}) {
  const t = useT();
  const mayChange = useMayChange('resting_points');
  const today = indiaDate();
  const removal = useDeleteOrDeactivate({
    kind: t('restingPoints.noun.one'),
    remove: (point: RestingPoint) => deleteRestingPoint({ id: point.id }),
    deactivate: deactivateRestingPoint,
    failure: t('restingPoints.failure'),
    revalidate: PLACE_DEPENDENT_PATHS,
  });

  const remove = (point: RestingPoint) =>
    removal(point, {
      name: point.name,
      blocker: restingPointBlocker(point),
      deactivateEffect: t('restingPoints.delete.deactivateEffect'),
    });

  return (
    <ListTable
      caption={t('restingPoints.table.caption')}
      columns={withActions(columns(), mayChange)}
      sorting={sorting}
    >
      {points.map((point) => (
        <tr key={point.id}>
          <td>
            <Link to={paths.restingPoints.view(point.id)} className="fw-semibold">
              {point.name}
            </Link>
            <div className="small text-secondary">{typeLabel(point.type)}</div>
            <div className="small text-secondary d-md-none">
              {point.city_name}, {point.state_name}
            </div>
            <div className="d-sm-none small">
              <CheckinsToday point={point} today={today} /> <StatusBadge status={point.status} />
            </div>
          </td>
          <td className="d-none d-md-table-cell">
            <div>{point.city_name}</div>
            <div className="small text-secondary">{point.state_name}</div>
          </td>
          <td className="d-none d-xl-table-cell">{point.highway ?? '—'}</td>
          <td className="text-end text-nowrap">
            {t('restingPoints.table.trucks', { count: formatNumber(point.parking_capacity) })}
            {point.beds > 0 && (
              <div className="small text-secondary">
                {t('restingPoints.table.beds', { count: formatNumber(point.beds) })}
              </div>
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
                actions={[
                  { label: t('restingPoints.table.edit'), to: paths.restingPoints.edit(point.id) },
                  remove(point),
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
