import { Link } from 'react-router-dom';
import { ACTIONS_COLUMN, ListTable, type Column } from '@/components/ui/list-table';
import { Avatar } from '@/components/ui/avatar';
import { StatusBadge } from '@/components/ui/status-badge';
import type { DriverRow } from '@/lib/api-schema.gen';
import { assetUrl } from '@/lib/env';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DriverActions } from './driver-actions';

const COLUMNS: Column[] = [
  { label: 'Driver' },
  { label: 'Vehicle', from: 'sm' },
  { label: 'Company', from: 'lg' },
  { label: 'Location', from: 'md' },
  { label: 'Status' },
  { label: 'Registered', from: 'xl' },
  ACTIONS_COLUMN,
];

type DriverTableProps = {
  drivers: DriverRow[];
  /** Leave the Company column out where every driver is of one company (its detail screen). */
  hideCompany?: boolean;
};

export function DriverTable({ drivers, hideCompany = false }: DriverTableProps) {
  const columns = hideCompany ? COLUMNS.filter((column) => column.label !== 'Company') : COLUMNS;
  return (
    <ListTable caption="Drivers" columns={columns}>
      {drivers.map((driver) => (
        <tr key={driver.user_id}>
          <td>
            <div className="d-flex align-items-center gap-2">
              <Avatar src={assetUrl(driver.photo_url)} name={driver.full_name} size={36} />
              <div>
                <Link to={paths.drivers.view(driver.user_id)} className="fw-semibold">
                  {driver.full_name}
                </Link>
                <div className="small text-secondary text-nowrap">{driver.mobile}</div>
              </div>
            </div>
          </td>
          <td className="d-none d-sm-table-cell">
            <div className="font-monospace text-nowrap">{driver.vehicle_number}</div>
            <div className="small text-secondary">{driver.vehicle_type}</div>
          </td>
          {!hideCompany && (
            <td className="d-none d-lg-table-cell">
              {driver.company_name ?? <span className="text-secondary">Owner-driver</span>}
            </td>
          )}
          <td className="d-none d-md-table-cell">
            {driver.city_name}
            <div className="small text-secondary">{driver.state_name}</div>
          </td>
          <td>
            <StatusBadge status={driver.status} />
          </td>
          <td className="text-nowrap d-none d-xl-table-cell">{formatDate(driver.created_at)}</td>
          <td>
            <DriverActions driver={driver} size="sm" />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
