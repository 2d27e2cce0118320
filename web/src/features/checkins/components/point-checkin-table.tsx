import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { CheckedOut, CheckinDriver, stayLength } from './checkin-cells';

const COLUMNS: Column[] = [
  { label: 'Driver' },
  { label: 'Vehicle', from: 'sm' },
  { label: 'Checked in' },
  { label: 'Checked out', from: 'xl' },
  { label: 'Stay', from: 'md' },
  { label: 'Status', from: 'sm' },
];

/**
 * Check-ins at one resting point (its detail screen): who stayed, with which vehicle, and when.
 * The place is the screen's, so it is not repeated on every row.
 */
export function PointCheckinTable({
  checkins,
  caption,
}: {
  checkins: CheckinRow[];
  caption: string;
}) {
  return (
    <ListTable caption={caption} columns={COLUMNS} compact>
      {checkins.map((checkin) => (
        <tr key={checkin.id}>
          <td>
            <CheckinDriver checkin={checkin} />
            <div className="small text-secondary font-monospace d-sm-none">
              {checkin.vehicle_number}
            </div>
          </td>
          <td className="d-none d-sm-table-cell">
            <div className="font-monospace text-nowrap">{checkin.vehicle_number}</div>
            <div className="small text-secondary">{checkin.vehicle_type}</div>
          </td>
          <td>
            <time dateTime={checkin.checkin_at} className="text-nowrap">
              {formatDateTime(checkin.checkin_at)}
            </time>
            {/* On a phone the stay goes here: the Stay column is hidden. */}
            <div className="small text-secondary d-md-none">
              {checkin.checkout_at ? 'Stayed' : 'Here for'}{' '}
              {stayLength(checkin.checkin_at, checkin.checkout_at)}
            </div>
          </td>
          <td className="text-nowrap d-none d-xl-table-cell">
            <CheckedOut checkin={checkin} />
          </td>
          <td className="text-nowrap d-none d-md-table-cell">
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
