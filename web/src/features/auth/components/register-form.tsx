import { Form, Formik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { authPageHref, useRegister } from '@/lib/auth';
import { registerSchema } from './schemas';

export function RegisterForm() {
  const register = useRegister();
  const [searchParams] = useSearchParams();
  const loginHref = authPageHref('/auth/login', searchParams.get('redirectTo'));
  return (
    <Formik
      initialValues={{ email: '', firstName: '', lastName: '', password: '' }}
      validationSchema={registerSchema}
      onSubmit={async (values) => {
        await register(values).catch(() => undefined);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Register">
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
