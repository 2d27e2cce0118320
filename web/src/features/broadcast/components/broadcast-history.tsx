import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Broadcast } from '@/lib/api-schema.gen';
import { formatDateTime, formatNumber } from '@/lib/format';

const CHANNEL_NAMES = { push: 'Push', in_app: 'In-app' } as const;
const channels = (broadcast: Broadcast) =>
  broadcast.channels.map((channel) => CHANNEL_NAMES[channel]).join(', ');

const COLUMNS: Column[] = [
  { label: 'Sent', style: { minWidth: '8.5rem' } },
  { label: 'Message' },
  { label: 'Audience', from: 'lg' },
  { label: 'Channels', from: 'lg' },
  { label: 'Recipients', end: true },
  { label: 'Status' },
];

export function BroadcastHistory({ broadcasts }: { broadcasts: Broadcast[] }) {
  return (
    <ListTable caption="Sent broadcasts, newest first" columns={COLUMNS}>
      {broadcasts.map((broadcast) => (
        <tr key={broadcast.id}>
          <td>
            <div>{formatDateTime(broadcast.sent_at)}</div>
            <div className="small text-secondary">{broadcast.sent_by}</div>
          </td>
          <td style={{ minWidth: '11rem' }}>
            <div className="fw-semibold">{broadcast.title}</div>
            <div className="small text-secondary text-break">{broadcast.message}</div>
            {/* Phones: the columns hidden below lg, under the message. */}
            <div className="d-lg-none small mt-1">
              {broadcast.audience_summary} · {channels(broadcast)}
            </div>
          </td>
          <td className="d-none d-lg-table-cell" style={{ minWidth: '10rem' }}>
            {broadcast.audience_summary}
          </td>
          <td className="d-none d-lg-table-cell text-nowrap">{channels(broadcast)}</td>
          <td className="text-end">{formatNumber(broadcast.recipient_count)}</td>
          <td>
            <StatusBadge status={broadcast.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
