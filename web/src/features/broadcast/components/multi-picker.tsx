import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import { useT } from '../messages.gen';

export type PickerOption = { value: number; label: string };

type MultiPickerProps = {
  label: string;
  /** The empty choice of the select, e.g. "Add a state…". */
  placeholder: string;
  /** Names the list of chosen tags, e.g. "Chosen states". */
  chosenLabel: string;
  options: readonly PickerOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  loading?: boolean;
};

/**
 * Several choices from a long list: a plain select adds one at a time (keyboard and phone
 * friendly), and each choice shows as a tag with its own remove button.
 */
export function MultiPicker({
  label,
  placeholder,
  chosenLabel,
  options,
  selected,
  onChange,
  loading,
}: MultiPickerProps) {
  const id = useId();
  const t = useT();
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  const remaining = options.filter((option) => !selected.includes(option.value));
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value=""
        disabled={loading}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (value > 0) onChange([...selected, value]);
        }}
      >
        <option value="">{loading ? t('broadcast.picker.loading') : placeholder}</option>
        {remaining.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      {selected.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={chosenLabel}>
          {selected.map((value) => {
            const name = labelOf.get(value) ?? `#${value}`;
            return (
              <li key={value}>
                <Badge
                  bg="primary-subtle"
                  text="primary-emphasis"
                  className="d-inline-flex align-items-center gap-1 fs-6 fw-normal"
                >
                  {name}
                  <CloseButton
                    aria-label={t('broadcast.picker.remove', { name })}
                    className="ms-1"
                    style={{ fontSize: '0.6rem' }}
                    onClick={() => onChange(selected.filter((item) => item !== value))}
                  />
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </Form.Group>
  );
}
