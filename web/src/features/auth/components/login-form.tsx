import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { SubmitButton } from '@/components/ui/submit-button';
import { authPageHref, throttledMessage, useLogin } from '@/lib/auth';
import { lazySchema } from '@/lib/lazy-schema';
import { paths } from '@/lib/paths';

// yup comes with the first validation (the first blur or submit), not with the sign-in page.
const validate = lazySchema<{ email: string; password: string }>(
  async () => (await import('./schemas')).loginSchema,
);

/** On success the session starts and the public-page guard sends the user on (redirectTo). */
export function LoginForm() {
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const registerHref = authPageHref(paths.register, searchParams.get('redirectTo'));
  const [throttled, setThrottled] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validate={validate}
      onSubmit={async (values) => {
        // A failure is already shown as an 'Error' toast by the API client; the form keeps its
        // values. "Too many attempts … try again in 15 minutes" also stays above the form.
        setThrottled(null);
        await login(values).catch((error: unknown) => setThrottled(throttledMessage(error)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <FormProblem problem={throttled} />
          <TextField name="email" label="Email Address" type="email" autoComplete="username" />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton busy={isSubmitting} className="w-100">
            Log in
          </SubmitButton>
          <p className="text-center mt-3 mb-0 small">
            No account yet? <Link to={registerHref}>Register</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
