import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/ui/status-badge';
import type { PolicyRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDay } from './policy-schema';

export function PolicyTable({ policies }: { policies: PolicyRow[] }) {
  return (
    <Table responsive hover className="align-middle mb-0">
      <caption className="visually-hidden">Policies drivers accept</caption>
      <thead>
        <tr>
          <th scope="col">Policy</th>
          <th scope="col" className="text-end">
            Version
          </th>
          <th scope="col">Applies from</th>
          <th scope="col">Status</th>
          <th scope="col" className="d-none d-md-table-cell">
            Last change
          </th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
