import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import type { AdminUser, SubAdminAddRequest } from '@/lib/api-schema.gen';
import { requiredText } from '@/lib/form-rules';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { newSubAdminPermissions } from '@/lib/sections';
import { ACCOUNT_STATUSES } from '../api/sub-admins';

/** `permissions`: what the account may use, per section, and whether it may reveal personal data. */
export type SubAdminFormValues = FormValuesOf<
  SubAdminAddRequest,
  object,
  {
    /** Editing only: whether to set a new password. */
    reset_password: boolean;
    confirm_password: string;
  }
>;

const RULES = requestRules.SubAdminAddRequest;

// Not trimmed: spaces are part of a password.
const passwordRules = yup
  .string()
  .required('Enter a password')
  .min(RULES.password.minLength, `Use at least ${RULES.password.minLength} characters`)
  .max(RULES.password.maxLength, `Use at most ${RULES.password.maxLength} characters`);

/** The API's rules; whether the e-mail is free is the server's to judge (409). */
export const subAdminSchema = (editing: boolean) =>
  yup.object({
    full_name: requiredText('Enter the full name', RULES.full_name),
    email: yup
      .string()
      .trim()
      .required('Enter the e-mail address')
      .email('Enter a valid e-mail address'),
    mobile: yup
      .string()
      .trim()
      // 10 digits starting 6-9, optionally after +91.
      .matches(RULES.mobile.pattern, 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210'),
    status: yup.string().oneOf(ACCOUNT_STATUSES, 'Choose active or disabled').required(),
    reset_password: yup.boolean(),
    password: editing
      ? yup.string().when('reset_password', {
          is: true,
          then: () => passwordRules,
          otherwise: (schema) => schema.strip(),
        })
      : passwordRules,
    confirm_password: yup.string().when(editing ? 'reset_password' : 'password', {
      is: (value: unknown) => (editing ? value === true : true),
      then: (schema) =>
        schema
          .required('Repeat the password')
          .oneOf([yup.ref('password')], 'Passwords do not match'),
    }),
  });

export const subAdminValues = (admin?: AdminUser): SubAdminFormValues => ({
  full_name: admin?.full_name ?? '',
  email: admin?.email ?? '',
  mobile: admin?.mobile ?? '',
  // A registration waiting for approval never reaches the form (the edit screen says so instead).
  status: admin?.status === 'disabled' ? 'disabled' : 'active',
  permissions: admin
    ? { sections: { ...admin.permissions.sections }, reveal: admin.permissions.reveal }
    : newSubAdminPermissions(),
  reset_password: false,
  password: '',
  confirm_password: '',
});

/** The account fields of the add and edit bodies, trimmed; the password is added by the caller. */
export const subAdminFields = (values: SubAdminFormValues) => ({
  full_name: values.full_name.trim(),
  email: values.email.trim(),
  mobile: values.mobile.trim(),
  status: values.status,
  permissions: values.permissions,
});

/** The form's labels, also listing what someone else changed meanwhile. */
export const SUB_ADMIN_LABELS = {
  full_name: 'Full name',
  email: 'Email address',
  mobile: 'Mobile',
  status: 'Status',
  permissions: 'Permissions',
  password: 'Password',
  confirm_password: 'Confirm password',
  reset_password: 'Set a new password',
} satisfies FormLabels<SubAdminFormValues, AdminUser>;
