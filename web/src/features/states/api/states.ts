import { api } from '@/lib/api-client';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  StateAddRequest,
  StateEditRequest,
  StateIdRequest,
  StateRow,
} from '@/lib/api-schema.gen';
import { PLACE_STATUSES } from '@/lib/geography';

export const STATE_PAGE_SIZE = 10;
export const STATE_FILTERS = ['search', 'status'] as const;
export type StateFilters = Record<(typeof STATE_FILTERS)[number], string>;

export const useStateList = (page: number, filters: StateFilters) =>
  useApiQuery(
    '/state_list',
    {
      page,
      limit: STATE_PAGE_SIZE,
      search: filters.search || undefined,
      status: PLACE_STATUSES.find((status) => status === filters.status),
    },
    { keepPreviousData: true },
  );

export const useStateDetail = (id: number | null) =>
  useApiPostQuery('/state_detail', id === null ? null : { id });

export const addState = (input: StateAddRequest) => api.post('/state_add', input);

export const editState = (input: StateEditRequest) => api.post('/state_edit', input);

export const deleteState = (input: StateIdRequest) => api.post('/state_delete', input);

export const deactivateState = (state: StateRow) =>
  editState({
    id: state.id,
    name: state.name,
    code: state.code,
    status: 'inactive',
    // The row's other fields are sent back as they were: refused (409) if they changed meanwhile.
    version: state.version,
  });
