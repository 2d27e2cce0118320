import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ExportButton } from '@/components/ui/export-button';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchInput } from '@/components/ui/search-input';
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
    <ContentLayout
      title="Vehicle types"
      description="The vehicle types drivers register with."
      actions={
        mayChange && (
          <Link to={paths.vehicleTypes.add} className="btn btn-primary">
            Add vehicle type
          </Link>
        )
      }
    >
      <ListPanel
        {...list.panel}
        actions={
          <ExportButton
            what="vehicle types"
            request={() => requestVehicleTypeExport(toVehicleTypeView(list.filters, list.sort))}
          />
        }
        toolbar={
          <>
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search vehicle types"
                placeholder="Search by code, name or description"
                {...list.field('search')}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
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
        <VehicleTypeTable types={list.rows} sorting={list.sorting} />
      </ListPanel>
    </ContentLayout>
  );
}
