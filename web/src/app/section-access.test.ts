import { matchRoutes, type RouteObject } from 'react-router-dom';
import { navEntriesFor } from '@/components/layout/navigation';
import { mayUse, SECTION_ACCESS, type Section } from '@/lib/access';
import { paths } from '@/lib/paths';
import { adminUser, subAdminUser } from '@/testing/fake-api';
import type { ScreenHandle } from './guards';
import { routes } from './router';
import { NAV_ENTRIES } from './screens';

/** Every screen route of the console with the section it declares. */
function screens(tree: RouteObject[], found: { path: string; section: Section }[] = []) {
  for (const route of tree) {
    const section = (route.handle as ScreenHandle | undefined)?.section;
    if (section && route.path) found.push({ path: route.path, section });
    if (route.children) screens(route.children, found);
  }
  return found;
}

const sectionAt = (path: string) =>
  (matchRoutes(routes, path)?.at(-1)?.route.handle as ScreenHandle | undefined)?.section;

describe('who may use each section', () => {
  it('keeps Sub Admin (and its activity log), Brodcast and Setting for administrators, and every other section open', () => {
    const adminOnly = Object.entries(SECTION_ACCESS)
      .filter(([, access]) => access === 'admin')
      .map(([section]) => section);
    expect(adminOnly.sort()).toEqual(['activity', 'broadcast', 'settings', 'sub_admins']);
    for (const section of Object.keys(SECTION_ACCESS) as Section[]) {
      expect(mayUse(adminUser, section)).toBe(true);
      expect(mayUse(subAdminUser, section)).toBe(SECTION_ACCESS[section] !== 'admin');
    }
  });

  it('has a screen in the router for every section, and every screen is in a section', () => {
    expect(new Set(screens(routes).map((screen) => screen.section))).toEqual(
      new Set(Object.keys(SECTION_ACCESS)),
    );
    const signedInArea = routes[0]?.children?.find((route) => route.path === paths.app);
    const withPath = (tree: RouteObject[]): RouteObject[] =>
      tree.flatMap((route) => [...(route.path ? [route] : []), ...withPath(route.children ?? [])]);
    const areaRoutes = withPath(signedInArea?.children ?? []);
    expect(areaRoutes.length).toBeGreaterThan(20);
    for (const route of areaRoutes) {
      expect([route.path, (route.handle as ScreenHandle | undefined)?.section]).toEqual([
        route.path,
        expect.any(String),
      ]);
    }
  });

  it('opens each menu entry on a screen of its own section', () => {
    for (const entry of NAV_ENTRIES) {
      expect(sectionAt(entry.to)).toBe(entry.section);
    }
  });

  it('shows a sub admin exactly the menu entries of the sections they may use', () => {
    expect(navEntriesFor(NAV_ENTRIES, subAdminUser).map((entry) => entry.section)).toEqual(
      NAV_ENTRIES.map((entry) => entry.section).filter(
        (section) => SECTION_ACCESS[section] === 'signed-in',
      ),
    );
    expect(navEntriesFor(NAV_ENTRIES, adminUser)).toEqual(NAV_ENTRIES);
  });
});
