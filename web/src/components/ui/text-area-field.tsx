import { useField } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

type TextAreaFieldProps = {
  name: string;
  label: string;
  rows?: number;
  hint?: ReactNode;
  placeholder?: string;
  /** Monospace, for Markdown and other source text. */
  code?: boolean;
};

/** A labelled Formik textarea that shows its error once touched, linked for screen readers. */
export function TextAreaField({
  name,
  label,
  rows = 4,
  hint,
  placeholder,
  code,
}: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        {...field}
        rows={rows}
        placeholder={placeholder}
        className={code ? 'font-monospace' : undefined}
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
