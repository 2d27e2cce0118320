import * as yup from 'yup';
import type { StateAddRequest, StateRow } from '@/lib/api-schema.gen';
import { PLACE_STATUSES, type PlaceStatus } from '@/lib/geography';
import type { FieldLabels } from '@/lib/stale-edit';

export type StateFormValues = { name: string; code: string; status: PlaceStatus };

/** Mirrors the API's rules; uniqueness is the server's to judge (409 on the field). */
export const stateSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter the state name')
    .min(2, 'Use at least 2 characters')
    .max(80, 'Use at most 80 characters'),
  code: yup
    .string()
    .trim()
    .required('Enter the state code')
    .matches(/^[A-Za-z]{2,3}$/, 'Use 2 or 3 letters, e.g. MH'),
  status: yup.string().oneOf(PLACE_STATUSES, 'Choose active or inactive').required(),
});

export const stateValues = (state?: StateRow): StateFormValues => ({
  name: state?.name ?? '',
  code: state?.code ?? '',
  status: state?.status ?? 'active',
});

export const stateRequest = (values: StateFormValues): StateAddRequest => ({
  name: values.name.trim(),
  code: values.code.trim().toUpperCase(),
  status: values.status,
});

/** The fields of the form, for the list of what someone else changed meanwhile. */
export const STATE_FIELD_LABELS: FieldLabels<StateRow> = {
  name: 'State name',
  code: 'Code',
  status: 'Status',
};
