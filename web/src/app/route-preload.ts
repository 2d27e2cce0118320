import { storage } from '@/lib/storage';

/**
 * The first screen's chunks, asked for by main.tsx together with the app chunk. The router would
 * ask for them only once the app chunk has arrived and run: one more round trip before anything
 * shows. Vite's import() also preloads each chunk's own imports (modulepreload links), so the
 * hints are chosen per route here instead of all of them in index.html, which made the pages that
 * do not need them slower. Only the screens people open cold; any other /app screen still gets
 * the signed-in area early and its own chunk from the router. A wrong guess (an expired token)
 * costs bytes, never a wrong screen: the router decides what shows.
 */
const loads = {
  login: () => import('@/features/auth/routes/login'),
  register: () => import('@/features/auth/routes/register'),
  signedInArea: () => import('./routes/signed-in-area'),
  dashboard: () => import('@/features/dashboard/routes/dashboard'),
  drivers: () => import('@/features/drivers/routes/driver-list'),
};

type Screen = keyof typeof loads;

// The paths as literals, checked against paths.ts by route-preload.test.ts: this module is in
// the entry chunk, which needs these few and not the whole address book.
const PUBLIC: Record<string, Screen> = {
  '/': 'login',
  '/auth/login': 'login',
  '/auth/register': 'register',
};

/**
 * What the page at `pathname` shows first, for a visitor with or without a stored token. A
 * public page is loaded even when signed in: the router loads it before its guard sends the
 * visitor on to the dashboard.
 */
export function firstScreens(pathname: string, signedIn: boolean): Screen[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const inApp = path === '/app' || path.startsWith('/app/');
  const page = PUBLIC[path];
  if (!signedIn) return page ? [page] : inApp ? ['login'] : [];
  if (page || path === '/app' || path === '/app/dashbord') {
    return [...(page ? [page] : []), 'signedInArea', 'dashboard'];
  }
  if (path === '/app/users') return ['signedInArea', 'drivers'];
  return inApp ? ['signedInArea'] : [];
}

/** `/` and `/auth/login`: served prerendered (login.html), shown without the router when signed out. */
export function isSignInPage(pathname: string): boolean {
  return PUBLIC[pathname.replace(/\/+$/, '') || '/'] === 'login';
}

/**
 * Asks for the first screen's chunks; settles once they have all come (or failed: a failed fetch
 * is the router's to report, when it asks for the same chunk).
 */
export async function preloadFirstScreen(
  pathname: string,
  signedIn = storage.getToken() !== null,
): Promise<void> {
  await Promise.allSettled(firstScreens(pathname, signedIn).map((screen) => loads[screen]()));
}
