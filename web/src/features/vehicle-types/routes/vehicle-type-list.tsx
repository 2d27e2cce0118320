import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { PLACE_STATUS_FILTER_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import {
  requestVehicleTypeExport,
  toVehicleTypeView,
  useVehicleTypeList,
  VEHICLE_TYPE_DEFAULT_SORT,
  VEHICLE_TYPE_FILTERS,
  VEHICLE_TYPE_SORTS,
} from '../api/vehicle-types';
import { VehicleTypeTable } from '../components/vehicle-type-table';

export default function VehicleTypeListRoute() {
  const mayChange = useMayChange('vehicle_types');
  const list = useListScreen({
    filters: VEHICLE_TYPE_FILTERS,
    sorts: VEHICLE_TYPE_SORTS,
    defaultSort: VEHICLE_TYPE_DEFAULT_SORT,
    useRows: useVehicleTypeList,
    noun: ['vehicle type', 'vehicle types'],
    pagesLabel: 'Vehicle type list pages',
    loadingLabel: 'Loading vehicle types…',
    noMatch: 'No vehicle types match. Try a different search or clear the filter.',
    empty: 'No vehicle types yet. Add the first one.',
  });

  return (
    <ListScreen
      title="Vehicle types"
      description="The vehicle types drivers register with."
      actions={mayChange && <AddLink to={paths.vehicleTypes.add}>Add vehicle type</AddLink>}
      panel={list.panel}
      exportAs={{
        what: 'vehicle types',
        request: () => requestVehicleTypeExport(toVehicleTypeView(list.filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: 'Search vehicle types',
        placeholder: 'Search by code, name or description',
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={PLACE_STATUS_FILTER_OPTIONS} {...list.field('status')} />
        </div>
      }
      table={<VehicleTypeTable types={list.rows} sorting={list.sorting} />}
    />
  );
}
