import { sectionAccess as serverAccess } from '@/lib/api-schema.gen';
import { SECTION_ACCESS, type Section } from '@/lib/access';

/** The console section that shows each server section (by its OpenAPI tag), where there is one. */
const CONSOLE_SECTION: Partial<Record<keyof typeof serverAccess, Section>> = {
  dashboard: 'dashboard',
  drivers: 'drivers',
  checkins: 'checkins',
  companies: 'companies',
  states: 'states',
  cities: 'cities',
  'resting-points': 'restingPoints',
  police: 'police',
  'sub-admins': 'subAdmins',
  cms: 'cms',
  policies: 'policies',
  broadcast: 'broadcast',
  activity: 'activity',
};

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
