import {
  Form,
  Formik,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
} from 'formik';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormErrors } from '@/components/ui/form-errors';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import type { FieldErrors } from '@/lib/api-client';
import type { ReadPath } from '@/lib/api-contract';
import { useFormMutation, type SuccessToast } from '@/lib/api-query';
import { fieldsOf, type FieldOf, type FormLabels } from '@/lib/form-values';
import { useVersionedEdit, type Versioned } from '@/lib/stale-edit';

export type VersionedFormProps<R extends Versioned, V extends object, T> = {
  /**
   * The record being edited, typed as the edit call's stale 409 carries it (`StaleRecordOf`),
   * which the stale-edit alert compares with it; absent when adding.
   */
  record: R | null | undefined;
  initialValues: V;
  /** The values for a record, for "Load latest version". */
  toValues: (record: R) => V;
  validationSchema: AnyObjectSchema;
  /** Every label of the form: its inputs' and those of the changes someone else made. */
  labels: FormLabels<V, R>;
  /** The form's accessible name, e.g. 'Edit state'. */
  name: string;
  /** Sends the values: adds, or edits from `version` (the version the form started from). */
  save: (values: V, version: number | undefined) => Promise<T>;
  success: (values: V) => SuccessToast;
  /** Said when the server does not say why a save failed. */
  failure: string;
  revalidate: readonly ReadPath[];
  /** Where the API's field names differ from the form's (`phone_numbers.1`, `opening_hours`). */
  fieldErrors?: (errors: FieldErrors) => FormikErrors<V>;
  onSaved: (data: T, values: V, form: FormikHelpers<V>) => void;
  /** A long form lists its invalid fields at the top. */
  summary?: boolean;
  /** For a form in a drawer, which asks itself before it closes; else leaving a page asks. */
  onDirtyChange?: (dirty: boolean) => void;
  children: (form: FormikProps<V> & { field: FieldOf<V> }) => ReactNode;
};

function ReportDirty({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/**
 * An add or edit form of a versioned record, declared by its fields: the save with its toasts
 * and revalidation, the server's field errors on the fields (else a problem above the form), the
 * stale-edit alert with "Load latest version", the error summary and the unsaved-changes prompt.
 * The values are typed from the request (`FormValuesOf`), every value has its label, and
 * `field(name)` takes only names of the values.
 */
export function VersionedForm<R extends Versioned, V extends object, T>({
  record,
  initialValues,
  toValues,
  validationSchema,
  labels,
  name,
  save,
  success,
  failure,
  revalidate,
  fieldErrors,
  onSaved,
  summary = false,
  onDirtyChange,
  children,
}: VersionedFormProps<R, V, T>) {
  const edit = useVersionedEdit(record, labels, toValues);
  const { problem, submit } = useFormMutation(edit);
  const field = useMemo(() => fieldsOf<V>(labels), [labels]);

  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, helpers) => {
        const result = await submit(() => save(values, edit.version), {
          success: success(values),
          failure,
          revalidate,
          setErrors: (errors) =>
            helpers.setErrors(fieldErrors ? fieldErrors(errors) : (errors as FormikErrors<V>)),
        });
        if (result.ok) onSaved(result.data, values, helpers);
      }}
    >
      {(form) => (
        <Form noValidate aria-label={name}>
          {onDirtyChange ? <ReportDirty onChange={onDirtyChange} /> : <UnsavedChangesPrompt />}
          <FormErrors summary={summary} />
          <FormProblem problem={problem} edit={edit} />
          {children({ ...form, field })}
        </Form>
      )}
    </Formik>
  );
}
