import type { FastifyRequest } from 'fastify';
import { currentAuth } from '../auth.js';
import { ADMIN_ROLE, type AdminRecord } from '../store/index.js';
import { maskEmail, maskLicence, maskMobile } from './masking.js';

/**
 * How drivers' personal data (mobile number, e-mail, licence number) leaves the API for one
 * account (issue 12): in full for administrators, masked for every sub admin. A sub admin with the
 * reveal permission sees one driver's in full through `POST /user_reveal`, which is logged; so
 * that every look is accountable, lists, details and exports stay masked for them too. Every
 * route that answers a driver's personal data, and every export that writes it, presents it
 * through the viewer's `PersonalDataView`, so there is one rule. A masked viewer also searches
 * differently (see store/driver-query.ts): whole numbers only, never a fragment of a masked field.
 */
export interface PersonalDataView {
  /** Whether this viewer sees masked values (and searches by whole numbers only). */
  masked: boolean;
  mobile: (mobile: string) => string;
  email: (email: string | null) => string | null;
  licence: (licence: string) => string;
}

const FULL: PersonalDataView = {
  masked: false,
  mobile: (mobile) => mobile,
  email: (email) => email,
  licence: (licence) => licence,
};

const MASKED: PersonalDataView = {
  masked: true,
  mobile: maskMobile,
  email: (email) => (email === null ? null : maskEmail(email)),
  licence: maskLicence,
};

/** The view of `user` (e.g. the account an export link was made for). */
export function personalDataViewOf(user: Pick<AdminRecord, 'role'>): PersonalDataView {
  return user.role === ADMIN_ROLE ? FULL : MASKED;
}

/** The view of the signed-in account of a request. */
export function personalDataView(request: FastifyRequest): PersonalDataView {
  return personalDataViewOf(currentAuth(request).user);
}
