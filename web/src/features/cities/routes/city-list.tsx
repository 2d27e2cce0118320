import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { PLACE_STATUS_FILTER_OPTIONS, placeOptions, useStateOptions } from '@/lib/geography';
import { useListParams } from '@/lib/list-params';
import { CITY_FILTERS, useCityList } from '../api/cities';
import { CityTable } from '../components/city-table';

export default function CityListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(CITY_FILTERS);
  const list = useCityList(page, filters);
  const states = useStateOptions();
  const cities = list.data?.body ?? [];
  const filtered = Boolean(filters.search || filters.state_id || filters.status);
  const addPath = filters.state_id ? `/app/city/add?state_id=${filters.state_id}` : '/app/city/add';

  return (
    <ContentLayout
      title="City managment"
      description="Cities within each state, with their resting points and drivers."
      actions={
        <Link to={addPath} className="btn btn-primary">
          Add city
        </Link>
      }
    >
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-lg-6">
              <SearchInput
                label="Search cities"
                placeholder="Search by city name"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
            <div className="col-6 col-lg-3">
              <FilterSelect
                label="Filter by state"
                allLabel={states.error ? 'States unavailable' : 'All states'}
                value={filters.state_id}
                onChange={(value) => setFilter('state_id', value)}
                options={placeOptions(states.data?.body ?? [])}
              />
            </div>
            <div className="col-6 col-lg-3">
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
        rowCount={cities.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="City list pages"
        loadingLabel="Loading cities…"
        filtered={filtered}
        noMatchMessage="No cities match. Try a different search or clear a filter."
        emptyMessage="No cities yet. Add the first one."
      >
        <CityTable cities={cities} />
      </ListPanel>
    </ContentLayout>
  );
}
