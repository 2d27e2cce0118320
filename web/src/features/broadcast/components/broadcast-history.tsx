import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Broadcast } from '@/lib/api-schema.gen';
import { formatDateTime, formatNumber } from '@/lib/format';

const CHANNEL_NAMES = { push: 'Push', in_app: 'In-app' } as const;
const channels = (broadcast: Broadcast) =>
  broadcast.channels.map((channel) => CHANNEL_NAMES[channel]).join(', ');

/**
 * Recipients and status always show: the audience and channels go under the message (the table
 * sits beside the form on wide screens), and below sm so do the time and the count.
 */
const COLUMNS: Column[] = [
  { label: 'Sent', from: 'sm', style: { minWidth: '8.5rem' } },
  { label: 'Message' },
  { label: 'Recipients', from: 'sm', end: true },
  { label: 'Status' },
];

const recipients = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'recipient' : 'recipients'}`;

export function BroadcastHistory({ broadcasts }: { broadcasts: Broadcast[] }) {
  return (
    <ListTable caption="Sent broadcasts, newest first" columns={COLUMNS}>
      {broadcasts.map((broadcast) => (
        <tr key={broadcast.id}>
          <td className="d-none d-sm-table-cell">
            <div>{formatDateTime(broadcast.sent_at)}</div>
            <div className="small text-secondary">{broadcast.sent_by}</div>
          </td>
          <td>
            <div className="fw-semibold">{broadcast.title}</div>
            <div className="small text-secondary text-break">{broadcast.message}</div>
            <div className="small mt-1">
              {broadcast.audience_summary} · {channels(broadcast)}
            </div>
            <div className="small text-secondary d-sm-none">
              {formatDateTime(broadcast.sent_at)} by {broadcast.sent_by} ·{' '}
              {recipients(broadcast.recipient_count)}
            </div>
          </td>
          <td className="text-end d-none d-sm-table-cell">
            {formatNumber(broadcast.recipient_count)}
          </td>
          <td>
            <StatusBadge status={broadcast.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
