import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { useRowSelection } from '@/components/ui/use-row-selection';
import { ADMIN_ROLE } from '@/lib/access';
import { useCurrentUser } from '@/lib/auth';
import { humanize } from '@/lib/format';
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

const STATUS_OPTIONS = DRIVER_STATUSES.map((status) => ({
  value: status,
  label: humanize(status),
}));

const useDrivers = (...view: Parameters<typeof toDriverListQuery>) =>
  useDriverList(toDriverListQuery(...view));

export default function DriverListRoute() {
  const list = useListScreen({
    filters: DRIVER_FILTERS,
    sorts: DRIVER_SORTS,
    defaultSort: DRIVER_DEFAULT_SORT,
    useRows: useDrivers,
    noun: ['driver', 'drivers'],
    pagesLabel: 'Driver list pages',
    loadingLabel: 'Loading drivers…',
    noMatch: 'No drivers match these filters. Try a different search or clear a filter.',
    empty: 'No drivers have registered yet.',
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
      ? 'Search by name, mobile, e-mail or vehicle number'
      : 'Search by name, or a whole mobile or vehicle number';
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
      title="Drivers"
      description={
        mayChange
          ? 'Drivers registered with Restpoint: find one, change their status or remove them.'
          : 'Drivers registered with Restpoint. Your account may look, not change them.'
      }
      panel={list.panel}
      exportAs={{
        what: 'drivers',
        request: () => requestDriverExport(toDriverView(list.filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-xl-6',
        label: 'Search drivers',
        placeholder: searchHint,
        ...list.field('serach'),
      }}
      filters={
        <>
          <div className="col-12 col-sm-4 col-xl-2">
            <StatusFilter options={STATUS_OPTIONS} {...list.field('status')} />
          </div>
          <div className="col-12 col-sm-4 col-xl-2">
            <FilterSelect
              label="Filter by city"
              allLabel={cities.error ? 'Cities unavailable' : 'All cities'}
              options={cityOptions}
              disabled={Boolean(cities.error) && !list.filters.city_id}
              {...list.field('city_id')}
            />
          </div>
          <div className="col-12 col-sm-4 col-xl-2">
            <FilterSelect
              label="Filter by vehicle type"
              allLabel={vehicleTypes.error ? 'Vehicle types unavailable' : 'All vehicle types'}
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
