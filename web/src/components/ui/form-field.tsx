import { useField } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/**
 * A Formik field and what its input needs to show its error once touched: `control` marks the
 * input invalid and points it at its hint and error, which `FieldFrame` shows below it.
 */
export function useFramedField<Value>(name: string, hint: ReactNode) {
  const [field, meta, helpers] = useField<Value>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  const control = {
    isInvalid: invalid,
    'aria-invalid': invalid,
    'aria-describedby': describedBy.join(' ') || undefined,
  };
  return { field, meta, helpers, id, control };
}

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  /** The input. */
  children: ReactNode;
};

/** A field's label, its input, then its hint and its error (shown while the input is invalid). */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'time' | 'date';
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
};

/** A labelled Formik input that shows its error once touched, linked for screen readers. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  placeholder,
}: TextFieldProps) {
  const { field, meta, id, control } = useFramedField<string>(name, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={meta.error}>
      <Form.Control
        {...field}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...control}
      />
    </FieldFrame>
  );
}
