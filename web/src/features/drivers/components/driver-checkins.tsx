import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';

const COLUMNS: Column[] = [
  { label: 'Resting point' },
  { label: 'Vehicle', from: 'md' },
  { label: 'Checked in' },
  { label: 'Checked out' },
  { label: 'Status' },
];

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
          <td className="font-monospace text-nowrap d-none d-md-table-cell">
            {checkin.vehicle_number}
          </td>
          <td className="text-nowrap">{formatDateTime(checkin.checkin_at)}</td>
          <td className="text-nowrap">
            {checkin.checkout_at ? formatDateTime(checkin.checkout_at) : 'Still there'}
          </td>
          <td>
            <StatusBadge status={checkin.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
