import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { Markdown } from '@/components/ui/markdown';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import { useFormMutation } from '@/lib/api-query';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import {
  addPolicy,
  POLICY_FAILURE,
  POLICY_PATHS,
  POLICY_STATUS_OPTIONS,
  publishPolicy,
} from '../api/policies';
import { formatDay, policySchema, policyValues, type PolicyFormValues } from './policy-schema';

/**
 * A submit waiting for its confirmation. The submit lasts until `done` (confirmed and saved, or
 * cancelled), so Formik's `isSubmitting` covers the whole of it.
 */
type Pending = {
  values: PolicyFormValues;
  helpers: FormikHelpers<PolicyFormValues>;
  done: () => void;
};

type PolicyFormProps = {
  /** The policy to publish a new version of; none to create a policy. */
  policy?: PolicyDetail;
  /** Where Cancel goes. */
  backTo: string;
  /** After the save: go on without asking about unsaved changes (`useNavigateAfterSave`). */
  onDone: (saved: PolicyDetail) => void;
};

/** Creates a policy, or publishes its next version, after a confirmation. */
export function PolicyForm({ policy, backTo, onDone }: PolicyFormProps) {
  const { problem, submit, pending: saving } = useFormMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const nextVersion = (policy?.version ?? 0) + 1;

  const cancel = () => {
    pending?.done();
    setPending(null);
  };

  const publish = async ({ values, helpers, done }: Pending) => {
    const title = values.title.trim();
    const result = await submit(
      () =>
        policy
          ? publishPolicy({
              id: policy.id,
              title,
              body: values.body,
              effective_date: values.effective_date,
              change_note: values.change_note.trim(),
            })
          : addPolicy({
              title,
              body: values.body,
              effective_date: values.effective_date,
              status: values.status,
            }),
      {
        success: {
          title: policy ? `Version ${nextVersion} published` : 'Policy added',
          message: `${title} version ${nextVersion} applies from ${formatDay(values.effective_date)}.`,
        },
        failure: POLICY_FAILURE,
        setErrors: helpers.setErrors,
        revalidate: POLICY_PATHS,
      },
    );
    setPending(null);
    done();
    if (result.ok) onDone(result.data.body);
  };

  return (
    <Formik
      initialValues={policyValues(policy)}
      validationSchema={policySchema(policy)}
      onSubmit={(values, helpers) =>
        new Promise<void>((done) => setPending({ values, helpers, done }))
      }
    >
      {({ values }) => (
        <Form noValidate aria-label={policy ? `New version of ${policy.title}` : 'Add policy'}>
          <UnsavedChangesPrompt />
          <FormErrors />
          <FormProblem problem={problem} />
          <div className="row g-3">
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Body>
                  <TextField name="title" label="Title" />
                  <TextAreaField
                    name="body"
                    label="Policy text"
                    rows={14}
                    code
                    hint="Markdown: # Heading, **bold**, *italic*, - list, [text](https://…), | tables |. HTML is shown as text."
                  />
                  <TextField
                    name="effective_date"
                    label="Effective date"
                    type="date"
                    hint={
                      policy
                        ? `From this day drivers must accept version ${nextVersion}. Not before ${formatDay(policy.effective_date)}.`
                        : 'From this day drivers must accept it.'
                    }
                  />
                  {policy ? (
                    <TextField
                      name="change_note"
                      label="What changed (optional)"
                      hint="Shown in the version history."
                    />
                  ) : (
                    <SelectField name="status" label="Status" options={POLICY_STATUS_OPTIONS} />
                  )}
                  <div className="d-flex flex-wrap gap-2">
                    <SubmitButton busy={saving}>
                      {policy ? `Publish version ${nextVersion}` : 'Add policy'}
                    </SubmitButton>
                    <Link to={backTo} className="btn btn-outline-secondary">
                      Cancel
                    </Link>
                  </div>
                </Card.Body>
              </Card>
            </div>
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Header as="h2" className="h6 mb-0">
                  Preview
                </Card.Header>
                <Card.Body as="section" aria-label="Preview">
                  <h3 className="h4">{values.title || 'Untitled'}</h3>
                  <Markdown source={values.body} headingOffset={3} />
                </Card.Body>
              </Card>
            </div>
          </div>
          <ConfirmDialog
            show={pending !== null}
            title={policy ? `Publish version ${nextVersion}?` : 'Add this policy?'}
            confirmLabel={policy ? 'Publish' : 'Add policy'}
            busy={saving}
            onConfirm={() => pending && void publish(pending)}
            onCancel={cancel}
          >
            <p className="mb-0">
              <strong>{pending?.values.title.trim()}</strong>{' '}
              {policy
                ? `version ${nextVersion} replaces version ${policy.version}; drivers must accept it from ${formatDay(pending?.values.effective_date)}. Earlier versions stay in the history. A published version cannot be changed.`
                : `is published as version 1 and applies from ${formatDay(pending?.values.effective_date)}.`}
            </p>
          </ConfirmDialog>
        </Form>
      )}
    </Formik>
  );
}
