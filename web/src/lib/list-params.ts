import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListState<F extends string> = { page: number; filters: Record<F, string> };

export type SortOrder = 'asc' | 'desc';
/** A sort the view asks for: a column of the list (its API name) and the order. */
export type ListSort<S extends string> = { sort: S; order: SortOrder };

/**
 * `sort` and `order` from a query: the sort only when it is one of the list's columns (a stale
 * or edited address then shows the list's own order rather than a refused request), the order
 * only as `asc` or `desc`, else the column's natural order from `sorts`.
 */
export function readListSort<S extends string>(
  search: URLSearchParams,
  sorts: Readonly<Record<S, SortOrder>>,
): ListSort<S> | null {
  const sort = search.get('sort');
  if (!sort || !Object.hasOwn(sorts, sort)) return null;
  const order = search.get('order');
  return {
    sort: sort as S,
    order: order === 'asc' || order === 'desc' ? order : sorts[sort as S],
  };
}

/** A YYYY-MM-DD day that exists (not 2026-02-30), else undefined: a bad link filters nothing. */
export function validDay(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  // eslint-disable-next-line i18next/no-literal-string -- an ISO time of day
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

/** Reads `page` (1 when missing or invalid) and the named filters ('' when missing) from a query. */
export function readListState<F extends string>(
  search: URLSearchParams,
  filterNames: readonly F[],
): ListState<F> {
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, search.get(name)?.trim() ?? '']),
  ) as Record<F, string>;
  return { page, filters };
}

/**
 * The query string for a list state: empty filters and page 1 are left out, so a plain list has a
 * plain URL; parameters that are not the list's own (`keep`) stay as they were.
 */
export function writeListState<F extends string>(
  state: ListState<F>,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(keep);
  for (const [name, value] of Object.entries<string>(state.filters)) {
    if (value.trim()) next.set(name, value.trim());
    else next.delete(name);
  }
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  return next;
}

/**
 * Page, search, filters and sort of a list, kept in the URL so reload, back/forward and a shared
 * link restore the view. Changing a filter goes back to page 1 and replaces the history entry
 * (typing does not pile up entries); changing page or sort pushes one, so Back returns to the
 * previous view. `sort`/`order` are read with `readListSort` from the `search` returned.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  const namesKey = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- namesKey stands for filterNames
  const state = useMemo(() => readListState(search, filterNames), [search, namesKey]);

  const setPage = useCallback(
    (page: number) =>
      setSearch((current) =>
        writeListState({ ...readListState(current, filterNames), page }, current),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch, namesKey],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) =>
      setSearch(
        (current) => {
          const now = readListState(current, filterNames);
          return writeListState({ page: 1, filters: { ...now.filters, ...changes } }, current);
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch, namesKey],
  );

  const setFilter = useCallback(
    (name: F, value: string) => setFilters({ [name]: value } as Partial<Record<F, string>>),
    [setFilters],
  );

  /** Every filter and the search emptied (the sort stays), back on page 1. */
  const clearFilters = useCallback(
    () =>
      setFilters(
        Object.fromEntries(filterNames.map((name) => [name, ''])) as Partial<Record<F, string>>,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setFilters, namesKey],
  );

  /** A new sort goes back to page 1 and pushes a history entry, so Back restores the last one. */
  const setSort = useCallback(
    ({ sort, order }: ListSort<string>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set('sort', sort);
        next.set('order', order);
        next.delete('page');
        return next;
      }),
    [setSearch],
  );

  return { ...state, search, setPage, setFilter, setFilters, clearFilters, setSort };
}
