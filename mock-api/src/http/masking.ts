/**
 * How drivers' personal data looks to an account that may not see it in full (issue 12): enough
 * to tell two drivers apart and to read it out on the phone, not enough to contact the driver.
 * Every function keeps the value's length and separators, so a masked column lines up.
 */

const BULLET = '•';

/** `+91 98765 43210` → `+91 98••• ••210`: the first two and last three digits of the number. */
export function maskMobile(mobile: string): string {
  const countryCode = /^\+\d{1,3}\s?/.exec(mobile)?.[0] ?? '';
  const local = mobile.slice(countryCode.length);
  const digits = local.replace(/\D/g, '').length;
  let seen = 0;
  const masked = [...local].map((char) => {
    if (!/\d/.test(char)) return char;
    seen += 1;
    return seen <= 2 || seen > digits - 3 ? char : BULLET;
  });
  return countryCode + masked.join('');
}

/** `driver.name@gmail.com` → `d••••@gmail.com`: the first character and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return BULLET.repeat(4);
  return `${email[0]}${BULLET.repeat(4)}${email.slice(at)}`;
}

/** `UP3120190012536` → `UP31••••••••536`: the state and RTO code and the last three characters. */
export function maskLicence(licence: string): string {
  const chars = [...licence];
  const visible = (index: number) => index < 4 || index >= chars.length - 3;
  return chars
    .map((char, index) => (visible(index) || !/[A-Z0-9]/i.test(char) ? char : BULLET))
    .join('');
}
