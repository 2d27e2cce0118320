import { useApiQuery } from '@/lib/api-query';
import type { CheckinRow, paths } from '@/lib/api-schema.gen';

/** Check-ins are listed 10 to a page. */
export const CHECKIN_PAGE_SIZE = 10;
export const CHECKIN_FILTERS = ['search'] as const;

export type CheckinListQuery = NonNullable<
  paths['/checkin_detail_list']['get']['parameters']['query']
>;

export const toCheckinListQuery = (page: number, search: string): CheckinListQuery => ({
  page,
  limit: CHECKIN_PAGE_SIZE,
  search: search || undefined,
});

export const useCheckinList = (query: CheckinListQuery) =>
  useApiQuery<CheckinRow[]>('/checkin_detail_list', query, { keepPreviousData: true });
