import { api } from '@/lib/api-client';
import type { ReadPath } from '@/lib/api-contract';
import { requestRules } from '@/lib/api-limits.gen';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  PolicyAddRequest,
  PolicyPublishRequest,
  PolicyStatusRequest,
} from '@/lib/api-schema.gen';

export const POLICY_PAGE_SIZE = 10;
export const POLICY_FILTERS = ['search', 'status'] as const;
export type PolicyFilters = Record<(typeof POLICY_FILTERS)[number], string>;
export const POLICY_STATUSES = requestRules.PolicyAddRequest.status.enum;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
/** GETs (and POST reads) whose answers change with a policy. */
export const POLICY_PATHS: readonly ReadPath[] = ['/policy_list', '/policy_detail'];

export const usePolicyList = (page: number, filters: PolicyFilters) =>
  useApiQuery(
    '/policy_list',
    {
      page,
      limit: POLICY_PAGE_SIZE,
      search: filters.search || undefined,
      status: POLICY_STATUSES.find((status) => status === filters.status),
    },
    { keepPreviousData: true },
  );

export const usePolicyDetail = (id: number | null) =>
  useApiPostQuery('/policy_detail', id === null ? null : { id });

export const addPolicy = (input: PolicyAddRequest) => api.post('/policy_add', input);

export const publishPolicy = (input: PolicyPublishRequest) => api.post('/policy_publish', input);

export const setPolicyStatus = (input: PolicyStatusRequest) =>
  api.post('/policy_status_update', input);
