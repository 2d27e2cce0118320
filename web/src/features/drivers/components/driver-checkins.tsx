import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { useT } from '../messages.gen';

export function DriverCheckins({ checkins }: { checkins: CheckinRow[] }) {
  const t = useT();
  if (checkins.length === 0) {
    return <p className="text-secondary mb-0">{t('drivers.checkins.none')}</p>;
  }
  // Below md the check-out time shows under the check-in time.
  const columns: Column[] = [
    { label: t('drivers.column.restingPoint') },
    { label: t('drivers.column.vehicle'), from: 'xl' },
    { label: t('drivers.column.checkedIn') },
    { label: t('drivers.column.checkedOut'), from: 'md' },
    { label: t('drivers.column.status') },
  ];
  const stillThere = t('drivers.checkins.stillThere');
  return (
    <ListTable caption={t('drivers.detail.recentCheckins')} columns={columns} compact>
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
              {checkin.checkout_at
                ? t('drivers.checkins.until', { time: formatDateTime(checkin.checkout_at) })
                : stillThere}
            </div>
          </td>
          <td className="d-none d-md-table-cell">
            {checkin.checkout_at ? formatDateTime(checkin.checkout_at) : stillThere}
          </td>
          <td>
            <StatusBadge status={checkin.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
