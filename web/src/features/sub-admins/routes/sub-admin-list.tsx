import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { FilterSelect } from '@/components/ui/filter-select';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { useListParams } from '@/lib/list-params';
import { ACCOUNT_STATUS_OPTIONS, SUB_ADMIN_FILTERS, useSubAdminList } from '../api/sub-admins';
import { SubAdminTable } from '../components/sub-admin-table';

export default function SubAdminListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(SUB_ADMIN_FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useSubAdminList(page, filters);
  const admins = data?.body ?? [];
  const filtered = Boolean(filters.search || filters.status);

  return (
    <ContentLayout
      title="Sub Admin"
      description="Accounts of the people who help run the console. They cannot see Sub Admin, Brodcast or Setting."
      actions={
        <Link to="/app/sub-Admin/add" className="btn btn-primary">
          Add sub admin
        </Link>
      }
    >
      <Card className="shadow-sm">
        <Card.Body>
          <div className="row g-2 mb-3">
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search sub admins"
                placeholder="Search by name, email or mobile"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
              <FilterSelect
                label="Filter by status"
                allLabel="All statuses"
                value={filters.status}
                onChange={(value) => setFilter('status', value)}
                options={ACCOUNT_STATUS_OPTIONS}
              />
            </div>
          </div>
          <div aria-busy={isValidating} className={isValidating && data ? 'opacity-75' : undefined}>
            <QueryState
              isLoading={isLoading}
              loadingLabel="Loading sub admins…"
              error={error}
              onRetry={() => void mutate()}
              isEmpty={admins.length === 0}
              emptyMessage={
                filtered
                  ? 'No sub admins match. Try a different search or clear the filter.'
                  : page > 1
                    ? 'This page is past the end of the list.'
                    : 'No sub admins yet. Add the first one.'
              }
            >
              <SubAdminTable admins={admins} />
            </QueryState>
            <PaginationBar
              pagination={data?.pagination}
              onPageChange={setPage}
              label="Sub admin list pages"
            />
          </div>
        </Card.Body>
      </Card>
    </ContentLayout>
  );
}
