import { maskEmail, maskLicence, maskMobile } from '../src/http/masking.js';

describe('masking of personal data', () => {
  it('keeps the first two and last three digits of a mobile number', () => {
    expect(maskMobile('+91 98765 43210')).toBe('+91 98••• ••210');
    expect(maskMobile('9876543210')).toBe('98•••••210');
  });

  it('keeps the first character and the domain of an e-mail address', () => {
    expect(maskEmail('driver.name@gmail.com')).toBe('d••••@gmail.com');
    expect(maskEmail('not-an-address')).toBe('••••');
  });

  it('keeps the state and RTO code and the last three characters of a licence number', () => {
    expect(maskLicence('UP3120190012536')).toBe('UP31••••••••536');
    expect(maskLicence('MH12 20150001234')).toBe('MH12 ••••••••234');
  });

  it('never shows more than it hides of a full mobile number', () => {
    const masked = maskMobile('+91 98765 43210');
    expect(masked.replace(/\D/g, '')).toBe('9198210');
  });
});
