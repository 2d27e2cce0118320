import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { SubmitButton } from '@/components/ui/submit-button';
import { authPageHref, throttledMessage, useRegister } from '@/lib/auth';
import { registerSchema } from './schemas';

export function RegisterForm() {
  const register = useRegister();
  const [searchParams] = useSearchParams();
  const loginHref = authPageHref('/auth/login', searchParams.get('redirectTo'));
  const [throttled, setThrottled] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ email: '', firstName: '', lastName: '', password: '' }}
      validationSchema={registerSchema}
      onSubmit={async (values) => {
        // Failures show as an 'Error' toast; a throttled one (429) also stays above the form.
        setThrottled(null);
        await register(values).catch((error: unknown) => setThrottled(throttledMessage(error)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Register">
          <FormProblem problem={throttled} />
          <TextField name="email" label="Email Address" type="email" autoComplete="email" />
          <div className="row g-2">
            <div className="col-sm">
              <TextField name="firstName" label="First Name" autoComplete="given-name" />
            </div>
            <div className="col-sm">
              <TextField name="lastName" label="Last Name" autoComplete="family-name" />
            </div>
          </div>
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 5 characters."
          />
          <SubmitButton busy={isSubmitting} className="w-100">
            Register
          </SubmitButton>
          <p className="text-center mt-3 mb-0 small">
            Already registered? <Link to={loginHref}>Log in</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
