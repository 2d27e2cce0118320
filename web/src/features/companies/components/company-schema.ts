import * as yup from 'yup';

export const COMPANY_NAME_MAX = 120;

/** Mirrors the API: required once trimmed, at most 120 characters (uniqueness is the server's). */
export const companySchema = yup.object({
  company_name: yup
    .string()
    .trim()
    .required('Enter the company name')
    .max(COMPANY_NAME_MAX, `Use at most ${COMPANY_NAME_MAX} characters`),
});
