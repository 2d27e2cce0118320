import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError, failureMessage, isSessionExpiry } from '@/lib/api-client';
import { useAppDispatch } from '@/store';
import { notificationAdded } from '@/store/notifications';
import { passwordHint } from '@/lib/password';
import { changePassword } from '../api/change-password';
import { changePasswordSchema } from './change-password-schema';

const initialValues = { old_password: '', new_password: '', confirm_password: '' };

/** Changes the signed-in account's own password (any role); its other sessions end. */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  return (
    <Card className="shadow-sm" style={{ maxWidth: '32rem' }}>
      <Card.Body>
        <Formik
          initialValues={initialValues}
          validationSchema={changePasswordSchema}
          onSubmit={async (values, { resetForm, setErrors }) => {
            try {
              await changePassword({
                old_password: values.old_password,
                new_password: values.new_password,
              });
              dispatch(
                notificationAdded({
                  type: 'success',
                  title: 'Password changed',
                  message:
                    'Use your new password next time you sign in. Your other sessions have been signed out.',
                }),
              );
              resetForm();
            } catch (error) {
              if (isSessionExpiry(error)) return; // the sign-in page says so
              if (error instanceof ApiError) setErrors(error.fieldErrors);
              dispatch(
                notificationAdded({
                  type: 'error',
                  title: 'Error',
                  message: failureMessage(error, 'Change password failed'),
                }),
              );
            }
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate aria-label="Change password">
              <TextField
                name="old_password"
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <TextField
                name="new_password"
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={passwordHint(values.new_password)}
              />
              <TextField
                name="confirm_password"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton busy={isSubmitting}>Change password</SubmitButton>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}
