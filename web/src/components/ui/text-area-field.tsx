import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame, useFramedField } from './form-field';

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
  const { field, meta, id, control } = useFramedField<string>(name, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={meta.error}>
      <Form.Control
        as="textarea"
        {...field}
        rows={rows}
        placeholder={placeholder}
        className={code ? 'font-monospace' : undefined}
        {...control}
      />
    </FieldFrame>
  );
}
