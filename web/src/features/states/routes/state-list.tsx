import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { FilterSelect } from '@/components/ui/filter-select';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { PLACE_STATUS_FILTER_OPTIONS } from '@/lib/geography';
import { useListParams } from '@/lib/list-params';
import { STATE_FILTERS, useStateList } from '../api/states';
import { StateTable } from '../components/state-table';

export default function StateListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(STATE_FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useStateList(page, filters);
  const states = data?.body ?? [];
  const filtered = Boolean(filters.search || filters.status);

  return (
    <ContentLayout
      title="State managment"
      description="States and union territories served, with their cities and resting points."
      actions={
        <Link to="/app/state/add" className="btn btn-primary">
          Add state
        </Link>
      }
    >
      <Card className="shadow-sm">
        <Card.Body>
          <div className="row g-2 mb-3">
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search states"
                placeholder="Search by name or code"
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
                options={PLACE_STATUS_FILTER_OPTIONS}
              />
            </div>
          </div>
          <div aria-busy={isValidating} className={isValidating && data ? 'opacity-75' : undefined}>
            <QueryState
              isLoading={isLoading}
              loadingLabel="Loading states…"
              error={error}
              onRetry={() => void mutate()}
              isEmpty={states.length === 0}
              emptyMessage={
                filtered
                  ? 'No states match. Try a different search or clear the filter.'
                  : page > 1
                    ? 'This page is past the end of the list.'
                    : 'No states yet. Add the first one.'
              }
            >
              <StateTable states={states} />
            </QueryState>
            <PaginationBar
              pagination={data?.pagination}
              onPageChange={setPage}
              label="State list pages"
            />
          </div>
        </Card.Body>
      </Card>
    </ContentLayout>
  );
}
