import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { useT } from '../messages.gen';
import { CheckedOut, CheckinDriver, stayLength } from './checkin-cells';

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
  const t = useT();
  const columns: Column[] = [
    { label: t('checkins.column.driver') },
    { label: t('checkins.column.vehicle'), from: 'sm' },
    { label: t('checkins.column.checkedIn') },
    { label: t('checkins.column.checkedOut'), from: 'xl' },
    { label: t('checkins.column.stay'), from: 'md' },
    { label: t('checkins.column.status'), from: 'sm' },
  ];
  return (
    <ListTable caption={caption} columns={columns} compact>
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
              {t(checkin.checkout_at ? 'checkins.stayed' : 'checkins.hereFor', {
                stay: stayLength(checkin.checkin_at, checkin.checkout_at),
              })}
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
