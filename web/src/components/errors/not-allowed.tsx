import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** Shown instead of an admin-only screen to a signed-in sub admin. */
export function NotAllowed() {
  return (
    <Alert variant="warning" className="my-4">
      <title>Not allowed | Restpoint Admin</title>
      <Alert.Heading as="h1" className="h4">
        Not allowed
      </Alert.Heading>
      <p>This page is for administrators only. Your sub admin account cannot open it.</p>
      <Link to={paths.dashboard} className="alert-link">
        Back to the dashboard
      </Link>
    </Alert>
  );
}
