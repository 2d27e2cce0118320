import { Form, Formik } from 'formik';
import { Suspense, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { authPageHref, throttledMessage, useLogin } from '@/lib/auth';
import { lazySchema } from '@/lib/lazy-schema';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { PlainLink, type AuthLinkComponent } from './auth-link';
import { LazyFormProblem } from './lazy-alerts';
import { useT } from '../messages.gen';

// yup comes with the first validation (the first blur or submit), not with the sign-in page.
export type SignInValues = { email: string; password: string };

const EMPTY: SignInValues = { email: '', password: '' };

const validate = lazySchema<SignInValues>(async () => (await import('./schemas')).loginSchema);

type LoginFormProps = {
  /** Where to go after signing in (the query's redirectTo): the Register link keeps it. */
  redirectTo: string | null;
  link?: AuthLinkComponent;
  initialValues?: SignInValues;
};

/**
 * On success the session starts; whoever shows the page sends the user on (redirectTo): the
 * public-page guard inside the router, the sign-in app outside it. Imports nothing from
 * react-router: the prerendered sign-in page runs without it.
 */
export function LoginForm({
  redirectTo,
  link: Link = PlainLink,
  initialValues = EMPTY,
}: LoginFormProps) {
  const login = useLogin();
  // Until the script runs (login.html), Enter or a click would submit the form natively, with
  // the password in the address: the button stays disabled until then, which blocks both.
  const hydrated = useHydrated();
  const registerHref = authPageHref(paths.register, redirectTo);
  const [throttled, setThrottled] = useState<string | null>(null);
  const t = useT();
  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values) => {
        // A failure is already shown as an 'Error' toast by the API client; the form keeps its
        // values. "Too many attempts … try again in 15 minutes" also stays above the form.
        setThrottled(null);
        await login(values).catch((error: unknown) => setThrottled(throttledMessage(error)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('auth.signIn.form')}>
          {throttled && (
            <Suspense fallback={null}>
              <LazyFormProblem problem={throttled} />
            </Suspense>
          )}
          <TextField name="email" label={t('auth.email')} type="email" autoComplete="username" />
          <TextField
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton busy={isSubmitting} disabled={!hydrated} className="w-100">
            {t('auth.signIn.submit')}
          </SubmitButton>
          <p className="text-center mt-3 mb-0 small">
            {t('auth.signIn.noAccount')}{' '}
            <Link href={registerHref}>{t('auth.signIn.register')}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
