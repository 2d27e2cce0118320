import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CompanyAddRequest, CompanyRow } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';

const { company_name: name } = requestRules.CompanyEditRequest;

/** The API's rules: required once trimmed, a length limit (uniqueness is the server's). */
export const companySchema = yup.object({
  company_name: requiredText('Enter the company name', name),
});

export type CompanyFormValues = FormValuesOf<CompanyAddRequest>;

export const companyValues = (company?: CompanyRow): CompanyFormValues => ({
  company_name: company?.company_name ?? '',
});

/** The form's labels, also listing what someone else changed meanwhile. */
export const COMPANY_LABELS = { company_name: 'Company name' } satisfies FormLabels<
  CompanyFormValues,
  CompanyRow
>;
