import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { StateAddRequest, StateRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { PLACE_STATUSES } from '@/lib/geography';

export type StateFormValues = FormValuesOf<StateAddRequest>;

const { name, code } = requestRules.StateAddRequest;

/** The API's rules; uniqueness is the server's to judge (409 on the field). */
export const stateSchema = yup.object({
  name: requiredText('Enter the state name', name),
  // Checked upper-cased, as it is sent.
  code: yup
    .string()
    .trim()
    .uppercase()
    .required('Enter the state code')
    .matches(code.pattern, 'Use 2 or 3 letters, e.g. MH'),
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

/** The form's labels, also listing what someone else changed meanwhile. */
export const STATE_LABELS = {
  name: 'State name',
  code: 'Code',
  status: 'Status',
} satisfies FormLabels<StateFormValues, StateRow>;
