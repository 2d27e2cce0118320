import { sectionAccess as serverAccess } from '@/lib/api-schema.gen';
import { accessLevel, mayChange, mayUse, SECTION_ACCESS, type Section } from '@/lib/access';
import { PERMISSION_SECTIONS } from '@/lib/sections';
import { adminUser, subAdminWith } from '@/testing/fake-api';

/** The console section that shows each server section (by its OpenAPI tag): the one of its id. */
const CONSOLE_SECTION = Object.fromEntries(
  Object.keys(serverAccess)
    .filter((tag): tag is Section => Object.hasOwn(SECTION_ACCESS, tag))
    .map((section) => [section, section]),
) as Partial<Record<keyof typeof serverAccess, Section>>;

describe('section access: the console and the API declare the same', () => {
  it.each(Object.entries(CONSOLE_SECTION))('%s', (tag, section) => {
    expect(SECTION_ACCESS[section!]).toBe(serverAccess[tag as keyof typeof serverAccess]);
  });

  it('every admin-only API section has a console section, also admin-only', () => {
    const adminTags = Object.entries(serverAccess)
      .filter(([, access]) => access === 'admin')
      .map(([tag]) => tag);
    expect(adminTags.length).toBeGreaterThan(0);
    for (const tag of adminTags) {
      const section = CONSOLE_SECTION[tag as keyof typeof serverAccess];
      expect([tag, section && SECTION_ACCESS[section]]).toEqual([tag, 'admin']);
    }
  });

  it('only Setting is stricter in the console than in the API (the spec keeps it admin-only)', () => {
    const mapped = new Set(Object.values(CONSOLE_SECTION));
    const consoleOnlyAdmin = (Object.keys(SECTION_ACCESS) as Section[]).filter(
      (section) => !mapped.has(section) && SECTION_ACCESS[section] === 'admin',
    );
    expect(consoleOnlyAdmin).toEqual(['settings']);
  });
});

describe('access levels per section', () => {
  const limited = subAdminWith({ drivers: 'read', companies: 'write' });

  it('gives a sub admin what was granted, nothing elsewhere', () => {
    expect(accessLevel(limited, 'drivers')).toBe('read');
    expect(accessLevel(limited, 'companies')).toBe('write');
    expect(accessLevel(limited, 'resting_points')).toBe('none');
    expect([mayUse(limited, 'drivers'), mayChange(limited, 'drivers')]).toEqual([true, false]);
    expect([mayUse(limited, 'cms'), mayChange(limited, 'cms')]).toEqual([false, false]);
  });

  it('keeps Dashboard and Profile open, and the admin sections closed, whatever the grant', () => {
    const none = subAdminWith({});
    for (const section of ['dashboard', 'profile'] as const) {
      expect(accessLevel(none, section)).toBe('write');
    }
    const everything = subAdminWith(
      Object.fromEntries(PERMISSION_SECTIONS.map((name) => [name, 'write'])),
      true,
    );
    for (const section of ['sub_admins', 'settings', 'broadcast'] as const) {
      expect(accessLevel(everything, section)).toBe('none');
    }
  });

  it('lets an administrator do everything, and nobody anything before the account is known', () => {
    for (const section of Object.keys(SECTION_ACCESS) as Section[]) {
      expect(mayChange(adminUser, section)).toBe(true);
      expect(accessLevel(null, section)).toBe('none');
    }
  });
});
