import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouteProgressBar } from './route-progress-bar';

describe('route progress bar', () => {
  afterEach(() => jest.useRealTimers());

  it('advances 10% every 300 ms while the next route loads, then resets', async () => {
    jest.useFakeTimers();
    let finishLoading!: () => void;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <RouteProgressBar />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Home</p> },
            {
              path: '/slow',
              lazy: () =>
                new Promise((resolve) => {
                  finishLoading = () => resolve({ Component: () => <p>Slow page</p> });
                }),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/slow'));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    await act(async () => finishLoading());
    expect(await screen.findByText('Slow page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
