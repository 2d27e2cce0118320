import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import type { RegisteredUser } from '@/lib/api-schema.gen';
import { authPageHref } from '@/lib/auth';
import { around, ELEMENT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useT } from '../messages.gen';

/** What happens after registering: an administrator approves the account, then it can sign in. */
export function RegistrationReceived({ user }: { user: RegisteredUser }) {
  const [searchParams] = useSearchParams();
  const loginHref = authPageHref(paths.login, searchParams.get('redirectTo'));
  const message = useRef<HTMLDivElement>(null);
  const t = useT();
  const [before, after] = around(t('auth.received.body', { email: ELEMENT }));
  // The form that had the focus is gone: move it here, so screen readers read the outcome.
  useEffect(() => message.current?.focus(), []);
  return (
    <div>
      <Alert variant="success" ref={message} tabIndex={-1}>
        <p className="fw-semibold">{t('auth.received.lead')}</p>
        <p className="mb-0">
          {before}
          <strong className="text-break">{user.email}</strong>
          {after}
        </p>
      </Alert>
      <Link to={loginHref} className="btn btn-primary w-100">
        {t('auth.received.signIn')}
      </Link>
    </div>
  );
}
