import { api } from '@/lib/api-client';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type { CityAddRequest, CityEditRequest, CityIdRequest, CityRow } from '@/lib/api-schema.gen';
import { PLACE_STATUSES } from '@/lib/geography';
import { parseId } from '@/lib/paths';

export const CITY_PAGE_SIZE = 10;
export const CITY_FILTERS = ['search', 'state_id', 'status'] as const;
export type CityFilters = Record<(typeof CITY_FILTERS)[number], string>;

export const useCityList = (page: number, filters: CityFilters) =>
  useApiQuery(
    '/city_list',
    {
      page,
      limit: CITY_PAGE_SIZE,
      search: filters.search || undefined,
      state_id: parseId(filters.state_id) ?? undefined,
      status: PLACE_STATUSES.find((status) => status === filters.status),
    },
    { keepPreviousData: true },
  );

export const useCityDetail = (id: number | null) =>
  useApiPostQuery('/city_detail', id === null ? null : { id });

export const addCity = (input: CityAddRequest) => api.post('/city_add', input);

export const editCity = (input: CityEditRequest) => api.post('/city_edit', input);

export const deleteCity = (input: CityIdRequest) => api.post('/city_delete', input);

export const deactivateCity = (city: CityRow) =>
  editCity({
    id: city.id,
    name: city.name,
    state_id: city.state_id,
    status: 'inactive',
    // The row's other fields are sent back as they were: refused (409) if they changed meanwhile.
    version: city.version,
  });
