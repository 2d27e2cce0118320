import { api } from '@/lib/api-client';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  PolicyAddRequest,
  PolicyDetail,
  PolicyPublishRequest,
  PolicyRow,
  PolicyStatusRequest,
} from '@/lib/api-schema.gen';

export const POLICY_PAGE_SIZE = 10;
export const POLICY_FILTERS = ['search', 'status'] as const;
export type PolicyFilters = Record<(typeof POLICY_FILTERS)[number], string>;
export const POLICY_STATUSES = ['active', 'inactive'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const POLICY_STATUS_OPTIONS = [
  { value: 'active', label: 'Active: drivers must accept it' },
  { value: 'inactive', label: 'Inactive: withdrawn from the app' },
];
export const POLICY_STATUS_FILTER_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
/** GETs (and POST reads) whose answers change with a policy. */
export const POLICY_PATHS = ['/policy_list', '/policy_detail'];
export const POLICY_FAILURE = 'The policy could not be saved. Please try again.';

export const usePolicyList = (page: number, filters: PolicyFilters) =>
  useApiQuery<PolicyRow[]>(
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
  useApiPostQuery<PolicyDetail>(
    id === null ? null : '/policy_detail',
    { id },
    { notifyOnError: false },
  );

export const addPolicy = (input: PolicyAddRequest) =>
  api.post<PolicyDetail>('/policy_add', input, { notifyOnError: false });

export const publishPolicy = (input: PolicyPublishRequest) =>
  api.post<PolicyDetail>('/policy_publish', input, { notifyOnError: false });

export const setPolicyStatus = (input: PolicyStatusRequest) =>
  api.post<PolicyRow>('/policy_status_update', input, { notifyOnError: false });
