import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { PLACE_STATUS_FILTER_OPTIONS, useStateFilter } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { CITY_FILTERS, useCityList } from '../api/cities';
import { CityTable } from '../components/city-table';

export default function CityListRoute() {
  const mayChange = useMayChange('cities');
  const list = useListScreen({
    filters: CITY_FILTERS,
    useRows: useCityList,
    noun: ['city', 'cities'],
    pagesLabel: 'City list pages',
    loadingLabel: 'Loading cities…',
    noMatch: 'No cities match. Try a different search or clear a filter.',
    empty: 'No cities yet. Add the first one.',
  });
  const stateFilter = useStateFilter();
  // Adding from a list filtered to one state starts the form in that state.
  const addPath = href(paths.cities.add, { state_id: list.filters.state_id });

  return (
    <ListScreen
      title="Cities"
      description="Cities within each state, with their resting points and drivers."
      actions={mayChange && <AddLink to={addPath}>Add city</AddLink>}
      panel={list.panel}
      search={{
        column: 'col-12 col-lg-6',
        label: 'Search cities',
        placeholder: 'Search by city name',
        ...list.field('search'),
      }}
      filters={
        <>
          <div className="col-6 col-lg-3">
            <FilterSelect {...stateFilter} {...list.field('state_id')} />
          </div>
          <div className="col-6 col-lg-3">
            <StatusFilter options={PLACE_STATUS_FILTER_OPTIONS} {...list.field('status')} />
          </div>
        </>
      }
      table={<CityTable cities={list.rows} />}
    />
  );
}
