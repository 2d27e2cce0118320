import { useEffect, useId, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { validDay } from '@/lib/list-params';

type DayFilterProps = {
  label: string;
  /** The day the list is filtered by (YYYY-MM-DD), '' for none. */
  value: string;
  /** Hears only a whole date, or '' when the box is emptied: never a half-typed one. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

type DateBox = Pick<HTMLInputElement, 'value' | 'validity'>;

/**
 * The day a date box holds once it is typed in full: '' when it is empty, null while it is half
 * typed. The browser reports a date as soon as its three parts hold a digit, filling the year as
 * it is typed (2026 comes as 0002, 0020, 0202, then 2026), so a year below 1000 is a year whose
 * digits are still coming; a part left blank is `badInput` with an empty value.
 */
function typedDay(box: DateBox): string | null {
  if (box.validity.badInput) return null;
  if (box.value === '') return '';
  const day = validDay(box.value);
  return day && Number(day.slice(0, 4)) >= 1000 ? day : null;
}

/**
 * A labelled date box (YYYY-MM-DD, an India date) that filters a list, e.g. one end of a range.
 * The box is the browser's while it is typed in: writing a value into it mid-typing would reset
 * the part being typed (typed 11/27/2026 would end as 11/27/0026), so it is uncontrolled and only
 * given the applied day when that changes from elsewhere (Clear filters, the other end of the
 * range, Back). A half-typed date is never applied; leaving the box puts back the applied day, so
 * what the box shows is what the list and its export use.
 */
export function DayFilter({ label, value, onChange, min, max }: DayFilterProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = box.current;
    // While the box has the focus the day is the one being typed (blur puts back the applied one).
    if (input && input !== document.activeElement && input.value !== value) input.value = value;
  }, [value]);

  const apply = (input: DateBox) => {
    const day = typedDay(input);
    if (day !== null && day !== value) onChange(day);
    return day;
  };

  return (
    <div>
      <Form.Label htmlFor={id} className="small text-secondary mb-1">
        {label}
      </Form.Label>
      <Form.Control
        ref={box}
        id={id}
        type="date"
        defaultValue={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => apply(event.currentTarget)}
        // Emptying the last part of a box leaves its value '' as it was: no change event says so.
        onKeyUp={(event) => apply(event.currentTarget)}
        onBlur={(event) => {
          if (apply(event.currentTarget) === null) event.currentTarget.value = value;
        }}
      />
    </div>
  );
}

type DayRange = { from: string; to: string };

/**
 * The change to a date range when one end moves: a range never runs backwards, so moving one end
 * past the other moves both.
 */
export const rangeFrom = (range: DayRange, from: string): Partial<DayRange> =>
  from && range.to && range.to < from ? { from, to: from } : { from };

export const rangeTo = (range: DayRange, to: string): Partial<DayRange> =>
  to && range.from && to < range.from ? { from: to, to } : { to };
