import { requestRules } from '@/lib/api-limits.gen';
import { t } from './messages.gen';

/** The shortest password the API accepts for admin accounts (change password, sub admins). */
export const MIN_PASSWORD_LENGTH = requestRules.ChangePasswordRequest.new_password.minLength;

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** A hint, not a rule: length plus the mix of character kinds. */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 'strong';
  if (password.length >= MIN_PASSWORD_LENGTH && kinds >= 2) return 'fair';
  return 'weak';
}

/** The hint under a new-password field, as the user types. */
export function passwordHint(password: string): string {
  return password
    ? t(`password.strength.${passwordStrength(password)}`)
    : t('password.minimum', { count: MIN_PASSWORD_LENGTH });
}
