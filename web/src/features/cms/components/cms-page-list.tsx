import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { CmsPageSummary } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

export function CmsPageList({ pages }: { pages: CmsPageSummary[] }) {
  return (
    <Table responsive hover className="align-middle mb-0">
      <caption className="visually-hidden">Content pages of the driver app</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Last updated</th>
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.id}>
            <td>
              <div className="fw-semibold">{page.title}</div>
              <div className="small text-secondary font-monospace">{page.slug}</div>
            </td>
            <td>
              <div className="text-nowrap">{formatDateTime(page.updated_at)}</div>
              <div className="small text-secondary">{page.updated_by ?? '—'}</div>
            </td>
            <td className="text-end">
              <Link
                to={paths.cms.page(page.slug)}
                className="btn btn-sm btn-outline-primary"
                aria-label={`Edit ${page.title}`}
              >
                Edit
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
