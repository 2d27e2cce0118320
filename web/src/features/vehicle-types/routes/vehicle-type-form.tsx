import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useVehicleTypeDetail } from '../api/vehicle-types';
import { VehicleTypeForm } from '../components/vehicle-type-form';
import { useT } from '../messages.gen';

/** /app/vehicle-types/add adds; /app/vehicle-types/add?id=3 edits vehicle type 3. */
export default function VehicleTypeFormRoute() {
  const t = useT();
  return (
    <RecordFormScreen
      what={t('vehicleTypes.noun.one')}
      listPath={paths.vehicleTypes.list}
      add={{ title: t('vehicleTypes.add'), description: t('vehicleTypes.addDescription') }}
      edit={{ title: t('vehicleTypes.edit'), description: t('vehicleTypes.editDescription') }}
      useRecord={useVehicleTypeDetail}
    >
      {(type) => <VehicleTypeForm key={type?.id} type={type} />}
    </RecordFormScreen>
  );
}
