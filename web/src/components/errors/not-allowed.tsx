import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** Why the screen is not shown: administrators only, a section not granted, or read-only. */
export type NotAllowedReason = 'admin' | 'none' | 'read';

const EXPLANATION: Record<NotAllowedReason, string> = {
  admin: 'This page is for administrators only. Your sub admin account cannot open it.',
  none: 'Your account has no access to this section. An administrator can grant it.',
  read: 'Your account may look at this section but not change it. An administrator can grant more.',
};

/** Shown instead of a screen the signed-in account may not open. */
export function NotAllowed({ reason = 'admin' }: { reason?: NotAllowedReason }) {
  return (
    <Alert variant="warning" className="my-4">
      <title>Not allowed | Restpoint Admin</title>
      <Alert.Heading as="h1" className="h4">
        Not allowed
      </Alert.Heading>
      <p>{EXPLANATION[reason]}</p>
      <Link to={paths.dashboard} className="alert-link">
        Back to the dashboard
      </Link>
    </Alert>
  );
}
