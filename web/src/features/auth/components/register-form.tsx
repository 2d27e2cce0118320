import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/api-query';
import type { RegisteredUser } from '@/lib/api-schema.gen';
import { authPageHref, registerAccount } from '@/lib/auth';
import { MIN_PASSWORD_LENGTH } from '@/lib/password';
import { paths } from '@/lib/paths';
import { useT } from '../messages.gen';
import { registerSchema } from './schemas';

/**
 * The spec's form and call. The answer starts no session: `onRegistered` gets the registration
 * so the page can say what happens next. A refusal keeps what was typed and shows the server's
 * reason above the form and next to the field it names.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (user: RegisteredUser) => void }) {
  const [searchParams] = useSearchParams();
  const loginHref = authPageHref(paths.login, searchParams.get('redirectTo'));
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  return (
    <Formik
      initialValues={{ email: '', firstName: '', lastName: '', password: '' }}
      validationSchema={registerSchema}
      onSubmit={async (values, { setErrors }) => {
        setProblem(null);
        try {
          onRegistered(await registerAccount(values));
        } catch (error) {
          setErrors(serverFieldErrors(error));
          setProblem(failureMessage(error, t('auth.register.failed')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('auth.register.form')}>
          <FormProblem problem={problem} />
          <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
          <div className="row g-2">
            <div className="col-sm">
              <TextField
                name="firstName"
                label={t('auth.register.firstName')}
                autoComplete="given-name"
              />
            </div>
            <div className="col-sm">
              <TextField
                name="lastName"
                label={t('auth.register.lastName')}
                autoComplete="family-name"
              />
            </div>
          </div>
          <TextField
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.register.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          />
          <SubmitButton busy={isSubmitting} className="w-100">
            {t('auth.register.submit')}
          </SubmitButton>
          <p className="text-center mt-3 mb-0 small">
            {t('auth.register.already')} <Link to={loginHref}>{t('auth.register.logIn')}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
