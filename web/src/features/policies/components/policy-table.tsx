import { Link } from 'react-router-dom';
import { ListTable, type Column } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { PolicyRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDay } from './policy-schema';

const COLUMNS: Column[] = [
  { label: 'Policy' },
  { label: 'Version', end: true },
  { label: 'Applies from' },
  { label: 'Status' },
  { label: 'Last change', from: 'md' },
];

export function PolicyTable({ policies }: { policies: PolicyRow[] }) {
  return (
    <ListTable caption="Policies drivers accept" columns={COLUMNS}>
      {policies.map((policy) => (
        <tr key={policy.id}>
          <td className="fw-semibold">
            <Link to={paths.policies.view(policy.id)}>{policy.title}</Link>
          </td>
          <td className="text-end">{policy.version}</td>
          <td className="text-nowrap">{formatDay(policy.effective_date)}</td>
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
