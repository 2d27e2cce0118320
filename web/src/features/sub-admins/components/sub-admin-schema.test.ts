import { permissionsFor } from '@/testing/fake-api';
import {
  subAdminFields,
  subAdminSchema,
  subAdminValues,
  type SubAdminFormValues,
} from './sub-admin-schema';

const valid: SubAdminFormValues = {
  full_name: 'Meera Nair',
  email: 'meera@example.in',
  mobile: '+91 98765 43210',
  status: 'active',
  permissions: permissionsFor({ role: 2 }),
  reset_password: false,
  password: 'Truck-stop-9',
  confirm_password: 'Truck-stop-9',
};

/** The first problem of each field, as the form shows them. */
async function errorsOf(values: Partial<SubAdminFormValues>, editing = false) {
  try {
    await subAdminSchema(editing).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const problems: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) {
      problems[inner.path] ??= inner.message;
    }
    return problems;
  }
}

describe('sub admin form schema', () => {
  it('accepts a complete new account, and a blank mobile', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ mobile: '' })).toEqual({});
    expect(await errorsOf({ mobile: '9876543210' })).toEqual({});
  });

  it('requires the fields with readable messages', async () => {
    expect(
      await errorsOf({ full_name: ' ', email: 'x', mobile: '12345', password: 'short' }),
    ).toEqual({
      full_name: 'Enter the full name',
      email: 'Enter a valid e-mail address',
      mobile: 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210',
      password: 'Use at least 8 characters',
      confirm_password: 'Passwords do not match',
    });
  });

  it('asks for a password on edit only when resetting it', async () => {
    expect(await errorsOf({ password: '', confirm_password: '' }, true)).toEqual({});
    expect(
      await errorsOf({ reset_password: true, password: '', confirm_password: '' }, true),
    ).toEqual({ password: 'Enter a password', confirm_password: 'Repeat the password' });
  });

  it('starts a new account read-write everywhere without reveal', () => {
    const { permissions } = subAdminValues();
    expect(new Set(Object.values(permissions.sections))).toEqual(new Set(['write']));
    expect(permissions.reveal).toBe(false);
  });

  it('fills the form from an account and trims what it sends', () => {
    const granted = {
      sections: {
        ...permissionsFor({ role: 2 }).sections,
        drivers: 'read' as const,
        cms: 'none' as const,
      },
      reveal: true,
    };
    const values = subAdminValues({
      id: 3,
      role: 2,
      first_name: 'Meera',
      last_name: 'Nair',
      full_name: 'Meera Nair',
      email: 'meera@example.in',
      mobile: null,
      image_url: null,
      status: 'disabled',
      created_at: '2026-01-01T00:00:00.000Z',
      version: 1,
      updated_at: '2026-01-01T00:00:00.000Z',
      updated_by: null,
      permissions: granted,
    });
    expect(values).toMatchObject({
      full_name: 'Meera Nair',
      mobile: '',
      status: 'disabled',
      permissions: granted,
    });
    expect(subAdminFields({ ...values, full_name: ' Meera  ', email: ' m@x.in ' })).toEqual({
      full_name: 'Meera',
      email: 'm@x.in',
      mobile: '',
      status: 'disabled',
      permissions: granted,
    });
  });
});
