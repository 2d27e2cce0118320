import { setIn, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { PoliceAddRequest, PoliceContact } from '@/lib/api-schema.gen';
import type { FieldErrors } from '@/lib/api-client';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { t } from '../messages.gen';

const RULES = requestRules.PoliceAddRequest;

export const MAX_PHONES = RULES.phone_numbers.maxItems;

/** Select and checkbox values are strings; ids become numbers when sent. */
export type PoliceFormValues = FormValuesOf<PoliceAddRequest>;

const { minItems } = RULES.phone_numbers;

/**
 * The API's rules; whether the city and resting points fit the state is checked there too. Built
 * when the form renders, so its messages are in the language of the moment.
 */
export const policeSchema = () =>
  yup.object({
    station_name: requiredText(t('police.rules.station'), RULES.station_name),
    officer: requiredText(t('police.rules.officer'), RULES.officer),
    phone_numbers: yup
      .array()
      .of(
        yup
          .string()
          .trim()
          .required(() => t('police.rules.phone'))
          .matches(RULES.phone_numbers.items.pattern, () => t('police.rules.phonePattern')),
      )
      .min(minItems, () => t('police.rules.phonesMin', { count: minItems }))
      .max(MAX_PHONES, () => t('police.rules.phonesMax', { count: MAX_PHONES })),
    state_id: yup.string().required(() => t('police.rules.state')),
    city_id: yup.string(),
    address: requiredText(t('police.rules.address'), RULES.address),
    resting_point_ids: yup.array().of(yup.string().required()),
  });

export const policeValues = (contact?: PoliceContact | null): PoliceFormValues => ({
  station_name: contact?.station_name ?? '',
  officer: contact?.officer ?? '',
  phone_numbers: contact ? [...contact.phone_numbers] : [''],
  state_id: contact ? String(contact.state_id) : '',
  city_id: contact?.city_id ? String(contact.city_id) : '',
  address: contact?.address ?? '',
  resting_point_ids: contact ? contact.resting_point_ids.map(String) : [],
});

export const policeRequest = (values: PoliceFormValues): PoliceAddRequest => ({
  station_name: values.station_name.trim(),
  officer: values.officer.trim(),
  phone_numbers: values.phone_numbers.map((phone) => phone.trim()),
  state_id: Number(values.state_id),
  city_id: values.city_id ? Number(values.city_id) : null,
  address: values.address.trim(),
  resting_point_ids: values.resting_point_ids.map(Number),
});

/** The server names fields like `phone_numbers.1`; Formik wants them nested. */
export function policeFormErrors(fieldErrors: FieldErrors): FormikErrors<PoliceFormValues> {
  let errors: FormikErrors<PoliceFormValues> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    errors = setIn(errors, field, message);
  }
  return errors;
}

/** The form's labels, also listing what someone else changed meanwhile; call it when rendering. */
export const policeLabels = () =>
  ({
    station_name: t('police.label.station'),
    officer: t('police.label.officer'),
    phone_numbers: t('police.label.phones'),
    state_id: t('police.label.state'),
    city_id: t('police.label.city'),
    address: t('police.label.address'),
    resting_point_ids: t('police.label.points'),
  }) satisfies FormLabels<PoliceFormValues, PoliceContact>;
