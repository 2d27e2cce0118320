/**
 * What a search box's text is compared with, worked out the same way for every viewer and every
 * list that matches drivers' mobile or vehicle numbers (the driver list, its export and bulk
 * actions, the check-in list).
 */

/** Every digit of `text`, in order. */
export const digits = (text: string) => text.replace(/\D/g, '');

/** The national number: `+91 98765 43210`, `098765 43210` and `9876543210` are `9876543210`. */
export function nationalNumber(text: string): string {
  const all = digits(text);
  if (all.length === 12 && all.startsWith('91')) return all.slice(2);
  if (all.length === 11 && all.startsWith('0')) return all.slice(1);
  return all;
}

/** `MH 12 AB 1234`, `mh-12-ab-1234` and `MH12AB1234` are one vehicle number. */
export const vehicleKey = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

export interface SearchTerms {
  /** The text, trimmed and lower-cased: names, e-mails and other text contain it. */
  text: string;
  /** Its digits, when it looks like a phone number (digits, spaces, `+ ( ) . -`), else ''. */
  phoneDigits: string;
  /** Its national number (see `nationalNumber`), when it looks like a phone number, else ''. */
  mobile: string;
  /** Its vehicle number (see `vehicleKey`), when it could be (part of) one, else ''. */
  vehicle: string;
}

/**
 * A search's terms. Only a search that looks like a phone number is compared digit by digit, so
 * "AB1234" does not find every mobile that contains 1234; only letters and digits with at least
 * one digit (spaces and hyphens aside) are compared as a vehicle number, so "Ram Kumar" is not.
 */
export function searchTerms(search: string): SearchTerms {
  const looksLikePhone = /^[\d\s+().-]+$/.test(search);
  const vehicle = vehicleKey(search);
  return {
    text: search.trim().toLowerCase(),
    phoneDigits: looksLikePhone ? digits(search) : '',
    mobile: looksLikePhone ? nationalNumber(search) : '',
    vehicle: /^[A-Z0-9]*[0-9][A-Z0-9]*$/.test(vehicle) ? vehicle : '',
  };
}
