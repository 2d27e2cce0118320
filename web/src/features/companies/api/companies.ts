import { api } from '@/lib/api-client';
import type { BodyOf, ReadPath } from '@/lib/api-contract';
import { useApiQuery } from '@/lib/api-query';
import type {
  CompanyAddRequest,
  CompanyDeleteRequest,
  CompanyEditRequest,
} from '@/lib/api-schema.gen';
import type { ListSort, SortOrder } from '@/lib/list-params';

export const COMPANY_PAGE_SIZE = 10;
/** GETs whose answers change with a company: its list, the counts, and drivers' company names. */
export const COMPANY_DEPENDENT_PATHS: readonly ReadPath[] = [
  '/company_list',
  '/dashboard_count',
  '/users_list',
  '/user_detail_view',
];

/** Every company, by name (the API does not page the list), e.g. for a check of names. */
export const useCompanies = () => useApiQuery('/company_list');

/** The view of the list the API searches and sorts (and an export takes). */
export type CompanyView = BodyOf<'post', '/company_export_link'>;
type CompanySort = NonNullable<CompanyView['sort']>;

/** The columns the API sorts companies by, each with the order a first click asks for. */
export const COMPANY_SORTS = { name: 'asc', drivers: 'desc' } as const satisfies Record<
  CompanySort,
  SortOrder
>;
/** The list's own order: by name. */
export const COMPANY_DEFAULT_SORT: ListSort<CompanySort> = { sort: 'name', order: 'asc' };

export const toCompanyView = (
  search: string,
  sort: ListSort<CompanySort> | null = null,
): CompanyView => ({ search: search || undefined, sort: sort?.sort, order: sort?.order });

/** Every company of a view, searched and sorted by the API; the console pages it. */
export const useCompanyList = (view: CompanyView) =>
  useApiQuery('/company_list', view, { keepPreviousData: true });

/** A single-use link to the CSV of a view: every matching company, in the list's order. */
export const requestCompanyExport = (view: CompanyView) => api.post('/company_export_link', view);

export const addCompany = (input: CompanyAddRequest) => api.post('/company_add', input);

export const editCompany = (input: CompanyEditRequest) => api.post('/company_edit', input);

export const deleteCompany = (input: CompanyDeleteRequest) => api.post('/company_delete', input);
