import { Link } from 'react-router-dom';
import {
  ACTIONS_COLUMN,
  ListTable,
  type Column,
  type TableSorting,
} from '@/components/ui/list-table';
import { Avatar } from '@/components/ui/avatar';
import { SelectCheckbox, selectionColumn } from '@/components/ui/selection-bar';
import type { RowSelection } from '@/components/ui/use-row-selection';
import { StatusBadge } from '@/components/ui/status-badge';
import type { DriverRow } from '@/lib/api-schema.gen';
import { assetUrl } from '@/lib/env';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { useT } from '../messages.gen';
import { DriverActions } from './driver-actions';

/**
 * The driver list; with `selection`, a first column of checkboxes for bulk actions; with
 * `sorting`, sortable headings. The status and delete actions (and the selection) only for an
 * account that may change drivers.
 */
export function DriverTable({
  drivers,
  selection,
  sorting,
  hideCompany = false,
}: {
  drivers: DriverRow[];
  selection?: RowSelection<number>;
  sorting?: TableSorting;
  /** Leave the Company column out where every driver is of one company (its detail screen). */
  hideCompany?: boolean;
}) {
  const t = useT();
  const mayChange = useMayChange('drivers');
  const selecting = mayChange ? selection : undefined;
  // Below xl the location, below sm the status, show under the driver's name.
  const shown: Column[] = [
    { label: t('drivers.column.driver'), sort: 'name' },
    { label: t('drivers.column.vehicle'), from: 'sm' },
    ...(hideCompany ? [] : [{ label: t('drivers.column.company'), from: 'xl' } as const]),
    { label: t('drivers.column.location'), from: 'xl', sort: 'city' },
    { label: t('drivers.column.status'), from: 'sm', sort: 'status' },
    { label: t('drivers.column.registered'), from: 'xxl', sort: 'registered' },
    ...(mayChange ? [ACTIONS_COLUMN] : []),
  ];
  const columns = selecting
    ? [selectionColumn(selecting, t('drivers.table.selectPage')), ...shown]
    : shown;
  return (
    <ListTable caption={t('drivers.title')} columns={columns} sorting={sorting}>
      {drivers.map((driver) => (
        <tr
          key={driver.user_id}
          className={selecting?.isSelected(driver.user_id) ? 'table-active' : undefined}
        >
          {selecting && (
            <td>
              <SelectCheckbox
                label={t('drivers.table.select', { name: driver.full_name })}
                checked={selecting.isSelected(driver.user_id)}
                onChange={() => selecting.toggle(driver.user_id)}
              />
            </td>
          )}
          <td>
            <div className="d-flex align-items-center gap-2">
              <Avatar
                src={assetUrl(driver.photo_url)}
                name={driver.full_name}
                size={36}
                className="d-none d-md-inline-flex flex-shrink-0"
              />
              <div>
                <Link to={paths.drivers.view(driver.user_id)} className="fw-semibold text-break">
                  {driver.full_name}
                </Link>
                <div className="small text-secondary text-nowrap">{driver.mobile}</div>
                <div className="small text-secondary d-xl-none">
                  {driver.city_name}, {driver.state_name}
                </div>
                <div className="d-sm-none">
                  <StatusBadge status={driver.status} />
                </div>
              </div>
            </div>
          </td>
          <td className="d-none d-sm-table-cell">
            <div className="font-monospace text-nowrap">{driver.vehicle_number}</div>
            <div className="small text-secondary">{driver.vehicle_type}</div>
          </td>
          {!hideCompany && (
            <td className="d-none d-xl-table-cell">
              {driver.company_name ?? (
                <span className="text-secondary">{t('drivers.ownerDriver')}</span>
              )}
            </td>
          )}
          <td className="d-none d-xl-table-cell">
            {driver.city_name}
            <div className="small text-secondary">{driver.state_name}</div>
          </td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={driver.status} />
          </td>
          <td className="text-nowrap d-none d-xxl-table-cell">{formatDate(driver.created_at)}</td>
          {mayChange && (
            <td>
              <DriverActions driver={driver} size="sm" />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
