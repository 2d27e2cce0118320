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
import { formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';
import {
  deactivateVehicleType,
  deleteVehicleType,
  VEHICLE_TYPE_DEPENDENT_PATHS,
} from '../api/vehicle-types';
import { t, useT } from '../messages.gen';

/** Why the row cannot be deleted, as far as its count tells. */
export function vehicleTypeBlocker(type: VehicleTypeRow): string | null {
  if (type.driver_count === 0) return null;
  return t('vehicleTypes.table.blocker', { count: type.driver_count, name: type.name });
}

export function VehicleTypeTable({
  types,
  sorting,
}: {
  types: VehicleTypeRow[];
  sorting?: TableSorting;
}) {
  const t = useT();
  const mayChange = useMayChange('vehicle_types');
  const columns: Column[] = [
    { label: t('vehicleTypes.column.type'), sort: 'name' },
    { label: t('vehicleTypes.column.code'), sort: 'code', from: 'sm' },
    { label: t('vehicleTypes.column.description'), from: 'lg' },
    { label: t('vehicleTypes.column.drivers'), end: true, sort: 'drivers', from: 'sm' },
    { label: t('vehicleTypes.column.status'), from: 'sm' },
    ACTIONS_COLUMN,
  ];
  const removal = useDeleteOrDeactivate({
    kind: t('vehicleTypes.noun.one'),
    remove: (type: VehicleTypeRow) => deleteVehicleType({ id: type.id }),
    deactivate: deactivateVehicleType,
    failure: t('vehicleTypes.failure'),
    revalidate: VEHICLE_TYPE_DEPENDENT_PATHS,
  });

  const remove = (type: VehicleTypeRow) =>
    removal(type, {
      name: `${type.name} (${type.code})`,
      blocker: vehicleTypeBlocker(type),
      deactivateEffect: t('vehicleTypes.table.deactivateEffect'),
    });

  return (
    <ListTable
      caption={t('vehicleTypes.title')}
      columns={withActions(columns, mayChange)}
      sorting={sorting}
    >
      {types.map((type) => (
        <tr key={type.id}>
          <td>
            <div className="fw-semibold">{type.name}</div>
            {/* On a phone the code and the drivers' count are here, not in columns of their own. */}
            <div className="d-sm-none small">
              {type.code} · {t('vehicleTypes.drivers', { count: type.driver_count })}
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
              aria-label={t('vehicleTypes.table.driversWith', {
                count: type.driver_count,
                name: type.name,
              })}
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
                actions={[
                  { label: t('vehicleTypes.table.edit'), to: paths.vehicleTypes.edit(type.id) },
                  remove(type),
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
