import { useApiQuery } from '@/lib/api-query';
import type { QueryOf } from '@/lib/api-contract';

/** Check-ins are listed 10 to a page. */
export const CHECKIN_PAGE_SIZE = 10;
export const CHECKIN_FILTERS = ['search'] as const;

export type CheckinListQuery = QueryOf<'get', '/checkin_detail_list'>;

export const toCheckinListQuery = (page: number, search: string): CheckinListQuery => ({
  page,
  limit: CHECKIN_PAGE_SIZE,
  search: search || undefined,
});

export const useCheckinList = (query: CheckinListQuery) =>
  useApiQuery('/checkin_detail_list', query, { keepPreviousData: true });
