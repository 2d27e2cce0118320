import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

function Harness({ onApply }: { onApply: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput
        label="Search drivers"
        value={value}
        onChange={(next) => {
          onApply(next);
          setValue(next);
        }}
      />
      <button onClick={() => setValue('from-url')}>back</button>
    </>
  );
}

describe('SearchInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const type = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search drivers' }), {
      target: { value: text },
    });

  it('applies the search once typing pauses, not on every key', () => {
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    type('r');
    type('ra');
    type('rav');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onApply).not.toHaveBeenCalled();
    type('ravi ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('ravi');
  });

  it('applies at once on Enter and on Clear', () => {
    const onApply = jest.fn();
    render(<Harness onApply={onApply} />);
    type('MH12');
    fireEvent.submit(screen.getByRole('search'));
    expect(onApply).toHaveBeenLastCalledWith('MH12');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onApply).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows the applied value when it changes from outside (Back, a link)', () => {
    render(<Harness onApply={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('searchbox')).toHaveValue('from-url');
  });
});
