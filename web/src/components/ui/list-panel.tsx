import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { Pagination } from '@/lib/api-schema.gen';
import { PaginationBar } from './pagination-bar';
import { QueryState } from './query-state';

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
  noMatchMessage: ReactNode;
  emptyMessage: ReactNode;
  /** The table. */
  children: ReactNode;
};

/**
 * The frame every list screen shares: toolbar, loading/error/empty states, the table (dimmed
 * while a new page or filter loads) and page navigation. `useListScreen` gives its props.
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
  noMatchMessage,
  emptyMessage,
  children,
}: ListPanelProps) {
  const refreshing = list.isValidating && Boolean(list.data);
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
        <div aria-busy={list.isValidating} className={refreshing ? 'opacity-75' : undefined}>
          <QueryState
            isLoading={list.isLoading}
            loadingLabel={loadingLabel}
            error={list.error}
            onRetry={() => void list.mutate()}
            isEmpty={rowCount === 0}
            emptyMessage={
              filtered
                ? noMatchMessage
                : page > 1
                  ? 'This page is past the end of the list.'
                  : emptyMessage
            }
          >
            {children}
          </QueryState>
          <PaginationBar
            pagination={list.data?.pagination}
            onPageChange={onPageChange}
            label={pagesLabel}
          />
        </div>
      </Card.Body>
    </Card>
  );
}
