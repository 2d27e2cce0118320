import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CompanyRow } from '@/lib/api-schema.gen';
import type { FieldLabels } from '@/lib/stale-edit';

const { company_name: name } = requestRules.CompanyEditRequest;

/** The API's rules: required once trimmed, a length limit (uniqueness is the server's). */
export const companySchema = yup.object({
  company_name: requiredText('Enter the company name', name),
});

export type CompanyFormValues = { company_name: string };

export const companyValues = (company?: CompanyRow): CompanyFormValues => ({
  company_name: company?.company_name ?? '',
});

/** The fields of the form, for the list of what someone else changed meanwhile. */
export const COMPANY_FIELD_LABELS: FieldLabels<CompanyRow> = { company_name: 'Company name' };
