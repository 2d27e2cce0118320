import { api } from '@/lib/api-client';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  DriverDetail,
  DriverRow,
  DriverStatus,
  DriverStatusUpdateRequest,
  paths,
  UserIdRequest,
} from '@/lib/api-schema.gen';
import { parseId } from '@/lib/paths';

/** Drivers are listed 10 to a page. */
export const DRIVER_PAGE_SIZE = 10;
export const DRIVER_STATUSES: DriverStatus[] = ['active', 'inactive', 'blocked'];
export const DRIVER_FILTERS = ['serach', 'status', 'city_id'] as const;

export type DriverListQuery = NonNullable<paths['/users_list']['get']['parameters']['query']>;

/** GETs whose answers change when a driver changes. */
export const DRIVER_DEPENDENT_PATHS = [
  '/users_list',
  '/users_list_all',
  '/user_detail_view',
  '/checkin_detail_list',
  '/company_list',
  '/dashboard_count',
];

export function toDriverListQuery(
  page: number,
  filters: Record<(typeof DRIVER_FILTERS)[number], string>,
): DriverListQuery {
  return {
    page,
    limit: DRIVER_PAGE_SIZE,
    serach: filters.serach || undefined,
    status: DRIVER_STATUSES.find((status) => status === filters.status),
    city_id: parseId(filters.city_id) ?? undefined,
  };
}

export const useDriverList = (query: DriverListQuery) =>
  useApiQuery<DriverRow[]>('/users_list', query, { keepPreviousData: true });

export const useDriverDetail = (userId: number | null) =>
  useApiPostQuery<DriverDetail>(
    userId === null ? null : '/user_detail_view',
    { user_id: userId },
    {
      // No toast for a failed driver-detail fetch: it is only logged, and the screen shows its own
      // error state.
      notifyOnError: false,
      onError: (error) => console.error('Driver detail could not be loaded', error),
    },
  );

export const updateDriverStatus = (input: DriverStatusUpdateRequest) =>
  api.post<DriverRow>('/user_status_update', input, { notifyOnError: false });

export const softDeleteDriver = (input: UserIdRequest) =>
  api.post<null>('/user_soft_delete', input, { notifyOnError: false });
