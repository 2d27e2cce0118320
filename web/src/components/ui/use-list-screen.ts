import type { ReactNode } from 'react';
import type { Pagination } from '@/lib/api-schema.gen';
import { useListParams, type ListState } from '@/lib/list-params';
import type { ListPanelProps, ListQuery } from './list-panel';
import { useRememberListView } from './list-return';

/** A list query: what SWR gives for a list call, whose answer carries `body` and `pagination`. */
type RowsQuery<Row> = ListQuery & { data?: { body: Row[]; pagination?: Pagination } };

type ListScreenOptions<F extends string, Row> = {
  /** The filters the list keeps in the URL next to `page`, by their API names. */
  filters: readonly F[];
  /** The query for one view of the list (called as a hook, on every render). */
  useRows: (page: number, filters: Record<F, string>) => RowsQuery<Row>;
  /** Names the page navigation, e.g. "Driver list pages". */
  pagesLabel: string;
  loadingLabel: string;
  /** Shown when a search or filter is applied and nothing matches. */
  noMatch: ReactNode | ((filters: Record<F, string>) => ReactNode);
  /** Shown when the list has nothing yet. */
  empty: ReactNode;
};

/**
 * Everything a list screen needs: the view from the URL (page and filters), the `query` for it,
 * its `rows`, and `panel`, the props of its `ListPanel` (pages, loading, empty and no-match
 * messages). `field(name)` binds a search box or filter select to a filter. The view is remembered
 * for the screens opened from the list (see `useListReturn`).
 */
export function useListScreen<F extends string, Row>({
  filters: filterNames,
  useRows,
  pagesLabel,
  loadingLabel,
  noMatch,
  empty,
}: ListScreenOptions<F, Row>) {
  const { page, filters, setPage, setFilter, setFilters } = useListParams(filterNames);
  useRememberListView();
  const list = useRows(page, filters);
  const rows = list.data?.body ?? [];
  const view: ListState<F> = { page, filters };
  const panel: Omit<ListPanelProps, 'toolbar' | 'children'> = {
    list,
    rowCount: rows.length,
    page,
    onPageChange: setPage,
    pagesLabel,
    loadingLabel,
    filtered: filterNames.some((name) => filters[name] !== ''),
    noMatchMessage: typeof noMatch === 'function' ? noMatch(filters) : noMatch,
    emptyMessage: empty,
  };
  const field = (name: F) => ({
    value: filters[name],
    onChange: (value: string) => setFilter(name, value),
  });
  return { ...view, rows, query: list, panel, field, setPage, setFilter, setFilters };
}

/**
 * One page of a list the API gives whole (companies): the rows of `page` and the pagination a
 * paged answer would carry, so the screen pages it like any other list.
 */
export function pageOf<Row>(
  query: RowsQuery<Row>,
  keep: (row: Row) => boolean,
  page: number,
  pageSize: number,
): RowsQuery<Row> {
  const matching = (query.data?.body ?? []).filter(keep);
  const total = matching.length;
  return {
    data: query.data && {
      body: matching.slice((page - 1) * pageSize, page * pageSize),
      pagination: { page, limit: pageSize, total, totalPages: Math.ceil(total / pageSize) },
    },
    error: query.error,
    isLoading: query.isLoading,
    isValidating: query.isValidating,
    mutate: query.mutate,
  };
}
