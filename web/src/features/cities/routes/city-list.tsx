import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { useListScreen } from '@/components/ui/use-list-screen';
import { PLACE_STATUS_FILTER_OPTIONS, placeOptions, useStateOptions } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { CITY_FILTERS, useCityList } from '../api/cities';
import { CityTable } from '../components/city-table';
import { useMayChange } from '@/lib/use-access';

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
  const states = useStateOptions();

  return (
    <ContentLayout
      title="Cities"
      description="Cities within each state, with their resting points and drivers."
      actions={
        mayChange && (
          <Link
            to={href(paths.cities.add, { state_id: list.filters.state_id })}
            className="btn btn-primary"
          >
            Add city
          </Link>
        )
      }
    >
      <ListPanel
        {...list.panel}
        toolbar={
          <>
            <div className="col-12 col-lg-6">
              <SearchInput
                label="Search cities"
                placeholder="Search by city name"
                {...list.field('search')}
              />
            </div>
            <div className="col-6 col-lg-3">
              <FilterSelect
                label="Filter by state"
                allLabel={states.error ? 'States unavailable' : 'All states'}
                options={placeOptions(states.data?.body ?? [])}
                {...list.field('state_id')}
              />
            </div>
            <div className="col-6 col-lg-3">
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
        <CityTable cities={list.rows} />
      </ListPanel>
    </ContentLayout>
  );
}
