import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { readListSort, readListState, useListParams, writeListState } from './list-params';
import { href, paths } from '@/lib/paths';

const names = ['serach', 'status', 'city_id'] as const;

describe('list state in the URL', () => {
  it('reads page and filters, defaulting a missing or bad page to 1', () => {
    expect(readListState(new URLSearchParams('page=3&serach=ravi&status=blocked'), names)).toEqual({
      page: 3,
      filters: { serach: 'ravi', status: 'blocked', city_id: '' },
    });
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', '']) {
      expect(readListState(new URLSearchParams(bad), names).page).toBe(1);
    }
  });

  it('writes only what differs from the default view, keeping foreign parameters', () => {
    const written = writeListState(
      { page: 1, filters: { serach: '  ', status: 'active', city_id: '12' } },
      new URLSearchParams('tab=history&page=4&serach=old'),
    );
    expect(written.toString()).toBe('tab=history&status=active&city_id=12');
    expect(writeListState({ page: 2, filters: { serach: 'MH12' } }).toString()).toBe(
      'serach=MH12&page=2',
    );
  });

  it('round-trips any state', () => {
    const state = { page: 7, filters: { serach: 'Singh', status: '', city_id: '4' } };
    expect(readListState(writeListState(state), names)).toEqual(state);
  });
});

describe('sort in the URL', () => {
  const sorts = { name: 'asc', registered: 'desc' } as const;
  const read = (query: string) => readListSort(new URLSearchParams(query), sorts);

  it("reads a column of the list and its order, else the column's natural order", () => {
    expect(read('sort=name&order=desc')).toEqual({ sort: 'name', order: 'desc' });
    expect(read('sort=registered')).toEqual({ sort: 'registered', order: 'desc' });
    expect(read('sort=name&order=DOWN')).toEqual({ sort: 'name', order: 'asc' });
  });

  it('ignores a sort the list does not have, or none', () => {
    for (const query of ['sort=mobile', 'sort=toString', 'order=asc', '']) {
      expect(read(query)).toBeNull();
    }
  });
});

function Probe() {
  const { page, filters, setPage, setFilter } = useListParams(names);
  return (
    <div>
      <p>
        page {page} search “{filters.serach}” status “{filters.status}”
      </p>
      <button onClick={() => setPage(page + 1)}>next</button>
      <button onClick={() => setFilter('status', 'blocked')}>blocked</button>
    </div>
  );
}

describe('useListParams', () => {
  it('goes back to page 1 when a filter changes, and Back restores the previous page', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: paths.drivers.list, element: <Probe /> }], {
      initialEntries: [href(paths.drivers.list, { serach: 'ravi', page: 2 })],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('page 2 search “ravi” status “”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(router.state.location.search).toBe('?serach=ravi&page=3');

    await act(() => router.navigate(-1));
    expect(screen.getByText(/page 2 search/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'blocked' }));
    expect(router.state.location.search).toBe('?serach=ravi&status=blocked');
    expect(screen.getByText('page 1 search “ravi” status “blocked”')).toBeInTheDocument();
  });
});
