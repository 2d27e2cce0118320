import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import {
  inState,
  PLACE_STATUS_FILTER_OPTIONS,
  useCityOptions,
  useStateFilter,
} from '@/lib/geography';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import {
  requestRestingPointExport,
  RESTING_POINT_DEFAULT_SORT,
  RESTING_POINT_FILTERS,
  RESTING_POINT_SORTS,
  toRestingPointView,
  useRestingPointList,
} from '../api/resting-points';
import { RestingPointTable } from '../components/resting-point-table';

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
  const stateFilter = useStateFilter();
  const cities = useCityOptions();
  const cityChoices = filters.state_id
    ? inState(cities.data?.body, filters.state_id)
    : (cities.data?.body ?? []);

  return (
    <ListScreen
      title="Resting points"
      description="Where drivers can stop: capacity, amenities and today's check-ins."
      actions={mayChange && <AddLink to={paths.restingPoints.add}>Add resting point</AddLink>}
      panel={list.panel}
      exportAs={{
        what: 'resting points',
        request: () => requestRestingPointExport(toRestingPointView(filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-xl-4',
        label: 'Search resting points',
        placeholder: 'Search by name, city or highway',
        ...list.field('search'),
      }}
      filters={
        <>
          <div className="col-12 col-sm-4 col-xl-3">
            <FilterSelect
              {...stateFilter}
              value={filters.state_id}
              // A city of another state would leave the list empty for no visible reason.
              onChange={(value) => list.setFilters({ state_id: value, city_id: '' })}
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
            <StatusFilter options={PLACE_STATUS_FILTER_OPTIONS} {...list.field('status')} />
          </div>
        </>
      }
      table={<RestingPointTable points={list.rows} sorting={list.sorting} />}
    />
  );
}
