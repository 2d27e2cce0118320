import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { PLACE_STATUS_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import {
  addVehicleType,
  editVehicleType,
  VEHICLE_TYPE_DEPENDENT_PATHS,
  VEHICLE_TYPE_FAILURE,
} from '../api/vehicle-types';
import {
  VEHICLE_TYPE_LABELS,
  vehicleTypeRequest,
  vehicleTypeSchema,
  vehicleTypeValues,
} from './vehicle-type-schema';

/** Adds a vehicle type (no `type`) or edits one. A failure keeps what was typed and says why. */
export function VehicleTypeForm({ type }: { type?: StaleRecordOf<'/vehicle_type_edit'> }) {
  const inUse = (type?.driver_count ?? 0) > 0;

  return (
    <PageForm
      titles={{ add: 'Add vehicle type', edit: 'Edit vehicle type' }}
      listPath={paths.vehicleTypes.list}
      maxWidth="36rem"
      record={type}
      initialValues={vehicleTypeValues(type)}
      toValues={vehicleTypeValues}
      validationSchema={vehicleTypeSchema}
      labels={VEHICLE_TYPE_LABELS}
      save={(values, version) => {
        const input = vehicleTypeRequest(values);
        return type ? editVehicleType({ id: type.id, ...input, version }) : addVehicleType(input);
      }}
      success={(values) => {
        const input = vehicleTypeRequest(values);
        return type
          ? { title: 'Vehicle type saved', message: `${input.name} was saved.` }
          : {
              title: 'Vehicle type added',
              message: `${input.name} (${input.code}) was added.`,
            };
      }}
      failure={VEHICLE_TYPE_FAILURE}
      revalidate={VEHICLE_TYPE_DEPENDENT_PATHS}
    >
      {({ field }) => (
        <>
          <TextField
            {...field('code')}
            hint={
              inUse
                ? 'Drivers use this type, so its code cannot change.'
                : 'What drivers choose, e.g. HCV. Must be unique.'
            }
          />
          <TextField {...field('name')} hint="e.g. Heavy commercial vehicle. Must be unique." />
          <TextField {...field('description')} hint="Optional, e.g. Over 12 tonnes." />
          <SelectField {...field('status')} options={PLACE_STATUS_OPTIONS} />
        </>
      )}
    </PageForm>
  );
}
