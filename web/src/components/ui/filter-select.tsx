import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { SelectOption } from './select-field';
import { useT } from './messages.gen';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The "no filter" choice, e.g. "All statuses". */
  allLabel: string;
  disabled?: boolean;
};

/** A labelled select that filters a list (not part of a form). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  disabled,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-label={label}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}

/** The status filter of a list: "All statuses", or one of `options`. */
export function StatusFilter(props: Omit<FilterSelectProps, 'label' | 'allLabel'>) {
  const t = useT();
  return (
    <FilterSelect label={t('ui.filter.status')} allLabel={t('ui.filter.allStatuses')} {...props} />
  );
}
