import { fireEvent, render, screen } from '@testing-library/react';
import { PaginationBar, visiblePages } from './pagination-bar';

describe('PaginationBar', () => {
  it('offers the first, the last and two pages either side of the current one', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 300)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 300]);
    expect(visiblePages(300, 300)).toEqual([1, 'gap', 298, 299, 300]);
  });

  it('says which rows are shown and moves between pages', () => {
    const onPageChange = jest.fn();
    render(
      <PaginationBar
        pagination={{ page: 2, limit: 10, total: 2345, totalPages: 235 }}
        onPageChange={onPageChange}
        label="Driver list pages"
      />,
    );
    expect(screen.getByText('Showing 11–20 of 2,345')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Driver list pages' });
    expect(nav).toBeInTheDocument();
    fireEvent.click(screen.getByText('Next page'));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByText('235'));
    expect(onPageChange).toHaveBeenLastCalledWith(235);
  });

  it('explains a page past the end and offers no links for a single page', () => {
    const { rerender } = render(
      <PaginationBar
        pagination={{ page: 9, limit: 10, total: 15, totalPages: 2 }}
        onPageChange={jest.fn()}
        label="pages"
      />,
    );
    expect(screen.getByText('Page 9 is past the end (15 in all)')).toBeInTheDocument();
    rerender(
      <PaginationBar
        pagination={{ page: 1, limit: 10, total: 4, totalPages: 1 }}
        onPageChange={jest.fn()}
        label="pages"
      />,
    );
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
