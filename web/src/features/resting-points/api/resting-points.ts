import { api } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-contract';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  RestingPoint,
  RestingPointAddRequest,
  RestingPointEditRequest,
  RestingPointIdRequest,
} from '@/lib/api-schema.gen';
import { PLACE_STATUSES } from '@/lib/geography';
import type { ListSort, SortOrder } from '@/lib/list-params';
import { parseId } from '@/lib/paths';

export const RESTING_POINT_PAGE_SIZE = 10;
export const RESTING_POINT_FILTERS = ['search', 'state_id', 'city_id', 'status'] as const;
export type RestingPointFilters = Record<(typeof RESTING_POINT_FILTERS)[number], string>;

/** The view of the list an export takes: its filters and sort. */
export type RestingPointView = BodyOf<'post', '/resting_point_export_link'>;
type RestingPointSort = NonNullable<RestingPointView['sort']>;

/** The columns the API sorts resting points by, each with the order a first click asks for. */
export const RESTING_POINT_SORTS = {
  name: 'asc',
  today_checkins: 'desc',
} as const satisfies Record<RestingPointSort, SortOrder>;
/** The list's own order: by name. */
export const RESTING_POINT_DEFAULT_SORT: ListSort<RestingPointSort> = {
  sort: 'name',
  order: 'asc',
};

/** The filters and sort of a view, as the API names them (empty ones left out). */
export const toRestingPointView = (
  filters: RestingPointFilters,
  sort: ListSort<RestingPointSort> | null = null,
): RestingPointView => ({
  search: filters.search || undefined,
  state_id: parseId(filters.state_id) ?? undefined,
  city_id: parseId(filters.city_id) ?? undefined,
  status: PLACE_STATUSES.find((status) => status === filters.status),
  sort: sort?.sort,
  order: sort?.order,
});

export const useRestingPointList = (
  page: number,
  filters: RestingPointFilters,
  sort: ListSort<RestingPointSort> | null = null,
) =>
  useApiQuery(
    '/resting_point_list',
    { page, limit: RESTING_POINT_PAGE_SIZE, ...toRestingPointView(filters, sort) },
    { keepPreviousData: true },
  );

/** A single-use link to the CSV of a view: every matching resting point, in the list's order. */
export const requestRestingPointExport = (view: RestingPointView) =>
  api.post('/resting_point_export_link', view);

export const useRestingPointDetail = (id: number | null) =>
  useApiPostQuery('/resting_point_detail', id === null ? null : { id });

export const addRestingPoint = (input: RestingPointAddRequest) =>
  api.post('/resting_point_add', input);

export const editRestingPoint = (input: RestingPointEditRequest) =>
  api.post('/resting_point_edit', input);

export const deleteRestingPoint = (input: RestingPointIdRequest) =>
  api.post('/resting_point_delete', input);

/** The editable fields of a resting point as the API answered them. */
export function editableFields(point: RestingPoint): RestingPointEditRequest {
  return {
    id: point.id,
    name: point.name,
    type: point.type,
    address: point.address,
    pincode: point.pincode,
    state_id: point.state_id,
    city_id: point.city_id,
    latitude: point.latitude,
    longitude: point.longitude,
    highway: point.highway,
    parking_capacity: point.parking_capacity,
    beds: point.beds,
    amenities: point.amenities,
    open_24x7: point.open_24x7,
    opening_hours: point.opening_hours,
    contact_name: point.contact_name,
    contact_phone: point.contact_phone,
    status: point.status,
  };
}

export const deactivateRestingPoint = (point: RestingPoint) =>
  // The row's other fields are sent back as they were: refused (409) if they changed meanwhile.
  editRestingPoint({ ...editableFields(point), status: 'inactive', version: point.version });
