import { fireEvent, render, screen } from '@testing-library/react';
import { DayFilter } from './day-filter';

const box = () => screen.getByLabelText<HTMLInputElement>('Checked in from');

/**
 * What Chromium's date box reports as a year is typed into it: a date as soon as each part holds
 * a digit, the year growing digit by digit (typing 2026 gives 0002, 0020, 0202, 2026).
 */
const typeYear = (monthDay: string, year: string) => {
  for (let digits = 1; digits <= year.length; digits += 1) {
    fireEvent.change(box(), {
      target: { value: `${year.slice(0, digits).padStart(4, '0')}-${monthDay}` },
    });
  }
};

/** A box with a part left blank: the browser says `badInput` and gives an empty value. */
const leaveAPartBlank = () => {
  Object.defineProperty(box(), 'validity', { value: { badInput: true }, configurable: true });
  fireEvent.change(box(), { target: { value: '' } });
};

describe('DayFilter', () => {
  it('applies a date once its year is typed in full, never the years on the way', () => {
    const onChange = jest.fn();
    render(<DayFilter label="Checked in from" value="" onChange={onChange} />);
    box().focus();
    typeYear('11-27', '202');
    expect(onChange).not.toHaveBeenCalled();
    typeYear('11-27', '2026');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-11-27');
  });

  it('does not apply a box with a part left blank, and shows the applied day again when left', () => {
    const onChange = jest.fn();
    render(<DayFilter label="Checked in from" value="2026-11-20" onChange={onChange} />);
    box().focus();
    leaveAPartBlank();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(box());
    expect(box()).toHaveValue('2026-11-20');
  });

  it('shows the applied day again when left with a year still being typed', () => {
    const onChange = jest.fn();
    render(<DayFilter label="Checked in from" value="2026-11-20" onChange={onChange} />);
    box().focus();
    typeYear('11-27', '202');
    fireEvent.blur(box());
    expect(onChange).not.toHaveBeenCalled();
    expect(box()).toHaveValue('2026-11-20');
  });

  it('clears the filter when the box is emptied', () => {
    const onChange = jest.fn();
    render(<DayFilter label="Checked in from" value="2026-11-20" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('shows a day applied elsewhere, but never writes over the date being typed', () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <DayFilter label="Checked in from" value="2026-11-20" onChange={onChange} />,
    );
    // Clear filters, the other end of the range or Back changes the day: the box follows.
    rerender(<DayFilter label="Checked in from" value="" onChange={onChange} />);
    expect(box()).toHaveValue('');
    rerender(<DayFilter label="Checked in from" value="2026-11-25" onChange={onChange} />);
    expect(box()).toHaveValue('2026-11-25');

    // Typing 15 into the day applies 01, then 15; the answer to 01 arrives after the 5 is typed.
    box().focus();
    fireEvent.change(box(), { target: { value: '2026-11-01' } });
    fireEvent.change(box(), { target: { value: '2026-11-15' } });
    rerender(<DayFilter label="Checked in from" value="2026-11-01" onChange={onChange} />);
    expect(box()).toHaveValue('2026-11-15');
  });
});
