import { Suspense } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import type { SessionEnd } from '@/lib/api-client';
import type { AuthLinkComponent } from './auth-link';
import { LazyAlert } from './lazy-alerts';
import { LoginForm, type SignInValues } from './login-form';
import { useT } from '../messages.gen';

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
const SESSION_END_NOTICES = {
  expired: 'auth.sessionExpired',
  replaced: 'auth.sessionReplaced',
} as const satisfies Record<SessionEnd, string>;

/**
 * The sign-in page (`/` and `/auth/login`): one component for the three ways it shows, the
 * prerendered login.html, the sign-in app that hydrates it (main.tsx, without the router), and
 * the router's own routes (arrivals from inside the app). It imports nothing from react-router.
 */
export function SignInPage({ redirectTo, sessionEnded, link, initialValues }: SignInPageProps) {
  const t = useT();
  return (
    <AuthLayout title={t('auth.signIn.title')}>
      {sessionEnded && (
        <Suspense fallback={null}>
          <LazyAlert variant="warning" className="small">
            {t(SESSION_END_NOTICES[sessionEnded])}
          </LazyAlert>
        </Suspense>
      )}
      <LoginForm redirectTo={redirectTo} link={link} initialValues={initialValues} />
    </AuthLayout>
  );
}
