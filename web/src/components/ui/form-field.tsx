import { useField } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

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
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...field}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy.join(' ') || undefined}
      />
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
