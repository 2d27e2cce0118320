import { api } from '@/lib/api-client';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type { BodyOf, QueryOf } from '@/lib/api-contract';
import { validDay, type ListSort, type SortOrder } from '@/lib/list-params';
import { parseId } from '@/lib/paths';

/** Check-ins are listed 10 to a page. */
export const CHECKIN_PAGE_SIZE = 10;
/** The list's filters, by the names the API and the console's URL share. */
export const CHECKIN_FILTERS = [
  'search',
  'now',
  'from',
  'to',
  'state_id',
  'resting_point_id',
  'user_id',
] as const;
export type CheckinFilters = Record<(typeof CHECKIN_FILTERS)[number], string>;

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

/** The filters and sort of a view, as the API names them; values an address cannot mean are left out. */
export const toCheckinView = (
  filters: CheckinFilters,
  sort: ListSort<CheckinSort> | null = null,
): CheckinView => ({
  search: filters.search || undefined,
  now: filters.now === '1' ? 1 : undefined,
  from: validDay(filters.from),
  to: validDay(filters.to),
  state_id: parseId(filters.state_id) ?? undefined,
  resting_point_id: parseId(filters.resting_point_id) ?? undefined,
  user_id: parseId(filters.user_id) ?? undefined,
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

/**
 * The name of the driver the list is filtered by, when no row on the page names them: read from
 * the driver's details (a deleted driver has none, and is shown by number).
 */
export const useDriverName = (userId: number | null) =>
  useApiPostQuery('/user_detail_view', userId === null ? null : { user_id: userId });

/** A single-use link to the CSV of a view: every matching check-in, in the list's order. */
export const requestCheckinExport = (view: CheckinView) =>
  api.post('/checkin_detail_export_link', view);
