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
import { useT } from '../messages.gen';

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
  const t = useT();
  const mayChange = useMayChange('companies');
  const list = useListScreen({
    filters: FILTERS,
    sorts: COMPANY_SORTS,
    defaultSort: COMPANY_DEFAULT_SORT,
    useRows: useCompanyPage,
    noun: [t('companies.noun.one'), t('companies.noun.other')],
    pagesLabel: t('companies.list.pages'),
    loadingLabel: t('companies.list.loading'),
    noMatch: ({ search }) => t('companies.list.noMatch', { search }),
    empty: t('companies.list.empty'),
  });

  return (
    <ListScreen
      title={t('companies.list.title')}
      description={t('companies.list.description')}
      actions={mayChange && <AddLink to={paths.companies.add}>{t('companies.add')}</AddLink>}
      panel={list.panel}
      exportAs={{
        what: t('companies.noun.other'),
        request: () => requestCompanyExport(toCompanyView(list.filters.search, list.sort)),
      }}
      search={{
        column: 'col-12 col-lg-6',
        label: t('companies.list.searchLabel'),
        placeholder: t('companies.list.searchPlaceholder'),
        ...list.field('search'),
      }}
      table={<CompanyTable companies={list.rows} sorting={list.sorting} />}
    />
  );
}
