import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { StateAddRequest, StateRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { PLACE_STATUSES } from '@/lib/geography';
import { t } from '../messages.gen';

export type StateFormValues = FormValuesOf<StateAddRequest>;

const { name, code } = requestRules.StateAddRequest;

/**
 * The API's rules; uniqueness is the server's to judge (409 on the field). Messages are read
 * when a form is checked, in the language of the moment.
 */
export const stateSchema = yup.object({
  name: requiredText(() => t('states.rule.name'), name),
  // Checked upper-cased, as it is sent.
  code: yup
    .string()
    .trim()
    .uppercase()
    .required(() => t('states.rule.code'))
    .matches(code.pattern, () => t('states.rule.codePattern')),
  status: yup
    .string()
    .oneOf(PLACE_STATUSES, () => t('states.rule.status'))
    .required(),
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
export const stateLabels = () =>
  ({
    name: t('states.field.name'),
    code: t('states.field.code'),
    status: t('states.field.status'),
  }) satisfies FormLabels<StateFormValues, StateRow>;
