import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import type { BodyOf, QueryOf } from '@/lib/api-contract';
import type { ListSort, SortOrder } from '@/lib/list-params';

/** Check-ins are listed 10 to a page. */
export const CHECKIN_PAGE_SIZE = 10;
export const CHECKIN_FILTERS = ['search'] as const;
type CheckinFilters = Record<(typeof CHECKIN_FILTERS)[number], string>;

export type CheckinListQuery = QueryOf<'get', '/checkin_detail_list'>;
/** The view of the list an export takes: its filters and sort. */
export type CheckinView = BodyOf<'post', '/checkin_detail_export_link'>;
type CheckinSort = NonNullable<CheckinView['sort']>;

/** The columns the API sorts check-ins by, each with the order a first click asks for. */
export const CHECKIN_SORTS = { checked_in: 'desc' } as const satisfies Record<
  CheckinSort,
  SortOrder
>;
/** The list's own order: newest check-in first. */
export const CHECKIN_DEFAULT_SORT: ListSort<CheckinSort> = { sort: 'checked_in', order: 'desc' };

/** The filters and sort of a view, as the API names them (empty ones left out). */
export const toCheckinView = (
  filters: CheckinFilters,
  sort: ListSort<CheckinSort> | null = null,
): CheckinView => ({
  search: filters.search || undefined,
  sort: sort?.sort,
  order: sort?.order,
});

export const toCheckinListQuery = (
  page: number,
  filters: CheckinFilters,
  sort: ListSort<CheckinSort> | null = null,
): CheckinListQuery => ({ page, limit: CHECKIN_PAGE_SIZE, ...toCheckinView(filters, sort) });

export const useCheckinList = (query: CheckinListQuery) =>
  useApiQuery('/checkin_detail_list', query, { keepPreviousData: true });

/** A single-use link to the CSV of a view: every matching check-in, in the list's order. */
export const requestCheckinExport = (view: CheckinView) =>
  api.post('/checkin_detail_export_link', view, { notifyOnError: false });
