import { useCallback, type ReactNode } from 'react';
import type { Pagination } from '@/lib/api-schema.gen';
import { formatCount } from '@/lib/format';
import {
  readListSort,
  useListParams,
  type ListSort,
  type ListState,
  type SortOrder,
} from '@/lib/list-params';
import type { ListPanelProps, ListQuery } from './list-panel';
import { useRememberListView } from './list-return';
import type { TableSorting } from './list-table';

/** A list query: what SWR gives for a list call, whose answer carries `body` and `pagination`. */
type RowsQuery<Row> = ListQuery & { data?: { body: Row[]; pagination?: Pagination } };

type ListScreenOptions<F extends string, S extends string, Row> = {
  /** The filters the list keeps in the URL next to `page`, by their API names. */
  filters: readonly F[];
  /**
   * The columns the API sorts the list by (its `sort` values), each with its natural order: the
   * one a first click on its heading asks for (names A→Z, dates newest first).
   */
  sorts?: Readonly<Record<S, SortOrder>>;
  /** The column and order the list comes in without a sort, marked on its heading. */
  defaultSort?: ListSort<S>;
  /**
   * The query for one view of the list (called as a hook, on every render). `sort` is the sort
   * the URL asks for, null for the list's own order: the call then sends none.
   */
  useRows: (page: number, filters: Record<F, string>, sort: ListSort<S> | null) => RowsQuery<Row>;
  /** What a row is, one and many, for the total: ['driver', 'drivers'] → "1,234 drivers". */
  noun: readonly [one: string, many: string];
  /** Names the page navigation, e.g. "Driver list pages". */
  pagesLabel: string;
  loadingLabel: string;
  /** Shown when a search or filter is applied and nothing matches. */
  noMatch: ReactNode | ((filters: Record<F, string>) => ReactNode);
  /** Shown when the list has nothing yet. */
  empty: ReactNode;
};

/**
 * Everything a list screen needs: the view from the URL (page, filters and sort), the `query`
 * for it, its `rows`, `panel`, the props of its `ListPanel` (pages, total, "Clear filters",
 * loading, empty and no-match messages), and `sorting`, the props of its `ListTable`'s sortable
 * headings. `field(name)` binds a search box or filter select to a filter. `filters` and `sort`
 * (null: the list's own order) are the view an export of the list asks for.
 * The view is remembered for the screens opened from the list (see `useListReturn`).
 */
export function useListScreen<F extends string, Row, S extends string = never>({
  filters: filterNames,
  sorts,
  defaultSort,
  useRows,
  noun,
  pagesLabel,
  loadingLabel,
  noMatch,
  empty,
}: ListScreenOptions<F, S, Row>) {
  const params = useListParams(filterNames);
  const { page, filters, setPage, setFilter, setFilters, clearFilters, setSort } = params;
  useRememberListView();
  const sort = sorts ? readListSort(params.search, sorts) : null;
  const list = useRows(page, filters, sort);
  const rows = list.data?.body ?? [];
  const view: ListState<F> = { page, filters };
  const filtered = filterNames.some((name) => filters[name] !== '');
  const total = list.data?.pagination?.total;

  const shown = sort ?? defaultSort ?? null;
  const onSort = useCallback(
    (column: string) => {
      if (!sorts || !Object.hasOwn(sorts, column)) return;
      const next: SortOrder =
        shown?.sort === column ? (shown.order === 'asc' ? 'desc' : 'asc') : sorts[column as S];
      setSort({ sort: column, order: next });
    },
    [sorts, shown?.sort, shown?.order, setSort],
  );
  const sorting: TableSorting | undefined = sorts
    ? { sort: shown?.sort ?? null, order: shown?.order ?? 'asc', onSort }
    : undefined;

  const panel: Omit<ListPanelProps, 'toolbar' | 'children'> = {
    list,
    rowCount: rows.length,
    page,
    onPageChange: setPage,
    pagesLabel,
    loadingLabel,
    filtered,
    total: total === undefined ? undefined : formatCount(total, ...noun),
    onClearFilters: clearFilters,
    noMatchMessage: typeof noMatch === 'function' ? noMatch(filters) : noMatch,
    emptyMessage: empty,
  };
  const field = (name: F) => ({
    value: filters[name],
    onChange: (value: string) => setFilter(name, value),
  });
  return {
    ...view,
    sort,
    rows,
    query: list,
    panel,
    sorting,
    field,
    setPage,
    setFilter,
    setFilters,
    clearFilters,
  };
}

/**
 * One page of a list the API gives whole (companies): the rows of `page` and the pagination a
 * paged answer would carry, so the screen pages it like any other list.
 */
export function pageOf<Row>(query: RowsQuery<Row>, page: number, pageSize: number): RowsQuery<Row> {
  const matching = query.data?.body ?? [];
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
