import { api } from '@/lib/api-client';
import type { BodyOf, ReadPath } from '@/lib/api-contract';
import { requestRules } from '@/lib/api-limits.gen';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type {
  SubAdminAddRequest,
  SubAdminApproveRequest,
  SubAdminEditRequest,
  SubAdminIdRequest,
  SubAdminStatusRequest,
} from '@/lib/api-schema.gen';
import type { ListSort, SortOrder } from '@/lib/list-params';
import { t } from '../messages.gen';

export const SUB_ADMIN_PAGE_SIZE = 10;
export const SUB_ADMIN_FILTERS = ['search', 'status'] as const;
export type SubAdminFilters = Record<(typeof SUB_ADMIN_FILTERS)[number], string>;
export const ACCOUNT_STATUSES = requestRules.SubAdminAddRequest.status.enum;
/** What an account can be set to on the form; `pending` is only ever approved or rejected. */
export const accountStatusOptions = () => [
  { value: 'active', label: t('subAdmins.status.active') },
  { value: 'disabled', label: t('subAdmins.status.disabled') },
];
/** The list can also show the registrations waiting for approval. */
export const LIST_STATUSES = [...ACCOUNT_STATUSES, 'pending'] as const;
export const PENDING_STATUS = 'pending';
/** GETs (and POST reads) whose answers change with a sub admin. */
export const SUB_ADMIN_PATHS: readonly ReadPath[] = ['/sub_admin_list', '/sub_admin_detail'];

/** The view of the list an export takes: its filters and sort. */
export type SubAdminView = BodyOf<'post', '/sub_admin_export_link'>;
type SubAdminSort = NonNullable<SubAdminView['sort']>;

/**
 * The columns the API sorts sub admins by, each with the order a first click asks for. Without
 * a sort the list shows registrations waiting for approval first, then the newest.
 */
export const SUB_ADMIN_SORTS = { name: 'asc', created: 'desc' } as const satisfies Record<
  SubAdminSort,
  SortOrder
>;

/** The filters and sort of a view, as the API names them (empty ones left out). */
export const toSubAdminView = (
  filters: SubAdminFilters,
  sort: ListSort<SubAdminSort> | null = null,
): SubAdminView => ({
  search: filters.search || undefined,
  status: LIST_STATUSES.find((status) => status === filters.status),
  sort: sort?.sort,
  order: sort?.order,
});

export const useSubAdminList = (
  page: number,
  filters: SubAdminFilters,
  sort: ListSort<SubAdminSort> | null = null,
) =>
  useApiQuery(
    '/sub_admin_list',
    { page, limit: SUB_ADMIN_PAGE_SIZE, ...toSubAdminView(filters, sort) },
    { keepPreviousData: true },
  );

/** A single-use link to the CSV of a view: every matching sub admin, in the list's order. */
export const requestSubAdminExport = (view: SubAdminView) =>
  api.post('/sub_admin_export_link', view);

/** How many registrations wait for approval, from a list answer (its `pending_count`). */
export const pendingCount = (answer: object | undefined): number | undefined => {
  const count: unknown = answer && 'pending_count' in answer ? answer.pending_count : undefined;
  return typeof count === 'number' ? count : undefined;
};

export const useSubAdminDetail = (id: number | null) =>
  useApiPostQuery('/sub_admin_detail', id === null ? null : { id });

export const addSubAdmin = (input: SubAdminAddRequest) => api.post('/sub_admin_add', input);

export const editSubAdmin = (input: SubAdminEditRequest) => api.post('/sub_admin_edit', input);

export const setSubAdminStatus = (input: SubAdminStatusRequest) =>
  api.post('/sub_admin_status_update', input);

export const deleteSubAdmin = (input: SubAdminIdRequest) => api.post('/sub_admin_delete', input);

/**
 * A registration becomes an active sub admin who can sign in, with the permissions given
 * (read-only everywhere if none are).
 */
export const approveSubAdmin = (input: SubAdminApproveRequest) =>
  api.post('/sub_admin_approve', input);

/** A registration is deleted; the address may register again. */
export const rejectSubAdmin = (input: SubAdminIdRequest) => api.post('/sub_admin_reject', input);
