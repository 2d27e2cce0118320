import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { PLACE_STATUS_FILTER_OPTIONS } from '@/lib/geography';
import { useListParams } from '@/lib/list-params';
import { STATE_FILTERS, useStateList } from '../api/states';
import { StateTable } from '../components/state-table';

export default function StateListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(STATE_FILTERS);
  const list = useStateList(page, filters);
  const states = list.data?.body ?? [];
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
      <ListPanel
        list={list}
        toolbar={
          <>
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
          </>
        }
        rowCount={states.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="State list pages"
        loadingLabel="Loading states…"
        filtered={filtered}
        noMatchMessage="No states match. Try a different search or clear the filter."
        emptyMessage="No states yet. Add the first one."
      >
        <StateTable states={states} />
      </ListPanel>
    </ContentLayout>
  );
}
