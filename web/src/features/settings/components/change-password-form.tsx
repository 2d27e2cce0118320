import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError, failureMessage } from '@/lib/api-client';
import { useAppDispatch } from '@/store';
import { notificationAdded } from '@/store/notifications';
import { changePassword } from '../api/change-password';
import {
  changePasswordSchema,
  passwordStrength,
  MIN_PASSWORD_LENGTH,
} from './change-password-schema';

const STRENGTH_TEXT = { weak: 'Weak', fair: 'Fair', strong: 'Strong' } as const;
const initialValues = { old_password: '', new_password: '', confirm_password: '' };

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
                  message: 'Use your new password next time you sign in.',
                }),
              );
              resetForm();
            } catch (error) {
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
                hint={
                  values.new_password
                    ? `Strength: ${STRENGTH_TEXT[passwordStrength(values.new_password)]}. Longer, with upper and lower case, digits and symbols, is stronger.`
                    : `At least ${MIN_PASSWORD_LENGTH} characters.`
                }
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
