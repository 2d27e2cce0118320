import { act, renderHook } from '@testing-library/react';
import { useRowSelection } from './use-row-selection';

type Props = { pageIds: number[]; total: number; scope: string };

function setup(initial: Props = { pageIds: [1, 2, 3], total: 25, scope: 'a' }) {
  return renderHook((props: Props) => useRowSelection(props), { initialProps: initial });
}

describe('useRowSelection', () => {
  it('ticks rows one by one and says whether the page is all, some or none', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ count: 0, page: 'none', allMatching: false });
    act(() => result.current.toggle(2));
    expect(result.current).toMatchObject({ count: 1, ids: [2], page: 'some' });
    expect(result.current.isSelected(2)).toBe(true);
    expect(result.current.isSelected(1)).toBe(false);
    act(() => result.current.toggle(2));
    expect(result.current).toMatchObject({ count: 0, page: 'none' });
  });

  it('ticks and unticks the whole page, keeping rows ticked on other pages', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle(1));
    rerender({ pageIds: [11, 12], total: 25, scope: 'a' }); // page 2
    expect(result.current.page).toBe('none');
    act(() => result.current.togglePage());
    expect(result.current).toMatchObject({ page: 'all', count: 3 });
    expect([...result.current.ids].sort((a, b) => a - b)).toEqual([1, 11, 12]);
    act(() => result.current.togglePage());
    expect(result.current).toMatchObject({ page: 'none', count: 1, ids: [1] });
  });

  it('selects all matching rows, on every page, and counts the total', () => {
    const { result, rerender } = setup();
    act(() => result.current.togglePage());
    act(() => result.current.selectAllMatching());
    expect(result.current).toMatchObject({ allMatching: true, count: 25, ids: [], page: 'all' });
    rerender({ pageIds: [11, 12], total: 25, scope: 'a' });
    expect(result.current.isSelected(12)).toBe(true);
  });

  it('leaves "all matching" when one row is unticked, keeping the rest of the page', () => {
    const { result } = setup();
    act(() => result.current.selectAllMatching());
    act(() => result.current.toggle(2));
    expect(result.current).toMatchObject({ allMatching: false, count: 2, page: 'some' });
    expect(result.current.ids).toEqual([1, 3]);
  });

  it('clears the selection when the scope (the filters) changes, and on clear()', () => {
    const { result, rerender } = setup();
    act(() => result.current.selectAllMatching());
    rerender({ pageIds: [1, 2, 3], total: 4, scope: 'b' });
    expect(result.current).toMatchObject({ allMatching: false, count: 0, page: 'none' });
    act(() => result.current.toggle(3));
    expect(result.current.count).toBe(1);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('never calls an empty page fully selected', () => {
    const { result } = setup({ pageIds: [], total: 0, scope: 'a' });
    expect(result.current.page).toBe('none');
  });
});
