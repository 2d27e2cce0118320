import Table from 'react-bootstrap/Table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';

export function DriverCheckins({ checkins }: { checkins: CheckinRow[] }) {
  if (checkins.length === 0) {
    return <p className="text-secondary mb-0">No check-ins yet.</p>;
  }
  return (
    <Table responsive size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">Recent check-ins</caption>
      <thead>
        <tr>
          <th scope="col">Resting point</th>
          <th scope="col" className="d-none d-md-table-cell">
            Vehicle
          </th>
          <th scope="col">Checked in</th>
          <th scope="col">Checked out</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
