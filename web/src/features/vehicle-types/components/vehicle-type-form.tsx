import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { placeStatusOptions } from '@/lib/geography';
import { paths } from '@/lib/paths';
import {
  addVehicleType,
  editVehicleType,
  VEHICLE_TYPE_DEPENDENT_PATHS,
} from '../api/vehicle-types';
import { useT } from '../messages.gen';
import {
  vehicleTypeLabels,
  vehicleTypeRequest,
  vehicleTypeSchema,
  vehicleTypeValues,
} from './vehicle-type-schema';

/** Adds a vehicle type (no `type`) or edits one. A failure keeps what was typed and says why. */
export function VehicleTypeForm({ type }: { type?: StaleRecordOf<'/vehicle_type_edit'> }) {
  const t = useT();
  const inUse = (type?.driver_count ?? 0) > 0;

  return (
    <PageForm
      titles={{ add: t('vehicleTypes.add'), edit: t('vehicleTypes.edit') }}
      listPath={paths.vehicleTypes.list}
      maxWidth="36rem"
      record={type}
      initialValues={vehicleTypeValues(type)}
      toValues={vehicleTypeValues}
      validationSchema={vehicleTypeSchema}
      labels={vehicleTypeLabels()}
      save={(values, version) => {
        const input = vehicleTypeRequest(values);
        return type ? editVehicleType({ id: type.id, ...input, version }) : addVehicleType(input);
      }}
      success={(values) => {
        const input = vehicleTypeRequest(values);
        return type
          ? {
              title: t('vehicleTypes.form.saved'),
              message: t('vehicleTypes.form.wasSaved', { name: input.name }),
            }
          : {
              title: t('vehicleTypes.form.added'),
              message: t('vehicleTypes.form.wasAdded', { name: input.name, code: input.code }),
            };
      }}
      failure={t('vehicleTypes.failure')}
      revalidate={VEHICLE_TYPE_DEPENDENT_PATHS}
    >
      {({ field }) => (
        <>
          <TextField
            {...field('code')}
            hint={inUse ? t('vehicleTypes.form.codeInUse') : t('vehicleTypes.form.codeHint')}
          />
          <TextField {...field('name')} hint={t('vehicleTypes.form.nameHint')} />
          <TextField {...field('description')} hint={t('vehicleTypes.form.descriptionHint')} />
          <SelectField {...field('status')} options={placeStatusOptions()} />
        </>
      )}
    </PageForm>
  );
}
