import { RouterProvider } from 'react-router-dom';
import { store } from '@/store';
import { AppProvider } from './provider';
import { createRouter } from './router';

// The API client is connected to the store before this module runs: by main.tsx (which asks for
// the account before this chunk has come) or by the sign-in app, whichever loads it.

let router: ReturnType<typeof createRouter> | undefined;

/**
 * Makes the router now, at the current address, so that it starts loading its routes' modules
 * before React first renders: main.tsx calls it once the first screen's chunks are there, and the
 * router has resolved those routes by the time React renders (a few microtasks later), so the
 * first render is the screen itself, not a loading view followed by a second render.
 */
export function startRouter() {
  router ??= createRouter();
  return router;
}

/**
 * The console with its router, inside providers given by the caller: the app below (main.tsx,
 * any page but the sign-in page) or the sign-in app once its form has signed the user in, which
 * keeps its store and SWR cache so the user it was given stays the current user. The router is
 * made when it is first shown, so it starts at the address of that moment (the sign-in app has
 * replaced /auth/login with redirectTo by then).
 */
export function RouterApp() {
  return <RouterProvider router={startRouter()} />;
}

export function App() {
  return (
    <AppProvider store={store}>
      <RouterApp />
    </AppProvider>
  );
}
