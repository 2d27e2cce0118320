import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { RowActions } from '@/components/ui/row-actions';
import type { CmsPageSummary } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';

const COLUMNS: Column[] = [
  { label: 'Page' },
  { label: 'Last updated', from: 'sm' },
  ACTIONS_COLUMN,
];

/** When and by whom the page was last changed. */
function LastUpdated({ page }: { page: CmsPageSummary }) {
  return (
    <>
      <div>{formatDateTime(page.updated_at)}</div>
      <div className="small text-secondary">{page.updated_by ?? '—'}</div>
    </>
  );
}

export function CmsPageList({ pages }: { pages: CmsPageSummary[] }) {
  const mayChange = useMayChange('cms');
  return (
    <ListTable caption="Content pages of the driver app" columns={withActions(COLUMNS, mayChange)}>
      {pages.map((page) => (
        <tr key={page.id}>
          <td>
            <div className="fw-semibold">{page.title}</div>
            <div className="small text-secondary font-monospace">{page.slug}</div>
            <div className="small mt-1 d-sm-none">
              <LastUpdated page={page} />
            </div>
          </td>
          <td className="d-none d-sm-table-cell">
            <LastUpdated page={page} />
          </td>
          {mayChange && (
            <td>
              <RowActions
                name={page.title}
                actions={[{ label: 'Edit', to: paths.cms.page(page.slug) }]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
