import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { placeStatusFilterOptions, useStateFilter } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { CITY_FILTERS, useCityList } from '../api/cities';
import { CityTable } from '../components/city-table';
import { useT } from '../messages.gen';

export default function CityListRoute() {
  const t = useT();
  const mayChange = useMayChange('cities');
  const list = useListScreen({
    filters: CITY_FILTERS,
    useRows: useCityList,
    noun: [t('cities.noun.one'), t('cities.noun.other')],
    pagesLabel: t('cities.list.pages'),
    loadingLabel: t('cities.list.loading'),
    noMatch: t('cities.list.noMatch'),
    empty: t('cities.list.empty'),
  });
  const stateFilter = useStateFilter();
  // Adding from a list filtered to one state starts the form in that state.
  const addPath = href(paths.cities.add, { state_id: list.filters.state_id });

  return (
    <ListScreen
      title={t('cities.list.title')}
      description={t('cities.list.description')}
      actions={mayChange && <AddLink to={addPath}>{t('cities.add')}</AddLink>}
      panel={list.panel}
      search={{
        column: 'col-12 col-lg-6',
        label: t('cities.list.searchLabel'),
        placeholder: t('cities.list.searchPlaceholder'),
        ...list.field('search'),
      }}
      filters={
        <>
          <div className="col-6 col-lg-3">
            <FilterSelect {...stateFilter} {...list.field('state_id')} />
          </div>
          <div className="col-6 col-lg-3">
            <StatusFilter options={placeStatusFilterOptions()} {...list.field('status')} />
          </div>
        </>
      }
      table={<CityTable cities={list.rows} />}
    />
  );
}
