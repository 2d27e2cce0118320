import { Suspense } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import type { SessionEnd } from '@/lib/api-client';
import type { AuthLinkComponent } from './auth-link';
import { LazyAlert } from './lazy-alerts';
import { LoginForm, type SignInValues } from './login-form';

export type { SignInValues };

export type SignInPageProps = {
  /** The query's redirectTo, passed on to the Register link. */
  redirectTo: string | null;
  /** Sent here because the session expired or was replaced (router state, in history.state). */
  sessionEnded: SessionEnd | null;
  link?: AuthLinkComponent;
  /** What the form starts with: what was typed into the prerendered page before hydration. */
  initialValues?: SignInValues;
};

/** What the page says about a session the API ended. */
const SESSION_END_NOTICES: Record<SessionEnd, string> = {
  expired: 'Your session has expired. Please sign in again to continue where you left off.',
  replaced: 'You were signed out because this account signed in elsewhere.',
};

/**
 * The sign-in page (`/` and `/auth/login`): one component for the three ways it shows, the
 * prerendered login.html, the sign-in app that hydrates it (main.tsx, without the router), and
 * the router's own routes (arrivals from inside the app). It imports nothing from react-router.
 */
export function SignInPage({ redirectTo, sessionEnded, link, initialValues }: SignInPageProps) {
  return (
    <AuthLayout title="Log in to your account">
      {sessionEnded && (
        <Suspense fallback={null}>
          <LazyAlert variant="warning" className="small">
            {SESSION_END_NOTICES[sessionEnded]}
          </LazyAlert>
        </Suspense>
      )}
      <LoginForm redirectTo={redirectTo} link={link} initialValues={initialValues} />
    </AuthLayout>
  );
}
