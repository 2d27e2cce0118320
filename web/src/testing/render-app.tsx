import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider, connectApiClient } from '@/app/provider';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/storage';
import { makeStore } from '@/store';

/** Renders the whole console at a path, with a fresh store and SWR cache, as a browser would. */
export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  const store = makeStore();
  connectApiClient(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </AppProvider>,
  );
  return { ...view, router, store };
}

export const currentPath = (router: {
  state: { location: { pathname: string; search: string } };
}) => router.state.location.pathname + router.state.location.search;
