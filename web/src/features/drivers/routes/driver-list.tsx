import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { useRowSelection } from '@/components/ui/use-row-selection';
import { statusLabel } from '@/components/ui/status-badge';
import { ADMIN_ROLE } from '@/lib/access';
import { useCurrentUser } from '@/lib/auth';
import { useCityOptions } from '@/lib/geography';
import { useMayChange } from '@/lib/use-access';
import {
  DRIVER_DEFAULT_SORT,
  DRIVER_FILTERS,
  DRIVER_SORTS,
  DRIVER_STATUSES,
  requestDriverExport,
  toDriverListQuery,
  toDriverView,
  useDriverList,
  useVehicleTypeOptions,
} from '../api/drivers';
import { DriverBulkActions } from '../components/driver-bulk-actions';
import { DriverTable } from '../components/driver-table';
import { useT } from '../messages.gen';

const useDrivers = (...view: Parameters<typeof toDriverListQuery>) =>
  useDriverList(toDriverListQuery(...view));

export default function DriverListRoute() {
  const t = useT();
  const list = useListScreen({
    filters: DRIVER_FILTERS,
    sorts: DRIVER_SORTS,
    defaultSort: DRIVER_DEFAULT_SORT,
    useRows: useDrivers,
    noun: [t('drivers.noun.one'), t('drivers.noun.other')],
    pagesLabel: t('drivers.list.pages'),
    loadingLabel: t('drivers.list.loading'),
    noMatch: t('drivers.list.noMatch'),
    empty: t('drivers.list.empty'),
  });
  const selection = useRowSelection({
    pageIds: list.rows.map((driver) => driver.user_id),
    total: list.query.data?.pagination?.total ?? 0,
    // Other filters, other drivers: a selection never outlives the filters it was made under.
    scope: JSON.stringify(list.filters),
  });
  const mayChange = useMayChange('drivers');
  const cities = useCityOptions();
  const vehicleTypes = useVehicleTypeOptions();
  // Sub admins see personal data masked, and the API searches it by whole numbers only.
  const { data: user } = useCurrentUser();
  const searchHint =
    !user || user.role === ADMIN_ROLE
      ? t('drivers.list.searchHintAdmin')
      : t('drivers.list.searchHintMasked');
  const statusOptions = DRIVER_STATUSES.map((status) => ({
    value: status,
    label: statusLabel(status),
  }));
  const cityOptions = (cities.data?.body ?? []).map((city) => ({
    value: city.id,
    label: `${city.name}, ${city.state_name}`,
  }));
  const vehicleTypeOptions = (vehicleTypes.data?.body ?? []).map((type) => ({
    value: type.code,
    label: `${type.name} (${type.code})`,
  }));

  return (
    <ListScreen
      title={t('drivers.title')}
      description={
        mayChange ? t('drivers.list.description') : t('drivers.list.descriptionReadOnly')
      }
      panel={list.panel}
      exportAs={{
        what: t('drivers.noun.other'),
        request: () => requestDriverExport(toDriverView(list.filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-xl-6',
        label: t('drivers.list.search'),
        placeholder: searchHint,
        ...list.field('serach'),
      }}
      filters={
        <>
          <div className="col-12 col-sm-4 col-xl-2">
            <StatusFilter options={statusOptions} {...list.field('status')} />
          </div>
          <div className="col-12 col-sm-4 col-xl-2">
            <FilterSelect
              label={t('drivers.list.filterCity')}
              allLabel={
                cities.error ? t('drivers.list.citiesUnavailable') : t('drivers.list.allCities')
              }
              options={cityOptions}
              disabled={Boolean(cities.error) && !list.filters.city_id}
              {...list.field('city_id')}
            />
          </div>
          <div className="col-12 col-sm-4 col-xl-2">
            <FilterSelect
              label={t('drivers.list.filterVehicleType')}
              allLabel={
                vehicleTypes.error
                  ? t('drivers.list.vehicleTypesUnavailable')
                  : t('drivers.list.allVehicleTypes')
              }
              options={vehicleTypeOptions}
              disabled={Boolean(vehicleTypes.error) && !list.filters.vehicle_type}
              {...list.field('vehicle_type')}
            />
          </div>
          {mayChange && (
            <DriverBulkActions selection={selection} filters={list.filters} className="col-12" />
          )}
        </>
      }
      table={<DriverTable drivers={list.rows} selection={selection} sorting={list.sorting} />}
    />
  );
}
