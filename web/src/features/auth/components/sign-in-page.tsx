import { Suspense } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import type { AuthLinkComponent } from './auth-link';
import { LazyAlert } from './lazy-alerts';
import { LoginForm, type SignInValues } from './login-form';

export type { SignInValues };

export type SignInPageProps = {
  /** The query's redirectTo, passed on to the Register link. */
  redirectTo: string | null;
  /** Sent here because the session expired (router state, kept in history.state). */
  sessionExpired: boolean;
  link?: AuthLinkComponent;
  /** What the form starts with: what was typed into the prerendered page before hydration. */
  initialValues?: SignInValues;
};

/**
 * The sign-in page (`/` and `/auth/login`): one component for the three ways it shows, the
 * prerendered login.html, the sign-in app that hydrates it (main.tsx, without the router), and
 * the router's own routes (arrivals from inside the app). It imports nothing from react-router.
 */
export function SignInPage({ redirectTo, sessionExpired, link, initialValues }: SignInPageProps) {
  return (
    <AuthLayout title="Log in to your account">
      {sessionExpired && (
        <Suspense fallback={null}>
          <LazyAlert variant="warning" className="small">
            Your session has expired. Please sign in again to continue where you left off.
          </LazyAlert>
        </Suspense>
      )}
      <LoginForm redirectTo={redirectTo} link={link} initialValues={initialValues} />
    </AuthLayout>
  );
}
