import { useId } from 'react';
import Form from 'react-bootstrap/Form';

type DayFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

/** A labelled date box (YYYY-MM-DD, an India date) that filters a list, e.g. one end of a range. */
export function DayFilter({ label, value, onChange, min, max }: DayFilterProps) {
  const id = useId();
  return (
    <div>
      <Form.Label htmlFor={id} className="small text-secondary mb-1">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
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
