import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CompanyAddRequest, CompanyRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { t } from '../messages.gen';

const { company_name: name } = requestRules.CompanyEditRequest;

/**
 * The API's rules: required once trimmed, a length limit (uniqueness is the server's). Made
 * when a form is checked, so its messages are in the language of the moment.
 */
export const companySchema = yup.object({
  company_name: requiredText(() => t('companies.rule.name'), name),
});

export type CompanyFormValues = FormValuesOf<CompanyAddRequest>;

export const companyValues = (company?: CompanyRow): CompanyFormValues => ({
  company_name: company?.company_name ?? '',
});

/** The form's labels, also listing what someone else changed meanwhile. */
export const companyLabels = () =>
  ({ company_name: t('companies.field.name') }) satisfies FormLabels<CompanyFormValues, CompanyRow>;
