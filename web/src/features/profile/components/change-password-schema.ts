import * as Yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@/lib/password';

export const changePasswordSchema = Yup.object({
  old_password: Yup.string().required('Enter your current password'),
  new_password: Yup.string()
    .required('Enter a new password')
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .notOneOf(
      [Yup.ref('old_password')],
      'New password must be different from the current password',
    ),
  confirm_password: Yup.string()
    .required('Repeat the new password')
    .oneOf([Yup.ref('new_password')], 'Passwords do not match'),
});
