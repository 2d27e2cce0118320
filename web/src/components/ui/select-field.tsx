import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame, useFramedField } from './form-field';

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
  const { field, meta, helpers, id, control } = useFramedField<string | number>(name, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={meta.error}>
      <Form.Select
        name={field.name}
        value={String(field.value ?? '')}
        onBlur={field.onBlur}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onValueChange?.(event.target.value);
        }}
        disabled={disabled}
        {...control}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
