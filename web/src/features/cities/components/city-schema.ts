import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CityAddRequest, CityRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { PLACE_STATUSES } from '@/lib/geography';

/** Select values are strings; `state_id` becomes a number when sent. */
export type CityFormValues = FormValuesOf<CityAddRequest>;

const { name } = requestRules.CityAddRequest;

/** The API's rules; uniqueness within the state is the server's to judge (409). */
export const citySchema = yup.object({
  name: requiredText('Enter the city name', name),
  state_id: yup.string().required('Choose the state the city is in'),
  status: yup.string().oneOf(PLACE_STATUSES, 'Choose active or inactive').required(),
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
export const CITY_LABELS = {
  name: 'City name',
  state_id: 'State',
  status: 'Status',
} satisfies FormLabels<CityFormValues, CityRow>;
