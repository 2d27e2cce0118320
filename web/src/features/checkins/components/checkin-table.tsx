import { Link } from 'react-router-dom';
import { ListTable, type Column, type TableSorting } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * Below xl the vehicle shows under the driver and the stay under the check-in time; below md the
 * resting point shows under the driver, and below sm the status under the time.
 */
const COLUMNS: Column[] = [
  { label: 'Driver' },
  { label: 'Vehicle', from: 'xl' },
  { label: 'Resting point', from: 'md' },
  { label: 'Checked in', sort: 'checked_in' },
  { label: 'Checked out', from: 'xxl' },
  { label: 'Stay', from: 'xl' },
  { label: 'Status', from: 'sm' },
];

/** How long the stay was, or that it goes on. */
const stayText = (checkin: CheckinRow) =>
  checkin.checkout_at
    ? stayLength(checkin.checkin_at, checkin.checkout_at)
    : `Still there (${stayLength(checkin.checkin_at, null)})`;

/** "5 h 20 min" between two times; up to now while the driver is still there. */
export function stayLength(from: string, to: string | null, now = Date.now()): string {
  const minutes = Math.max(
    0,
    Math.round(((to ? Date.parse(to) : now) - Date.parse(from)) / 60_000),
  );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function CheckinTable({
  checkins,
  sorting,
}: {
  checkins: CheckinRow[];
  sorting?: TableSorting;
}) {
  return (
    <ListTable caption="Check-ins" columns={COLUMNS} sorting={sorting}>
      {checkins.map((checkin) => (
        <tr key={checkin.id}>
          <td>
            {checkin.driver_deleted ? (
              <>
                {checkin.driver_name}
                <div className="small text-secondary">Deleted driver</div>
              </>
            ) : (
              <Link to={paths.drivers.view(checkin.user_id)}>{checkin.driver_name}</Link>
            )}
            <div className="small text-secondary font-monospace d-xl-none">
              {checkin.vehicle_number}
            </div>
            <div className="small d-md-none">{checkin.resting_point_name}</div>
          </td>
          <td className="d-none d-xl-table-cell">
            <div className="font-monospace text-nowrap">{checkin.vehicle_number}</div>
            <div className="small text-secondary">{checkin.vehicle_type}</div>
          </td>
          <td className="d-none d-md-table-cell">
            {checkin.resting_point_name}
            <div className="small text-secondary">
              {[checkin.city_name, checkin.state_name].filter(Boolean).join(', ')}
            </div>
          </td>
          <td>
            <time dateTime={checkin.checkin_at}>{formatDateTime(checkin.checkin_at)}</time>
            <div className="small text-secondary d-xl-none">{stayText(checkin)}</div>
            <div className="d-sm-none">
              <StatusBadge status={checkin.status} />
            </div>
          </td>
          <td className="text-nowrap d-none d-xxl-table-cell">
            {checkin.checkout_at ? (
              <time dateTime={checkin.checkout_at}>{formatDateTime(checkin.checkout_at)}</time>
            ) : (
              <span className="text-secondary">Still there</span>
            )}
          </td>
          <td className="text-nowrap d-none d-xl-table-cell">
            {stayLength(checkin.checkin_at, checkin.checkout_at)}
          </td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={checkin.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
