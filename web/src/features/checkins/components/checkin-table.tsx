import { ListTable, type Column, type TableSorting } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { t, useT } from '../messages.gen';
import { CheckedOut, CheckinDriver, stayLength } from './checkin-cells';

/** How long the stay was, or that it goes on. */
const stayText = (checkin: CheckinRow) =>
  checkin.checkout_at
    ? stayLength(checkin.checkin_at, checkin.checkout_at)
    : t('checkins.stillThereFor', { stay: stayLength(checkin.checkin_at, null) });

export function CheckinTable({
  checkins,
  sorting,
}: {
  checkins: CheckinRow[];
  sorting?: TableSorting;
}) {
  const t = useT();
  /*
   * Below xl the vehicle shows under the driver and the stay under the check-in time; below md
   * the resting point shows under the driver, and below sm the status under the time.
   */
  const columns: Column[] = [
    { label: t('checkins.column.driver') },
    { label: t('checkins.column.vehicle'), from: 'xl' },
    { label: t('checkins.column.restingPoint'), from: 'md' },
    { label: t('checkins.column.checkedIn'), sort: 'checked_in' },
    { label: t('checkins.column.checkedOut'), from: 'xxl' },
    { label: t('checkins.column.stay'), from: 'xl' },
    { label: t('checkins.column.status'), from: 'sm' },
  ];
  return (
    <ListTable caption={t('checkins.title')} columns={columns} sorting={sorting}>
      {checkins.map((checkin) => (
        <tr key={checkin.id}>
          <td>
            <CheckinDriver checkin={checkin} />
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
            <CheckedOut checkin={checkin} />
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
