import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import {
  inState,
  PLACE_STATUS_FILTER_OPTIONS,
  placeOptions,
  useCityOptions,
  useStateOptions,
} from '@/lib/geography';
import { useListParams } from '@/lib/list-params';
import { RESTING_POINT_FILTERS, useRestingPointList } from '../api/resting-points';
import { RestingPointTable } from '../components/resting-point-table';

export default function RestingPointListRoute() {
  const { page, filters, setPage, setFilter, setFilters } = useListParams(RESTING_POINT_FILTERS);
  const list = useRestingPointList(page, filters);
  const states = useStateOptions();
  const cities = useCityOptions();
  const cityChoices = filters.state_id
    ? inState(cities.data?.body, filters.state_id)
    : (cities.data?.body ?? []);
  const points = list.data?.body ?? [];
  const filtered = Boolean(filters.search || filters.state_id || filters.city_id || filters.status);

  return (
    <ContentLayout
      title="Resting points managment"
      description="Where drivers can stop: capacity, amenities and today's check-ins."
      actions={
        <Link to="/app/resting-points/add" className="btn btn-primary">
          Add resting point
        </Link>
      }
    >
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-xl-4">
              <SearchInput
                label="Search resting points"
                placeholder="Search by name, city or highway"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
            <div className="col-12 col-sm-4 col-xl-3">
              <FilterSelect
                label="Filter by state"
                allLabel={states.error ? 'States unavailable' : 'All states'}
                value={filters.state_id}
                // A city of another state would leave the list empty for no visible reason.
                onChange={(value) => setFilters({ state_id: value, city_id: '' })}
                options={placeOptions(states.data?.body ?? [])}
              />
            </div>
            <div className="col-6 col-sm-4 col-xl-3">
              <FilterSelect
                label="Filter by city"
                allLabel={cities.error ? 'Cities unavailable' : 'All cities'}
                value={filters.city_id}
                onChange={(value) => setFilter('city_id', value)}
                options={cityChoices.map((city) => ({
                  value: city.id,
                  label: filters.state_id ? city.name : `${city.name}, ${city.state_name}`,
                }))}
              />
            </div>
            <div className="col-6 col-sm-4 col-xl-2">
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
        rowCount={points.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="Resting point list pages"
        loadingLabel="Loading resting points…"
        filtered={filtered}
        noMatchMessage="No resting points match. Try a different search or clear a filter."
        emptyMessage="No resting points yet. Add the first one."
      >
        <RestingPointTable points={points} />
      </ListPanel>
    </ContentLayout>
  );
}
