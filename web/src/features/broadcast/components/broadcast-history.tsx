import { useMemo } from 'react';
import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Broadcast } from '@/lib/api-schema.gen';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useT } from '../messages.gen';

export function BroadcastHistory({ broadcasts }: { broadcasts: Broadcast[] }) {
  const t = useT();
  const channelNames = { push: t('broadcast.channel.push'), in_app: t('broadcast.channel.inApp') };
  const channels = (broadcast: Broadcast) =>
    broadcast.channels.map((channel) => channelNames[channel]).join(', ');
  // The server names a chosen audience (its states, cities and companies as they were then) in
  // English; everyone is said in the console's language.
  const audience = (broadcast: Broadcast) =>
    broadcast.audience.all ? t('broadcast.audience.all') : broadcast.audience_summary;
  const recipients = (count: number) =>
    t('broadcast.history.recipientCount', { count, shown: formatNumber(count) });
  /**
   * Recipients and status always show: the audience and channels go under the message (the table
   * sits beside the form on wide screens), and below sm so do the time and the count.
   */
  const columns = useMemo<Column[]>(
    () => [
      { label: t('broadcast.history.sent'), from: 'sm', style: { minWidth: '8.5rem' } },
      { label: t('broadcast.history.message') },
      { label: t('broadcast.history.recipients'), from: 'sm', end: true },
      { label: t('broadcast.history.status') },
    ],
    [t],
  );

  return (
    <ListTable caption={t('broadcast.history.caption')} columns={columns}>
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
              {audience(broadcast)} · {channels(broadcast)}
            </div>
            <div className="small text-secondary d-sm-none">
              {t('broadcast.history.sentBy', {
                time: formatDateTime(broadcast.sent_at),
                name: broadcast.sent_by,
              })}{' '}
              · {recipients(broadcast.recipient_count)}
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
