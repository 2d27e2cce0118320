import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { RowActions } from '@/components/ui/row-actions';
import type { CmsPageSummary } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { useT } from '../messages.gen';

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
  const t = useT();
  const columns: Column[] = [
    { label: t('cms.list.page') },
    { label: t('cms.list.lastUpdated'), from: 'sm' },
    ACTIONS_COLUMN,
  ];
  return (
    <ListTable caption={t('cms.list.caption')} columns={withActions(columns, mayChange)}>
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
                actions={[{ label: t('cms.list.edit'), to: paths.cms.page(page.slug) }]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
