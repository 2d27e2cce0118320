import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Pagination } from '@/lib/api-schema.gen';
import { PaginationBar } from './pagination-bar';
import { QueryState } from './query-state';
import { useT } from './messages.gen';

/** What a list screen's SWR query gives (the envelope carries `pagination`). */
export type ListQuery = {
  data?: { pagination?: Pagination };
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
};

export type ListPanelProps = {
  list: ListQuery;
  /** A heading above the list, when the screen shows more than the list. */
  title?: string;
  /** Search box and filters, laid out as Bootstrap columns. */
  toolbar?: ReactNode;
  rowCount: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Names the page navigation, e.g. "Driver list pages". */
  pagesLabel: string;
  loadingLabel: string;
  /** A search or filter is applied: an empty page means "no match", not "none yet". */
  filtered: boolean;
  /** How many rows the view has in all, e.g. "1,234 drivers"; undefined until known. */
  total?: string;
  /** Empties the search and filters; offered while one is applied. */
  onClearFilters?: () => void;
  /** Buttons for the whole view, beside the total (e.g. Export CSV). */
  actions?: ReactNode;
  noMatchMessage: ReactNode;
  emptyMessage: ReactNode;
  /** The table. */
  children: ReactNode;
};

/**
 * The frame every list screen shares: toolbar, the total with "Clear filters" and the view's
 * actions, loading/error/empty states, the table and page navigation. While another page,
 * filter or sort loads, the rows shown stay (dimmed, `aria-busy`) and the pager already shows
 * the page asked for, instead of the table blanking. `useListScreen` gives its props.
 */
export function ListPanel({
  list,
  title,
  toolbar,
  rowCount,
  page,
  onPageChange,
  pagesLabel,
  loadingLabel,
  filtered,
  total,
  onClearFilters,
  actions,
  noMatchMessage,
  emptyMessage,
  children,
}: ListPanelProps) {
  const t = useT();
  const refreshing = list.isValidating && Boolean(list.data);
  const clearable = filtered && onClearFilters;
  return (
    <Card className="shadow-sm">
      {title && (
        <Card.Header as="h2" className="h5 mb-0">
          {title}
        </Card.Header>
      )}
      {/* Narrower sides on phones: the table needs the room. */}
      <Card.Body className="px-2 px-sm-3">
        {toolbar && <div className="row g-2 mb-3">{toolbar}</div>}
        {(total !== undefined || clearable || actions) && (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            {total !== undefined && (
              <p className="fw-semibold mb-0" aria-live="polite">
                {total}
              </p>
            )}
            {clearable && (
              <Button variant="link" size="sm" className="p-0" onClick={onClearFilters}>
                {t('ui.list.clearFilters')}
              </Button>
            )}
            {actions && <div className="ms-auto d-flex flex-wrap gap-2">{actions}</div>}
          </div>
        )}
        <div aria-busy={list.isValidating} className={refreshing ? 'opacity-75' : undefined}>
          <QueryState
            // Only a first load shows the spinner: later views keep the rows shown until they come.
            isLoading={list.isLoading && !list.data}
            loadingLabel={loadingLabel}
            error={list.error}
            onRetry={() => void list.mutate()}
            isEmpty={rowCount === 0}
            emptyMessage={
              filtered ? noMatchMessage : page > 1 ? t('ui.list.pastEnd') : emptyMessage
            }
          >
            {children}
          </QueryState>
          <PaginationBar
            pagination={list.data?.pagination}
            page={page}
            onPageChange={onPageChange}
            label={pagesLabel}
          />
        </div>
      </Card.Body>
    </Card>
  );
}
