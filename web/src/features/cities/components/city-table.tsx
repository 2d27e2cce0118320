import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { useDeleteOrDeactivate } from '@/components/ui/delete-or-deactivate';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import type { CityRow } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { deactivateCity, deleteCity } from '../api/cities';
import { t, useT } from '../messages.gen';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';

const columns = (): Column[] => [
  { label: t('cities.table.city') },
  { label: t('cities.table.state'), from: 'md' },
  { label: t('cities.table.restingPoints'), end: true },
  { label: t('cities.table.drivers'), from: 'md', end: true },
  { label: t('cities.table.status'), from: 'sm' },
  ACTIONS_COLUMN,
];

/** Why the row cannot be deleted, as far as its counts tell. */
export function cityBlocker(city: CityRow): string | null {
  const restingPoints = t('cities.count.restingPoints', { count: city.resting_point_count });
  const drivers = t('cities.count.drivers', { count: city.driver_count });
  const held =
    city.resting_point_count > 0 && city.driver_count > 0
      ? t('cities.delete.both', { restingPoints, drivers })
      : city.resting_point_count > 0
        ? restingPoints
        : city.driver_count > 0
          ? drivers
          : null;
  return held === null ? null : t('cities.delete.blocker', { name: city.name, held });
}

export function CityTable({ cities }: { cities: CityRow[] }) {
  const t = useT();
  const mayChange = useMayChange('cities');
  const removal = useDeleteOrDeactivate({
    kind: t('cities.noun.one'),
    remove: (city: CityRow) => deleteCity({ id: city.id }),
    deactivate: deactivateCity,
    failure: t('cities.failure'),
    revalidate: PLACE_DEPENDENT_PATHS,
  });
  const navigate = useNavigate();
  const restingPointsOf = (city: CityRow) =>
    href(paths.restingPoints.list, { state_id: city.state_id, city_id: city.id });

  const remove = (city: CityRow) =>
    removal(city, {
      name: `${city.name}, ${city.state_name}`,
      blocker: cityBlocker(city),
      deactivateEffect: t('cities.delete.deactivateEffect'),
      nextStep:
        city.resting_point_count === 0 && city.driver_count > 0
          ? {
              label: t('cities.delete.showDrivers'),
              run: () => navigate(href(paths.drivers.list, { city_id: city.id })),
            }
          : {
              label: t('cities.delete.showRestingPoints'),
              run: () => navigate(restingPointsOf(city)),
            },
    });

  return (
    <ListTable caption={t('cities.table.caption')} columns={withActions(columns(), mayChange)}>
      {cities.map((city) => (
        <tr key={city.id}>
          <td>
            <div className="fw-semibold">{city.name}</div>
            <div className="d-md-none small text-secondary">{city.state_name}</div>
            <div className="d-sm-none mt-1">
              <StatusBadge status={city.status} />
            </div>
          </td>
          <td className="d-none d-md-table-cell">{city.state_name}</td>
          <td className="text-end">
            <SectionLink
              section="resting_points"
              to={restingPointsOf(city)}
              aria-label={t('cities.count.restingPointsIn', {
                count: city.resting_point_count,
                name: city.name,
              })}
            >
              {formatNumber(city.resting_point_count)}
            </SectionLink>
          </td>
          <td className="text-end d-none d-md-table-cell">{formatNumber(city.driver_count)}</td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={city.status} />
          </td>
          {mayChange && (
            <td>
              <RowActions
                name={city.name}
                actions={[
                  { label: t('cities.table.edit'), to: paths.cities.edit(city.id) },
                  remove(city),
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
