import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { reloadAtOrigin } from '@/lib/reload';
import { makeStore } from '@/store';
import { ContentErrorBoundary, RootErrorBoundary, RootLayout } from './root-layout';

jest.mock('@/lib/reload', () => ({ reloadAtOrigin: jest.fn() }));

function Broken(): never {
  throw new Error('render failed');
}

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        errorElement: <RootErrorBoundary />,
        children: [
          { path: '/broken', element: <Broken /> },
          {
            path: '/app',
            element: (
              <>
                <nav aria-label="Sections">menu</nav>
                <Outlet />
              </>
            ),
            children: [
              {
                errorElement: <ContentErrorBoundary />,
                children: [{ path: 'x', element: <Broken /> }],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('error fallbacks', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Ooops, something went wrong :( ' with a Refresh that reloads at the origin", async () => {
    renderRoutes('/broken');
    expect(screen.getByRole('heading').textContent).toBe('Ooops, something went wrong :( ');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadAtOrigin).toHaveBeenCalledTimes(1);
  });

  it("shows 'Something went wrong!' inside the signed-in area", () => {
    renderRoutes('/app/x');
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument(); // layout stays
  });
});
