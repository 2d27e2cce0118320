import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { placeStatusFilterOptions } from '@/lib/geography';
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
import { useT } from '../messages.gen';

export default function VehicleTypeListRoute() {
  const t = useT();
  const mayChange = useMayChange('vehicle_types');
  const list = useListScreen({
    filters: VEHICLE_TYPE_FILTERS,
    sorts: VEHICLE_TYPE_SORTS,
    defaultSort: VEHICLE_TYPE_DEFAULT_SORT,
    useRows: useVehicleTypeList,
    noun: [t('vehicleTypes.noun.one'), t('vehicleTypes.noun.other')],
    pagesLabel: t('vehicleTypes.list.pages'),
    loadingLabel: t('vehicleTypes.list.loading'),
    noMatch: t('vehicleTypes.list.noMatch'),
    empty: t('vehicleTypes.list.empty'),
  });

  return (
    <ListScreen
      title={t('vehicleTypes.title')}
      description={t('vehicleTypes.description')}
      actions={mayChange && <AddLink to={paths.vehicleTypes.add}>{t('vehicleTypes.add')}</AddLink>}
      panel={list.panel}
      exportAs={{
        what: t('vehicleTypes.noun.other'),
        request: () => requestVehicleTypeExport(toVehicleTypeView(list.filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: t('vehicleTypes.list.search'),
        placeholder: t('vehicleTypes.list.searchHint'),
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={placeStatusFilterOptions()} {...list.field('status')} />
        </div>
      }
      table={<VehicleTypeTable types={list.rows} sorting={list.sorting} />}
    />
  );
}
