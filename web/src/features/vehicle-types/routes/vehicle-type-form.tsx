import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useVehicleTypeDetail } from '../api/vehicle-types';
import { VehicleTypeForm } from '../components/vehicle-type-form';

/** /app/vehicle-types/add adds; /app/vehicle-types/add?id=3 edits vehicle type 3. */
export default function VehicleTypeFormRoute() {
  return (
    <RecordFormScreen
      what="vehicle type"
      listPath={paths.vehicleTypes.list}
      add={{ title: 'Add vehicle type', description: 'A vehicle type drivers can register with.' }}
      edit={{
        title: 'Edit vehicle type',
        description: "Change a vehicle type's name, description or status.",
      }}
      useRecord={useVehicleTypeDetail}
    >
      {(type) => <VehicleTypeForm key={type?.id} type={type} />}
    </RecordFormScreen>
  );
}
