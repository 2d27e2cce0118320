import { api } from '@/lib/api-client';
import type { ReadPath } from '@/lib/api-contract';
import { useApiQuery } from '@/lib/api-query';
import type { PoliceAddRequest, PoliceEditRequest, PoliceIdRequest } from '@/lib/api-schema.gen';
import { parseId } from '@/lib/paths';

export const POLICE_PAGE_SIZE = 10;
export const POLICE_FILTERS = ['search', 'state_id'] as const;
export type PoliceFilters = Record<(typeof POLICE_FILTERS)[number], string>;
/** GETs whose answers change with a police contact. */
export const POLICE_PATHS: readonly ReadPath[] = ['/police_list', '/police_detail'];

export const usePoliceList = (page: number, filters: PoliceFilters) =>
  useApiQuery(
    '/police_list',
    {
      page,
      limit: POLICE_PAGE_SIZE,
      search: filters.search || undefined,
      state_id: parseId(filters.state_id) ?? undefined,
    },
    { keepPreviousData: true },
  );

/**
 * The contacts that cover one resting point (a resting point's detail screen): few, so one
 * call gives them all; `pagination.total` says whether there were more than the 100 shown.
 */
export const usePoliceCovering = (restingPointId: number | null) =>
  useApiQuery(restingPointId === null ? null : '/police_list', {
    page: 1,
    limit: 100,
    resting_point_id: restingPointId ?? undefined,
  });

export const addPolice = (input: PoliceAddRequest) => api.post('/police_add', input);

export const editPolice = (input: PoliceEditRequest) => api.post('/police_edit', input);

export const deletePolice = (input: PoliceIdRequest) => api.post('/police_delete', input);
