import { api } from '@/lib/api-client';
import type { BodyOf, QueryOf, ReadPath } from '@/lib/api-contract';
import { requestRules } from '@/lib/api-limits.gen';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  DriverBulkDeleteRequest,
  DriverBulkFilter,
  DriverBulkStatusRequest,
  DriverRevealRequest,
  DriverStatusUpdateRequest,
  UserIdRequest,
} from '@/lib/api-schema.gen';
import type { ListSort, SortOrder } from '@/lib/list-params';
import { parseId } from '@/lib/paths';

/** Drivers are listed 10 to a page. */
export const DRIVER_PAGE_SIZE = 10;
export const DRIVER_STATUSES = requestRules.DriverStatusUpdateRequest.status.enum;
export const DRIVER_FILTERS = ['serach', 'status', 'city_id', 'vehicle_type'] as const;

export type DriverListQuery = QueryOf<'get', '/users_list'>;
/** The view of the list an export takes: its filters and sort. */
export type DriverView = BodyOf<'post', '/users_export_link'>;
type DriverSort = NonNullable<DriverView['sort']>;

/** The columns the API sorts drivers by, each with the order a first click asks for. */
export const DRIVER_SORTS = {
  name: 'asc',
  registered: 'desc',
  status: 'asc',
  city: 'asc',
} as const satisfies Record<DriverSort, SortOrder>;
/** The list's own order: newest registration first. */
export const DRIVER_DEFAULT_SORT: ListSort<DriverSort> = { sort: 'registered', order: 'desc' };

/** GETs whose answers change when a driver changes. */
export const DRIVER_DEPENDENT_PATHS: readonly ReadPath[] = [
  '/users_list',
  '/users_list_all',
  '/user_detail_view',
  '/checkin_detail_list',
  '/company_list',
  '/dashboard_count',
  // The dashboard's drivers by status, registrations per week and stays in progress.
  '/dashboard_activity',
  '/dashboard_trends',
];

export type DriverFilters = Record<(typeof DRIVER_FILTERS)[number], string>;

/** The list's filters as the API takes them (a bulk action applies them again). */
export function toDriverFilter(filters: DriverFilters): DriverBulkFilter {
  return {
    serach: filters.serach || undefined,
    status: DRIVER_STATUSES.find((status) => status === filters.status),
    city_id: parseId(filters.city_id) ?? undefined,
    vehicle_type: filters.vehicle_type || undefined,
  };
}

/** The filters and sort of a view, as the API names them (empty ones left out). */
export function toDriverView(
  filters: DriverFilters,
  sort: ListSort<DriverSort> | null = null,
): DriverView {
  return { ...toDriverFilter(filters), sort: sort?.sort, order: sort?.order };
}

export function toDriverListQuery(
  page: number,
  filters: DriverFilters,
  sort: ListSort<DriverSort> | null = null,
): DriverListQuery {
  return { page, limit: DRIVER_PAGE_SIZE, ...toDriverView(filters, sort) };
}

/** Every vehicle type (the managed list), for the list's filter. */
export const useVehicleTypeOptions = () => useApiQuery('/vehicle_type_list_all');

/** A single-use link to the CSV of a view: every matching driver, in the list's order. */
export const requestDriverExport = (view: DriverView) => api.post('/users_export_link', view);

/** A page of drivers; `null` asks for none (an account that may not see drivers). */
export const useDriverList = (query: DriverListQuery | null) =>
  useApiQuery(
    query === null ? null : '/users_list',
    query ?? { page: 1, limit: DRIVER_PAGE_SIZE },
    {
      keepPreviousData: true,
    },
  );

export const useDriverDetail = (userId: number | null) =>
  useApiPostQuery('/user_detail_view', userId === null ? null : { user_id: userId }, {
    // The spec only logs a failed driver-detail fetch (no toast); the screen shows its own state.
    onError: (error) => console.error('Driver detail could not be loaded', error),
  });

/**
 * A driver's mobile number, e-mail and licence number in full, for an account that sees them
 * masked and may reveal them. A change, not a cached read: every call is logged by the API.
 */
export const revealDriver = (input: DriverRevealRequest) => api.post('/user_reveal', input);

export const updateDriverStatus = (input: DriverStatusUpdateRequest) =>
  api.post('/user_status_update', input);

export const softDeleteDriver = (input: UserIdRequest) => api.post('/user_soft_delete', input);

/** The most drivers one bulk action takes (the API refuses more). */
export const BULK_LIMIT = requestRules.DriverBulkStatusRequest.ids.maxItems;

export const bulkUpdateDriverStatus = (input: DriverBulkStatusRequest) =>
  api.post('/users_bulk_status', input);

export const bulkDeleteDrivers = (input: DriverBulkDeleteRequest) =>
  api.post('/users_bulk_delete', input);
