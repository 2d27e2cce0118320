import * as yup from 'yup';
import type { CompanyRow } from '@/lib/api-schema.gen';
import type { FieldLabels } from '@/lib/stale-edit';

export const COMPANY_NAME_MAX = 120;

/** Mirrors the API: required once trimmed, at most 120 characters (uniqueness is the server's). */
export const companySchema = yup.object({
  company_name: yup
    .string()
    .trim()
    .required('Enter the company name')
    .max(COMPANY_NAME_MAX, `Use at most ${COMPANY_NAME_MAX} characters`),
});

export type CompanyFormValues = { company_name: string };

export const companyValues = (company?: CompanyRow): CompanyFormValues => ({
  company_name: company?.company_name ?? '',
});

/** The fields of the form, for the list of what someone else changed meanwhile. */
export const COMPANY_FIELD_LABELS: FieldLabels<CompanyRow> = { company_name: 'Company name' };
