import type { Permissions } from '@/lib/api-schema.gen';
import {
  everySection,
  newSubAdminPermissions,
  PERMISSION_SECTIONS,
  readOnlyPermissions,
} from '@/lib/sections';
import { permissionsSummary } from './permissions-editor';

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
    expect(permissionsSummary(granting(readOnlyPermissions(), everySection('none')))).toBe(
      'No sections',
    );
  });

  it('counts the sections granted and the read-only ones, and says when reveal is allowed', () => {
    const limited = granting(newSubAdminPermissions(), {
      companies: 'none',
      cms: 'none',
      police: 'none',
      policies: 'none',
    });
    const all = PERMISSION_SECTIONS.length;
    expect(permissionsSummary(limited)).toBe(`${all - 4} of ${all} sections`);
    expect(permissionsSummary(granting(limited, { drivers: 'read' }, true))).toBe(
      `${all - 4} of ${all} sections, 1 read-only · may reveal personal data`,
    );
  });
});
