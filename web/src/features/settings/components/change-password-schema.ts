import * as Yup from 'yup';

export const MIN_PASSWORD_LENGTH = 8;

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

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** A hint, not a rule: length plus the mix of character kinds. */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 'strong';
  if (password.length >= MIN_PASSWORD_LENGTH && kinds >= 2) return 'fair';
  return 'weak';
}
