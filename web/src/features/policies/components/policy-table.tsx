import { Link } from 'react-router-dom';
import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { PolicyRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDay } from './policy-schema';

/** Below sm the version and the day it applies from show under the title. */
const COLUMNS: Column[] = [
  { label: 'Policy' },
  { label: 'Version', from: 'sm', end: true },
  { label: 'Applies from', from: 'sm' },
  { label: 'Status' },
  { label: 'Last change', from: 'md' },
];

export function PolicyTable({ policies }: { policies: PolicyRow[] }) {
  return (
    <ListTable caption="Policies drivers accept" columns={COLUMNS}>
      {policies.map((policy) => (
        <tr key={policy.id}>
          <td>
            <Link to={paths.policies.view(policy.id)} className="fw-semibold">
              {policy.title}
            </Link>
            <div className="small text-secondary d-sm-none">
              Version {policy.version}, from {formatDay(policy.effective_date)}
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
