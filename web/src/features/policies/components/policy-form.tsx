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
import { around, ELEMENT } from '@/lib/i18n';
import { addPolicy, POLICY_PATHS, publishPolicy } from '../api/policies';
import { useT } from '../messages.gen';
import {
  formatDay,
  policySchema,
  policyStatusOptions,
  policyValues,
  type PolicyFormValues,
} from './policy-schema';

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
  const t = useT();
  const nextVersion = (policy?.version ?? 0) + 1;
  // The policy's title is shown bold inside the sentence, wherever the language puts it.
  const [beforeTitle, afterTitle] = around(
    policy
      ? t('policies.form.confirmPublishBody', {
          title: ELEMENT,
          version: nextVersion,
          current: policy.version,
          day: formatDay(pending?.values.effective_date),
        })
      : t('policies.form.confirmAddBody', {
          title: ELEMENT,
          day: formatDay(pending?.values.effective_date),
        }),
  );

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
          title: policy
            ? t('policies.form.published', { version: nextVersion })
            : t('policies.form.added'),
          message: t('policies.form.savedMessage', {
            title,
            version: nextVersion,
            day: formatDay(values.effective_date),
          }),
        },
        failure: t('policies.failure'),
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
        <Form
          noValidate
          aria-label={
            policy
              ? t('policies.form.publishName', { title: policy.title })
              : t('policies.form.addName')
          }
        >
          <UnsavedChangesPrompt />
          <FormErrors />
          <FormProblem problem={problem} />
          <div className="row g-3">
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Body>
                  <TextField name="title" label={t('policies.form.title')} />
                  <TextAreaField
                    name="body"
                    label={t('policies.form.body')}
                    rows={14}
                    code
                    hint={t('policies.form.bodyHint')}
                  />
                  <TextField
                    name="effective_date"
                    label={t('policies.form.effectiveDate')}
                    type="date"
                    hint={
                      policy
                        ? t('policies.form.effectiveHintVersion', {
                            version: nextVersion,
                            day: formatDay(policy.effective_date),
                          })
                        : t('policies.form.effectiveHintNew')
                    }
                  />
                  {policy ? (
                    <TextField
                      name="change_note"
                      label={t('policies.form.changeNote')}
                      hint={t('policies.form.changeNoteHint')}
                    />
                  ) : (
                    <SelectField
                      name="status"
                      label={t('policies.form.status')}
                      options={policyStatusOptions()}
                    />
                  )}
                  <div className="d-flex flex-wrap gap-2">
                    <SubmitButton busy={saving}>
                      {policy
                        ? t('policies.form.publishVersion', { version: nextVersion })
                        : t('policies.form.addName')}
                    </SubmitButton>
                    <Link to={backTo} className="btn btn-outline-secondary">
                      {t('policies.form.cancel')}
                    </Link>
                  </div>
                </Card.Body>
              </Card>
            </div>
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Header as="h2" className="h6 mb-0">
                  {t('policies.form.preview')}
                </Card.Header>
                <Card.Body as="section" aria-label={t('policies.form.preview')}>
                  <h3 className="h4">{values.title || t('policies.form.untitled')}</h3>
                  <Markdown source={values.body} headingOffset={3} />
                </Card.Body>
              </Card>
            </div>
          </div>
          <ConfirmDialog
            show={pending !== null}
            title={
              policy
                ? t('policies.form.confirmPublishTitle', { version: nextVersion })
                : t('policies.form.confirmAddTitle')
            }
            confirmLabel={policy ? t('policies.form.confirmPublish') : t('policies.form.addName')}
            busy={saving}
            onConfirm={() => pending && void publish(pending)}
            onCancel={cancel}
          >
            <p className="mb-0">
              {beforeTitle}
              <strong>{pending?.values.title.trim()}</strong>
              {afterTitle}
            </p>
          </ConfirmDialog>
        </Form>
      )}
    </Formik>
  );
}
