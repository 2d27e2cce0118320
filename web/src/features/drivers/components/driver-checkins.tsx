import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';

/** Below md the check-out time shows under the check-in time. */
const COLUMNS: Column[] = [
  { label: 'Resting point' },
  { label: 'Vehicle', from: 'xl' },
  { label: 'Checked in' },
  { label: 'Checked out', from: 'md' },
  { label: 'Status' },
];

const checkedOut = (checkin: CheckinRow) =>
  checkin.checkout_at ? formatDateTime(checkin.checkout_at) : 'Still there';

export function DriverCheckins({ checkins }: { checkins: CheckinRow[] }) {
  if (checkins.length === 0) {
    return <p className="text-secondary mb-0">No check-ins yet.</p>;
  }
  return (
    <ListTable caption="Recent check-ins" columns={COLUMNS} compact>
      {checkins.map((checkin) => (
        <tr key={checkin.id}>
          <td>
            {checkin.resting_point_name}
            <div className="small text-secondary">
              {[checkin.city_name, checkin.state_name].filter(Boolean).join(', ')}
            </div>
          </td>
          <td className="font-monospace text-nowrap d-none d-xl-table-cell">
            {checkin.vehicle_number}
          </td>
          <td>
            {formatDateTime(checkin.checkin_at)}
            <div className="small text-secondary d-md-none">
              {checkin.checkout_at ? 'Until ' : ''}
              {checkedOut(checkin)}
            </div>
          </td>
          <td className="d-none d-md-table-cell">{checkedOut(checkin)}</td>
          <td>
            <StatusBadge status={checkin.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
