import { Link } from 'react-router-dom';
import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { PolicyRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useT } from '../messages.gen';
import { formatDay } from './policy-schema';

export function PolicyTable({ policies }: { policies: PolicyRow[] }) {
  const t = useT();
  // Below sm the version and the day it applies from show under the title.
  const columns: Column[] = [
    { label: t('policies.table.policy') },
    { label: t('policies.table.version'), from: 'sm', end: true },
    { label: t('policies.table.appliesFrom'), from: 'sm' },
    { label: t('policies.table.status') },
    { label: t('policies.table.lastChange'), from: 'md' },
  ];
  return (
    <ListTable caption={t('policies.table.caption')} columns={columns}>
      {policies.map((policy) => (
        <tr key={policy.id}>
          <td>
            <Link to={paths.policies.view(policy.id)} className="fw-semibold">
              {policy.title}
            </Link>
            <div className="small text-secondary d-sm-none">
              {t('policies.table.versionFrom', {
                version: policy.version,
                day: formatDay(policy.effective_date),
              })}
            </div>
          </td>
          <td className="text-end d-none d-sm-table-cell">{policy.version}</td>
          <td className="text-nowrap d-none d-sm-table-cell">{formatDay(policy.effective_date)}</td>
          <td>
            <StatusBadge status={policy.status} />
          </td>
          <td className="d-none d-md-table-cell text-nowrap">
            {formatDateTime(policy.updated_at)}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
