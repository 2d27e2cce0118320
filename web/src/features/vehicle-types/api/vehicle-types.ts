import { api } from '@/lib/api-client';
import type { BodyOf, ReadPath } from '@/lib/api-contract';
import { useApiQuery } from '@/lib/api-query';
import type {
  VehicleTypeAddRequest,
  VehicleTypeEditRequest,
  VehicleTypeIdRequest,
  VehicleTypeRow,
} from '@/lib/api-schema.gen';
import { PLACE_STATUSES } from '@/lib/geography';
import type { ListSort, SortOrder } from '@/lib/list-params';

export const VEHICLE_TYPE_PAGE_SIZE = 10;
export const VEHICLE_TYPE_FILTERS = ['search', 'status'] as const;
export type VehicleTypeFilters = Record<(typeof VEHICLE_TYPE_FILTERS)[number], string>;
/** GETs whose answers change with a vehicle type: its lists, the count, drivers' type names. */
export const VEHICLE_TYPE_DEPENDENT_PATHS: readonly ReadPath[] = [
  '/vehicle_type_list',
  '/vehicle_type_list_all',
  '/vehicle_type_detail',
  '/dashboard_count',
  '/user_detail_view',
];

/** The view of the list the API searches and sorts (and an export takes). */
export type VehicleTypeView = BodyOf<'post', '/vehicle_type_export_link'>;
type VehicleTypeSort = NonNullable<VehicleTypeView['sort']>;

/** The columns the API sorts types by, each with the order a first click asks for. */
export const VEHICLE_TYPE_SORTS = {
  name: 'asc',
  code: 'asc',
  drivers: 'desc',
} as const satisfies Record<VehicleTypeSort, SortOrder>;
/** The list's own order: by name. */
export const VEHICLE_TYPE_DEFAULT_SORT: ListSort<VehicleTypeSort> = { sort: 'name', order: 'asc' };

export const toVehicleTypeView = (
  filters: VehicleTypeFilters,
  sort: ListSort<VehicleTypeSort> | null = null,
): VehicleTypeView => ({
  search: filters.search || undefined,
  status: PLACE_STATUSES.find((status) => status === filters.status),
  sort: sort?.sort,
  order: sort?.order,
});

export const useVehicleTypeList = (
  page: number,
  filters: VehicleTypeFilters,
  sort: ListSort<VehicleTypeSort> | null = null,
) =>
  useApiQuery(
    '/vehicle_type_list',
    { page, limit: VEHICLE_TYPE_PAGE_SIZE, ...toVehicleTypeView(filters, sort) },
    { keepPreviousData: true },
  );

/** A single-use link to the CSV of a view: every matching type, in the list's order. */
export const requestVehicleTypeExport = (view: VehicleTypeView) =>
  api.post('/vehicle_type_export_link', view);

/** One type, for its edit screen; `null` asks for none. */
export const useVehicleTypeDetail = (id: number | null) =>
  useApiQuery(id === null ? null : '/vehicle_type_detail', { id: id ?? 0 });

export const addVehicleType = (input: VehicleTypeAddRequest) =>
  api.post('/vehicle_type_add', input);

export const editVehicleType = (input: VehicleTypeEditRequest) =>
  api.post('/vehicle_type_edit', input);

export const deleteVehicleType = (input: VehicleTypeIdRequest) =>
  api.post('/vehicle_type_delete', input);

export const deactivateVehicleType = ({ id, code, name, description, version }: VehicleTypeRow) =>
  // The row's other fields are sent back as they were: refused (409) if they changed meanwhile.
  editVehicleType({ id, code, name, description, status: 'inactive', version });
