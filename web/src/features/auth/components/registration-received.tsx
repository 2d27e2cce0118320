import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import type { RegisteredUser } from '@/lib/api-schema.gen';
import { authPageHref } from '@/lib/auth';
import { paths } from '@/lib/paths';

/** What happens after registering: an administrator approves the account, then it can sign in. */
export function RegistrationReceived({ user }: { user: RegisteredUser }) {
  const [searchParams] = useSearchParams();
  const loginHref = authPageHref(paths.login, searchParams.get('redirectTo'));
  const message = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: move it here, so screen readers read the outcome.
  useEffect(() => message.current?.focus(), []);
  return (
    <div>
      <Alert variant="success" ref={message} tabIndex={-1}>
        <p className="fw-semibold">
          Thanks — an administrator must approve your account before you can sign in.
        </p>
        <p className="mb-0">
          Your registration for <strong className="text-break">{user.email}</strong> is waiting for
          approval. Once it is approved, sign in with this email address and the password you chose.
        </p>
      </Alert>
      <Link to={loginHref} className="btn btn-primary w-100">
        Go to sign in
      </Link>
    </div>
  );
}
