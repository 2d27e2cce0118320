import { ContentLayout } from '@/components/layout/content-layout';
import { LoadedRecord } from '@/components/ui/missing-record';
import { paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useVehicleTypeDetail } from '../api/vehicle-types';
import { VehicleTypeForm } from '../components/vehicle-type-form';

/** /app/vehicle-types/add adds; /app/vehicle-types/add?id=3 edits vehicle type 3. */
export default function VehicleTypeFormRoute() {
  const { raw, id } = useEditedId();
  const detail = useVehicleTypeDetail(raw === null ? null : id);

  if (raw === null) {
    return (
      <ContentLayout
        title="Add vehicle type"
        description="A vehicle type drivers can register with."
      >
        <VehicleTypeForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Edit vehicle type"
      description="Change a vehicle type's name, description or status."
    >
      <LoadedRecord
        what="vehicle type"
        listPath={paths.vehicleTypes.list}
        query={detail}
        record={detail.data?.body}
      >
        {(type) => <VehicleTypeForm key={type.id} type={type} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
