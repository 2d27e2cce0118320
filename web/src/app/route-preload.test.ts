import { paths } from '@/lib/paths';
import { firstScreens, isSignInPage } from './route-preload';

describe('firstScreens', () => {
  it('signed out: the sign-in page, also for a deep /app link (the guard sends it there)', () => {
    expect(firstScreens('/', false)).toEqual(['login']);
    expect(firstScreens(paths.login, false)).toEqual(['login']);
    expect(firstScreens(paths.register, false)).toEqual(['register']);
    expect(firstScreens(paths.drivers.list, false)).toEqual(['login']);
    expect(firstScreens('/app/users/view/42', false)).toEqual(['login']);
    expect(firstScreens('/nowhere', false)).toEqual([]);
  });

  it('signed in: the dashboard from the public pages and /app, the screen of a deep link', () => {
    expect(firstScreens('/', true)).toEqual(['login', 'signedInArea', 'dashboard']);
    expect(firstScreens(paths.login, true)).toEqual(['login', 'signedInArea', 'dashboard']);
    expect(firstScreens(paths.app, true)).toEqual(['signedInArea', 'dashboard']);
    expect(firstScreens(paths.dashboard, true)).toEqual(['signedInArea', 'dashboard']);
    expect(firstScreens(`${paths.dashboard}/`, true)).toEqual(['signedInArea', 'dashboard']);
    expect(firstScreens(paths.drivers.list, true)).toEqual(['signedInArea', 'drivers']);
    expect(firstScreens('/app/users/view/42', true)).toEqual(['signedInArea']);
    expect(firstScreens('/nowhere', true)).toEqual([]);
  });
});

describe('isSignInPage', () => {
  it('is / and /auth/login only (what nginx serves as login.html)', () => {
    expect(isSignInPage('/')).toBe(true);
    expect(isSignInPage(paths.login)).toBe(true);
    expect(isSignInPage(`${paths.login}/`)).toBe(true);
    expect(isSignInPage(paths.register)).toBe(false);
    expect(isSignInPage(paths.drivers.list)).toBe(false);
    expect(isSignInPage('/auth/login/x')).toBe(false);
  });
});
