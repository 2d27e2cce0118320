import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ExportButton } from '@/components/ui/export-button';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { useListScreen } from '@/components/ui/use-list-screen';
import {
  inState,
  PLACE_STATUS_FILTER_OPTIONS,
  placeOptions,
  useCityOptions,
  useStateOptions,
} from '@/lib/geography';
import { paths } from '@/lib/paths';
import {
  requestRestingPointExport,
  RESTING_POINT_DEFAULT_SORT,
  RESTING_POINT_FILTERS,
  RESTING_POINT_SORTS,
  toRestingPointView,
  useRestingPointList,
} from '../api/resting-points';
import { RestingPointTable } from '../components/resting-point-table';
import { useMayChange } from '@/lib/use-access';

export default function RestingPointListRoute() {
  const mayChange = useMayChange('resting_points');
  const list = useListScreen({
    filters: RESTING_POINT_FILTERS,
    sorts: RESTING_POINT_SORTS,
    defaultSort: RESTING_POINT_DEFAULT_SORT,
    useRows: useRestingPointList,
    noun: ['resting point', 'resting points'],
    pagesLabel: 'Resting point list pages',
    loadingLabel: 'Loading resting points…',
    noMatch: 'No resting points match. Try a different search or clear a filter.',
    empty: 'No resting points yet. Add the first one.',
  });
  const { filters } = list;
  const states = useStateOptions();
  const cities = useCityOptions();
  const cityChoices = filters.state_id
    ? inState(cities.data?.body, filters.state_id)
    : (cities.data?.body ?? []);

  return (
    <ContentLayout
      title="Resting points"
      description="Where drivers can stop: capacity, amenities and today's check-ins."
      actions={
        mayChange && (
          <Link to={paths.restingPoints.add} className="btn btn-primary">
            Add resting point
          </Link>
        )
      }
    >
      <ListPanel
        {...list.panel}
        actions={
          <ExportButton
            what="resting points"
            request={() => requestRestingPointExport(toRestingPointView(filters, list.sort))}
          />
        }
        toolbar={
          <>
            <div className="col-12 col-xl-4">
              <SearchInput
                label="Search resting points"
                placeholder="Search by name, city or highway"
                {...list.field('search')}
              />
            </div>
            <div className="col-12 col-sm-4 col-xl-3">
              <FilterSelect
                label="Filter by state"
                allLabel={states.error ? 'States unavailable' : 'All states'}
                value={filters.state_id}
                // A city of another state would leave the list empty for no visible reason.
                onChange={(value) => list.setFilters({ state_id: value, city_id: '' })}
                options={placeOptions(states.data?.body ?? [])}
              />
            </div>
            <div className="col-6 col-sm-4 col-xl-3">
              <FilterSelect
                label="Filter by city"
                allLabel={cities.error ? 'Cities unavailable' : 'All cities'}
                options={cityChoices.map((city) => ({
                  value: city.id,
                  label: filters.state_id ? city.name : `${city.name}, ${city.state_name}`,
                }))}
                {...list.field('city_id')}
              />
            </div>
            <div className="col-6 col-sm-4 col-xl-2">
              <FilterSelect
                label="Filter by status"
                allLabel="All statuses"
                options={PLACE_STATUS_FILTER_OPTIONS}
                {...list.field('status')}
              />
            </div>
          </>
        }
      >
        <RestingPointTable points={list.rows} sorting={list.sorting} />
      </ListPanel>
    </ContentLayout>
  );
}
