import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { VehicleTypeAddRequest, VehicleTypeRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { PLACE_STATUSES } from '@/lib/geography';
import { t } from '../messages.gen';

export type VehicleTypeFormValues = FormValuesOf<VehicleTypeAddRequest>;

const { code, name, description } = requestRules.VehicleTypeAddRequest;

/**
 * The API's rules; uniqueness and codes in use are the server's to judge (409 on the field).
 * Messages are read when a form is checked, in the language of the moment.
 */
export const vehicleTypeSchema = yup.object({
  // Checked upper-cased, as it is sent.
  code: yup
    .string()
    .trim()
    .uppercase()
    .required(() => t('vehicleTypes.form.codeRequired'))
    .matches(code.pattern, () => t('vehicleTypes.form.codePattern')),
  name: requiredText(() => t('vehicleTypes.form.nameRequired'), name),
  description: yup
    .string()
    .trim()
    .max(description.maxLength, () =>
      t('vehicleTypes.form.tooLong', { max: description.maxLength }),
    ),
  status: yup
    .string()
    .oneOf(PLACE_STATUSES, () => t('vehicleTypes.form.statusChoice'))
    .required(),
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
export const vehicleTypeLabels = () =>
  ({
    code: t('vehicleTypes.form.code'),
    name: t('vehicleTypes.form.name'),
    description: t('vehicleTypes.form.description'),
    status: t('vehicleTypes.form.status'),
  }) satisfies FormLabels<VehicleTypeFormValues, VehicleTypeRow>;
