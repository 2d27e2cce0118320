import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/layout/title';
import { paths } from '@/lib/paths';
import { useT } from './messages.gen';

/** Why the screen is not shown: administrators only, a section not granted, or read-only. */
export type NotAllowedReason = 'admin' | 'none' | 'read';

/** Shown instead of a screen the signed-in account may not open. */
export function NotAllowed({ reason = 'admin' }: { reason?: NotAllowedReason }) {
  const t = useT();
  const title = t('errors.notAllowed.title');
  return (
    <Alert variant="warning" className="my-4">
      <title>{usePageTitle(title)}</title>
      <Alert.Heading as="h1" className="h4">
        {title}
      </Alert.Heading>
      <p>{t(`errors.notAllowed.${reason}`)}</p>
      <Link to={paths.dashboard} className="alert-link">
        {t('errors.notAllowed.back')}
      </Link>
    </Alert>
  );
}
