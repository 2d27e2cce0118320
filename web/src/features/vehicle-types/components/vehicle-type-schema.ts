import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { VehicleTypeAddRequest, VehicleTypeRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { PLACE_STATUSES } from '@/lib/geography';

export type VehicleTypeFormValues = FormValuesOf<VehicleTypeAddRequest>;

const { code, name, description } = requestRules.VehicleTypeAddRequest;

/** The API's rules; uniqueness and codes in use are the server's to judge (409 on the field). */
export const vehicleTypeSchema = yup.object({
  // Checked upper-cased, as it is sent.
  code: yup
    .string()
    .trim()
    .uppercase()
    .required('Enter the code')
    .matches(code.pattern, 'Use 2 to 16 capital letters, digits or hyphens, e.g. HCV'),
  name: requiredText('Enter the name', name),
  description: yup
    .string()
    .trim()
    .max(description.maxLength, `Use at most ${description.maxLength} characters`),
  status: yup.string().oneOf(PLACE_STATUSES, 'Choose active or inactive').required(),
});

export const vehicleTypeValues = (type?: VehicleTypeRow): VehicleTypeFormValues => ({
  code: type?.code ?? '',
  name: type?.name ?? '',
  description: type?.description ?? '',
  status: type?.status ?? 'active',
});

export const vehicleTypeRequest = (values: VehicleTypeFormValues): VehicleTypeAddRequest => ({
  code: values.code.trim().toUpperCase(),
  name: values.name.trim(),
  description: values.description.trim(),
  status: values.status,
});

/** The form's labels, also listing what someone else changed meanwhile. */
export const VEHICLE_TYPE_LABELS = {
  code: 'Code',
  name: 'Name',
  description: 'Description',
  status: 'Status',
} satisfies FormLabels<VehicleTypeFormValues, VehicleTypeRow>;
