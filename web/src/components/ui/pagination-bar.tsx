import Pagination from 'react-bootstrap/Pagination';
import type { Pagination as PageInfo } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { useT } from './messages.gen';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

type PaginationBarProps = {
  pagination: PageInfo | undefined;
  /**
   * The page asked for, when it differs from the answer's while it loads: the pager shows it at
   * once, so a second "Next" goes one further instead of asking for the same page again.
   */
  page?: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Driver list pages". */
  label: string;
};

/** "Showing 11–20 of 2,345" and page links. Renders nothing until there is something to page. */
export function PaginationBar({
  pagination,
  page: asked,
  onPageChange,
  label,
}: PaginationBarProps) {
  const t = useT();
  if (!pagination || pagination.total === 0) return null;
  const { limit, total, totalPages } = pagination;
  const page = asked ?? pagination.page;
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  const go = (target: number) => () => onPageChange(target);

  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="text-secondary small mb-0" aria-live="polite">
        {page > totalPages
          ? t('ui.pages.pastEnd', { page, total: formatNumber(total) })
          : t('ui.pages.showing', {
              first: formatNumber(first),
              last: formatNumber(last),
              total: formatNumber(total),
            })}
      </p>
      {totalPages > 1 && (
        <nav aria-label={label}>
          <Pagination className="mb-0 flex-wrap">
            <Pagination.Prev disabled={page <= 1} onClick={go(Math.min(page - 1, totalPages))}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('ui.pages.previous')}</span>
            </Pagination.Prev>
            {visiblePages(Math.min(page, totalPages), totalPages).map((entry, index) =>
              entry === 'gap' ? (
                <Pagination.Ellipsis key={`gap-${index}`} disabled />
              ) : (
                <Pagination.Item
                  key={entry}
                  active={entry === page}
                  onClick={entry === page ? undefined : go(entry)}
                  aria-label={t('ui.pages.page', { page: entry })}
                  activeLabel={t('ui.pages.current')}
                >
                  {entry}
                </Pagination.Item>
              ),
            )}
            <Pagination.Next disabled={page >= totalPages} onClick={go(page + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('ui.pages.next')}</span>
            </Pagination.Next>
          </Pagination>
        </nav>
      )}
    </div>
  );
}
