import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { useListParams } from '@/lib/list-params';
import { COMPANY_PAGE_SIZE, useCompanies } from '../api/companies';
import { CompanyTable } from '../components/company-table';

const FILTERS = ['search'] as const;

export default function CompanyListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(FILTERS);
  const { data, error, isLoading, mutate } = useCompanies();
  const needle = filters.search.toLowerCase();
  const matching = (data?.body ?? []).filter((company) =>
    company.company_name.toLowerCase().includes(needle),
  );
  const total = matching.length;
  const rows = matching.slice((page - 1) * COMPANY_PAGE_SIZE, page * COMPANY_PAGE_SIZE);
  const pagination = data
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
      <Card className="shadow-sm">
        <Card.Body>
          <div className="row g-2 mb-3">
            <div className="col-12 col-lg-6">
              <SearchInput
                label="Search companies"
                placeholder="Search by company name"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
          </div>
          <QueryState
            isLoading={isLoading}
            loadingLabel="Loading companies…"
            error={error}
            onRetry={() => void mutate()}
            isEmpty={rows.length === 0}
            emptyMessage={
              filters.search
                ? `No company name contains “${filters.search}”.`
                : page > 1
                  ? 'This page is past the end of the list.'
                  : 'No companies yet. Add the first one.'
            }
          >
            <CompanyTable companies={rows} />
          </QueryState>
          <PaginationBar
            pagination={pagination}
            onPageChange={setPage}
            label="Company list pages"
          />
        </Card.Body>
      </Card>
    </ContentLayout>
  );
}
