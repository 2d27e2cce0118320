import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { pageOf, useListScreen } from '@/components/ui/use-list-screen';
import type { ListSort } from '@/lib/list-params';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import {
  COMPANY_DEFAULT_SORT,
  COMPANY_PAGE_SIZE,
  COMPANY_SORTS,
  requestCompanyExport,
  toCompanyView,
  useCompanyList,
} from '../api/companies';
import { CompanyTable } from '../components/company-table';

const FILTERS = ['search'] as const;

/**
 * The API searches and sorts every company at once (the same rows an export writes); the console
 * pages them itself.
 */
function useCompanyPage(
  page: number,
  { search }: { search: string },
  sort: ListSort<keyof typeof COMPANY_SORTS> | null,
) {
  return pageOf(useCompanyList(toCompanyView(search, sort)), page, COMPANY_PAGE_SIZE);
}

export default function CompanyListRoute() {
  const mayChange = useMayChange('companies');
  const list = useListScreen({
    filters: FILTERS,
    sorts: COMPANY_SORTS,
    defaultSort: COMPANY_DEFAULT_SORT,
    useRows: useCompanyPage,
    noun: ['company', 'companies'],
    pagesLabel: 'Company list pages',
    loadingLabel: 'Loading companies…',
    noMatch: ({ search }) => `No company name contains “${search}”.`,
    empty: 'No companies yet. Add the first one.',
  });

  return (
    <ListScreen
      title="Companies"
      description="Transport companies drivers work for."
      actions={mayChange && <AddLink to={paths.companies.add}>Add company</AddLink>}
      panel={list.panel}
      exportAs={{
        what: 'companies',
        request: () => requestCompanyExport(toCompanyView(list.filters.search, list.sort)),
      }}
      search={{
        column: 'col-12 col-lg-6',
        label: 'Search companies',
        placeholder: 'Search by company name',
        ...list.field('search'),
      }}
      table={<CompanyTable companies={list.rows} sorting={list.sorting} />}
    />
  );
}
