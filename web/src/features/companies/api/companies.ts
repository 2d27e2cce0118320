import { api } from '@/lib/api-client';
import type { ReadPath } from '@/lib/api-contract';
import { useApiQuery } from '@/lib/api-query';
import type {
  CompanyAddRequest,
  CompanyDeleteRequest,
  CompanyEditRequest,
} from '@/lib/api-schema.gen';

export const COMPANY_PAGE_SIZE = 10;
/** What a failed add, edit or delete says when the server does not say why (the product's text). */
export const COMPANY_FAILURE = 'Failed please try again';
/** GETs whose answers change with a company: its list, the counts, and drivers' company names. */
export const COMPANY_DEPENDENT_PATHS: readonly ReadPath[] = [
  '/company_list',
  '/dashboard_count',
  '/users_list',
  '/user_detail_view',
];

/** The whole list (the API does not page it); the console pages and searches it locally. */
export const useCompanies = () => useApiQuery('/company_list');

export const addCompany = (input: CompanyAddRequest) =>
  api.post('/company_add', input, { notifyOnError: false });

export const editCompany = (input: CompanyEditRequest) =>
  api.post('/company_edit', input, { notifyOnError: false });

export const deleteCompany = (input: CompanyDeleteRequest) =>
  api.post('/company_delete', input, { notifyOnError: false });
