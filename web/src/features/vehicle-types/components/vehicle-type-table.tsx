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
import type { VehicleTypeRow } from '@/lib/api-schema.gen';
import { formatCount, formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';
import {
  deactivateVehicleType,
  deleteVehicleType,
  VEHICLE_TYPE_DEPENDENT_PATHS,
  VEHICLE_TYPE_FAILURE,
} from '../api/vehicle-types';

const drivers = (count: number) => formatCount(count, 'driver', 'drivers');

const COLUMNS: Column[] = [
  { label: 'Vehicle type', sort: 'name' },
  { label: 'Code', sort: 'code', from: 'sm' },
  { label: 'Description', from: 'lg' },
  { label: 'Drivers', end: true, sort: 'drivers', from: 'sm' },
  { label: 'Status', from: 'sm' },
  ACTIONS_COLUMN,
];

/** Why the row cannot be deleted, as far as its count tells. */
export function vehicleTypeBlocker(type: VehicleTypeRow): string | null {
  if (type.driver_count === 0) return null;
  const use = type.driver_count === 1 ? 'uses' : 'use';
  return `${drivers(type.driver_count)} ${use} ${type.name}, so it cannot be deleted.`;
}

export function VehicleTypeTable({
  types,
  sorting,
}: {
  types: VehicleTypeRow[];
  sorting?: TableSorting;
}) {
  const mayChange = useMayChange('vehicle_types');
  const removal = useDeleteOrDeactivate({
    kind: 'vehicle type',
    remove: (type: VehicleTypeRow) => deleteVehicleType({ id: type.id }),
    deactivate: deactivateVehicleType,
    failure: VEHICLE_TYPE_FAILURE,
    revalidate: VEHICLE_TYPE_DEPENDENT_PATHS,
  });

  const remove = (type: VehicleTypeRow) =>
    removal(type, {
      name: `${type.name} (${type.code})`,
      blocker: vehicleTypeBlocker(type),
      deactivateEffect: 'drivers keep it, but new drivers can no longer choose it.',
    });

  return (
    <ListTable caption="Vehicle types" columns={withActions(COLUMNS, mayChange)} sorting={sorting}>
      {types.map((type) => (
        <tr key={type.id}>
          <td>
            <div className="fw-semibold">{type.name}</div>
            {/* On a phone the code and the drivers' count are here, not in columns of their own. */}
            <div className="d-sm-none small">
              {type.code} · {drivers(type.driver_count)}
            </div>
            {type.description && (
              <div className="d-lg-none small text-secondary">{type.description}</div>
            )}
            <div className="d-sm-none small">
              <StatusBadge status={type.status} />
            </div>
          </td>
          <td className="d-none d-sm-table-cell">{type.code}</td>
          <td className="d-none d-lg-table-cell">{type.description}</td>
          <td className="d-none d-sm-table-cell text-end">
            <SectionLink
              section="drivers"
              to={href(paths.drivers.list, { vehicle_type: type.code })}
              aria-label={`${drivers(type.driver_count)} with ${type.name}`}
            >
              {formatNumber(type.driver_count)}
            </SectionLink>
          </td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={type.status} />
          </td>
          {mayChange && (
            <td>
              <RowActions
                name={type.name}
                actions={[{ label: 'Edit', to: paths.vehicleTypes.edit(type.id) }, remove(type)]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
