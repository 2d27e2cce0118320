import type { Permissions } from '@/lib/api-schema.gen';
import {
  newSubAdminPermissions,
  permissionsSummary,
  readOnlyPermissions,
} from './permissions-editor';

const granting = (
  base: Permissions,
  sections: Partial<Permissions['sections']>,
  reveal = false,
) => ({
  sections: { ...base.sections, ...sections },
  reveal,
});

describe('the permissions summary of the sub admin list', () => {
  it('names the common grants in a word or two', () => {
    expect(permissionsSummary(newSubAdminPermissions())).toBe('All sections');
    expect(permissionsSummary(readOnlyPermissions())).toBe('Read-only');
    expect(
      permissionsSummary(
        granting(readOnlyPermissions(), {
          drivers: 'none',
          checkins: 'none',
          resting_points: 'none',
          states: 'none',
          cities: 'none',
          companies: 'none',
          cms: 'none',
          police: 'none',
          policies: 'none',
        }),
      ),
    ).toBe('No sections');
  });

  it('counts the sections granted and the read-only ones, and says when reveal is allowed', () => {
    const limited = granting(newSubAdminPermissions(), {
      companies: 'none',
      cms: 'none',
      police: 'none',
      policies: 'none',
    });
    expect(permissionsSummary(limited)).toBe('5 of 9 sections');
    expect(permissionsSummary(granting(limited, { drivers: 'read' }, true))).toBe(
      '5 of 9 sections, 1 read-only · may reveal personal data',
    );
  });
});
