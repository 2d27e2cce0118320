import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { inState, placeStatusFilterOptions, useCityOptions, useStateFilter } from '@/lib/geography';
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
import { useT } from '../messages.gen';

export default function RestingPointListRoute() {
  const t = useT();
  const mayChange = useMayChange('resting_points');
  const list = useListScreen({
    filters: RESTING_POINT_FILTERS,
    sorts: RESTING_POINT_SORTS,
    defaultSort: RESTING_POINT_DEFAULT_SORT,
    useRows: useRestingPointList,
    noun: [t('restingPoints.noun.one'), t('restingPoints.noun.other')],
    pagesLabel: t('restingPoints.list.pages'),
    loadingLabel: t('restingPoints.list.loading'),
    noMatch: t('restingPoints.list.noMatch'),
    empty: t('restingPoints.list.empty'),
  });
  const { filters } = list;
  const stateFilter = useStateFilter();
  const cities = useCityOptions();
  const cityChoices = filters.state_id
    ? inState(cities.data?.body, filters.state_id)
    : (cities.data?.body ?? []);

  return (
    <ListScreen
      title={t('restingPoints.list.title')}
      description={t('restingPoints.list.description')}
      actions={
        mayChange && <AddLink to={paths.restingPoints.add}>{t('restingPoints.add')}</AddLink>
      }
      panel={list.panel}
      exportAs={{
        what: t('restingPoints.noun.other'),
        request: () => requestRestingPointExport(toRestingPointView(filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-xl-4',
        label: t('restingPoints.list.searchLabel'),
        placeholder: t('restingPoints.list.searchPlaceholder'),
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
              label={t('restingPoints.list.cityFilter')}
              allLabel={
                cities.error
                  ? t('restingPoints.list.citiesUnavailable')
                  : t('restingPoints.list.allCities')
              }
              options={cityChoices.map((city) => ({
                value: city.id,
                label: filters.state_id ? city.name : `${city.name}, ${city.state_name}`,
              }))}
              {...list.field('city_id')}
            />
          </div>
          <div className="col-6 col-sm-4 col-xl-2">
            <StatusFilter options={placeStatusFilterOptions()} {...list.field('status')} />
          </div>
        </>
      }
      table={<RestingPointTable points={list.rows} sorting={list.sorting} />}
    />
  );
}
