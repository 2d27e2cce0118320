import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import { serverFieldErrors, useApiMutation } from '@/lib/api-query';
import { passwordHint } from '@/lib/password';
import { changePassword } from '../api/change-password';
import { changePasswordSchema } from './change-password-schema';
import { useT } from '../messages.gen';

const initialValues = { old_password: '', new_password: '', confirm_password: '' };

/** Changes the signed-in account's own password (any role); its other sessions end. */
export function ChangePasswordForm() {
  const { run } = useApiMutation();
  const t = useT();
  return (
    <Card className="shadow-sm" style={{ maxWidth: '32rem' }}>
      <Card.Body>
        <Formik
          initialValues={initialValues}
          validationSchema={changePasswordSchema}
          onSubmit={async (values, { resetForm, setErrors }) => {
            const result = await run(
              () =>
                changePassword({
                  old_password: values.old_password,
                  new_password: values.new_password,
                }),
              {
                success: {
                  title: t('profile.form.changed'),
                  message: t('profile.form.changedMessage'),
                },
                failure: t('profile.form.failure'),
                // It signs the account out everywhere else.
                revalidate: ['/admin_session_list'],
              },
            );
            if (result.ok) resetForm();
            else setErrors(serverFieldErrors(result.error));
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate aria-label={t('profile.form.label')}>
              <UnsavedChangesPrompt />
              <FormErrors />
              <TextField
                name="old_password"
                label={t('profile.form.current')}
                type="password"
                autoComplete="current-password"
              />
              <TextField
                name="new_password"
                label={t('profile.form.new')}
                type="password"
                autoComplete="new-password"
                hint={passwordHint(values.new_password)}
              />
              <TextField
                name="confirm_password"
                label={t('profile.form.confirm')}
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton busy={isSubmitting}>{t('profile.form.submit')}</SubmitButton>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}
