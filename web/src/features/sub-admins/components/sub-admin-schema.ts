import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import type { AdminUser, SubAdminAddRequest } from '@/lib/api-schema.gen';
import { requiredText } from '@/lib/form-rules';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { newSubAdminPermissions } from '@/lib/sections';
import { ACCOUNT_STATUSES } from '../api/sub-admins';
import { t } from '../messages.gen';

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

// Messages are functions: read in the language of the moment each time the form is checked.
// Not trimmed: spaces are part of a password.
const passwordRules = yup
  .string()
  .required(() => t('subAdmins.rule.password'))
  .min(RULES.password.minLength, () =>
    t('subAdmins.rule.passwordMin', { count: RULES.password.minLength }),
  )
  .max(RULES.password.maxLength, () =>
    t('subAdmins.rule.passwordMax', { count: RULES.password.maxLength }),
  );

/** The API's rules; whether the e-mail is free is the server's to judge (409). */
export const subAdminSchema = (editing: boolean) =>
  yup.object({
    full_name: requiredText(t('subAdmins.rule.fullName'), RULES.full_name),
    email: yup
      .string()
      .trim()
      .required(() => t('subAdmins.rule.email'))
      .email(() => t('subAdmins.rule.emailValid')),
    mobile: yup
      .string()
      .trim()
      // 10 digits starting 6-9, optionally after +91.
      .matches(RULES.mobile.pattern, () => t('subAdmins.rule.mobile')),
    status: yup
      .string()
      .oneOf(ACCOUNT_STATUSES, () => t('subAdmins.rule.status'))
      .required(),
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
          .required(() => t('subAdmins.rule.confirm'))
          .oneOf([yup.ref('password')], () => t('subAdmins.rule.match')),
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
export const subAdminLabels = () =>
  ({
    full_name: t('subAdmins.field.fullName'),
    email: t('subAdmins.field.email'),
    mobile: t('subAdmins.field.mobile'),
    status: t('subAdmins.field.status'),
    permissions: t('subAdmins.field.permissions'),
    password: t('subAdmins.field.password'),
    confirm_password: t('subAdmins.field.confirmPassword'),
    reset_password: t('subAdmins.field.resetPassword'),
  }) satisfies FormLabels<SubAdminFormValues, AdminUser>;
