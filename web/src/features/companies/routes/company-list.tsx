import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchInput } from '@/components/ui/search-input';
import { pageOf, useListScreen } from '@/components/ui/use-list-screen';
import { paths } from '@/lib/paths';
import { COMPANY_PAGE_SIZE, useCompanies } from '../api/companies';
import { CompanyTable } from '../components/company-table';

const FILTERS = ['search'] as const;

/** The API gives every company at once: the console searches and pages them itself. */
function useCompanyPage(page: number, { search }: { search: string }) {
  const needle = search.toLowerCase();
  return pageOf(
    useCompanies(),
    (company) => company.company_name.toLowerCase().includes(needle),
    page,
    COMPANY_PAGE_SIZE,
  );
}

export default function CompanyListRoute() {
  const list = useListScreen({
    filters: FILTERS,
    useRows: useCompanyPage,
    pagesLabel: 'Company list pages',
    loadingLabel: 'Loading companies…',
    noMatch: ({ search }) => `No company name contains “${search}”.`,
    empty: 'No companies yet. Add the first one.',
  });

  return (
    <ContentLayout
      title="Companies"
      description="Transport companies drivers work for."
      actions={
        <Link to={paths.companies.add} className="btn btn-primary">
          Add company
        </Link>
      }
    >
      <ListPanel
        {...list.panel}
        toolbar={
          <div className="col-12 col-lg-6">
            <SearchInput
              label="Search companies"
              placeholder="Search by company name"
              {...list.field('search')}
            />
          </div>
        }
      >
        <CompanyTable companies={list.rows} />
      </ListPanel>
    </ContentLayout>
  );
}
