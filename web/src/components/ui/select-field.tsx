import { useField } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export type SelectOption = { value: string | number; label: string };

type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice, e.g. "Choose a state". */
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Called after Formik has the new value (e.g. to clear a dependent field). */
  onValueChange?: (value: string) => void;
};

/** A labelled Formik select that shows its error once touched, linked for screen readers. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  disabled,
  onValueChange,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string | number>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        name={field.name}
        value={String(field.value ?? '')}
        onBlur={field.onBlur}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onValueChange?.(event.target.value);
        }}
        disabled={disabled}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy.join(' ') || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {meta.error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
