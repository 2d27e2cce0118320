import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CityAddRequest, CityRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { PLACE_STATUSES } from '@/lib/geography';
import { t } from '../messages.gen';

/** Select values are strings; `state_id` becomes a number when sent. */
export type CityFormValues = FormValuesOf<CityAddRequest>;

const { name } = requestRules.CityAddRequest;

/**
 * The API's rules; uniqueness within the state is the server's to judge (409). Messages are
 * read when a form is checked, in the language of the moment.
 */
export const citySchema = yup.object({
  name: requiredText(() => t('cities.rule.name'), name),
  state_id: yup.string().required(() => t('cities.rule.state')),
  status: yup
    .string()
    .oneOf(PLACE_STATUSES, () => t('cities.rule.status'))
    .required(),
});

export const cityValues = (city?: CityRow, stateId = ''): CityFormValues => ({
  name: city?.name ?? '',
  state_id: city ? String(city.state_id) : stateId,
  status: city?.status ?? 'active',
});

export const cityRequest = (values: CityFormValues): CityAddRequest => ({
  name: values.name.trim(),
  state_id: Number(values.state_id),
  status: values.status,
});

/** The form's labels, also listing what someone else changed meanwhile. */
export const cityLabels = () =>
  ({
    name: t('cities.field.name'),
    state_id: t('cities.field.state'),
    status: t('cities.field.status'),
  }) satisfies FormLabels<CityFormValues, CityRow>;
