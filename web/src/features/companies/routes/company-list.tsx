import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchInput } from '@/components/ui/search-input';
import { useListParams } from '@/lib/list-params';
import { COMPANY_PAGE_SIZE, useCompanies } from '../api/companies';
import { CompanyTable } from '../components/company-table';

const FILTERS = ['search'] as const;

export default function CompanyListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(FILTERS);
  const list = useCompanies();
  const needle = filters.search.toLowerCase();
  const matching = (list.data?.body ?? []).filter((company) =>
    company.company_name.toLowerCase().includes(needle),
  );
  const total = matching.length;
  const rows = matching.slice((page - 1) * COMPANY_PAGE_SIZE, page * COMPANY_PAGE_SIZE);
  const pagination = list.data
    ? { page, limit: COMPANY_PAGE_SIZE, total, totalPages: Math.ceil(total / COMPANY_PAGE_SIZE) }
    : undefined;

  return (
    <ContentLayout
      title="company managment"
      description="Transport companies drivers work for."
      actions={
        <Link to="/app/add-edit-company" className="btn btn-primary">
          Add company
        </Link>
      }
    >
      <ListPanel
        list={list}
        toolbar={
          <div className="col-12 col-lg-6">
            <SearchInput
              label="Search companies"
              placeholder="Search by company name"
              value={filters.search}
              onChange={(value) => setFilter('search', value)}
            />
          </div>
        }
        rowCount={rows.length}
        page={page}
        onPageChange={setPage}
        pagination={pagination}
        pagesLabel="Company list pages"
        loadingLabel="Loading companies…"
        filtered={Boolean(filters.search)}
        noMatchMessage={`No company name contains “${filters.search}”.`}
        emptyMessage="No companies yet. Add the first one."
      >
        <CompanyTable companies={rows} />
      </ListPanel>
    </ContentLayout>
  );
}
