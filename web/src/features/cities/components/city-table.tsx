import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { useDeleteOrDeactivate } from '@/components/ui/delete-or-deactivate';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import type { CityRow } from '@/lib/api-schema.gen';
import { formatCount, formatNumber } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { CITY_FAILURE, deactivateCity, deleteCity } from '../api/cities';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';

const COLUMNS: Column[] = [
  { label: 'City' },
  { label: 'State', from: 'md' },
  { label: 'Resting points', end: true },
  { label: 'Drivers', from: 'md', end: true },
  { label: 'Status', from: 'sm' },
  ACTIONS_COLUMN,
];

/** Why the row cannot be deleted, as far as its counts tell. */
export function cityBlocker(city: CityRow): string | null {
  const parts = [
    city.resting_point_count > 0
      ? formatCount(city.resting_point_count, 'resting point', 'resting points')
      : null,
    city.driver_count > 0 ? formatCount(city.driver_count, 'driver', 'drivers') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `${city.name} still has ${parts.join(' and ')}. Move them to another city or delete them first.`;
}

export function CityTable({ cities }: { cities: CityRow[] }) {
  const mayChange = useMayChange('cities');
  const removal = useDeleteOrDeactivate({
    kind: 'city',
    remove: (city: CityRow) => deleteCity({ id: city.id }),
    deactivate: deactivateCity,
    failure: CITY_FAILURE,
    revalidate: PLACE_DEPENDENT_PATHS,
  });
  const navigate = useNavigate();
  const restingPointsOf = (city: CityRow) =>
    href(paths.restingPoints.list, { state_id: city.state_id, city_id: city.id });

  const remove = (city: CityRow) =>
    removal(city, {
      name: `${city.name}, ${city.state_name}`,
      blocker: cityBlocker(city),
      deactivateEffect: 'drivers no longer see it when choosing where they are.',
      nextStep:
        city.resting_point_count === 0 && city.driver_count > 0
          ? {
              label: 'Show its drivers',
              run: () => navigate(href(paths.drivers.list, { city_id: city.id })),
            }
          : { label: 'Show its resting points', run: () => navigate(restingPointsOf(city)) },
    });

  return (
    <ListTable caption="Cities" columns={withActions(COLUMNS, mayChange)}>
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
              aria-label={`${formatCount(city.resting_point_count, 'resting point', 'resting points')} in ${city.name}`}
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
                actions={[{ label: 'Edit', to: paths.cities.edit(city.id) }, remove(city)]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
