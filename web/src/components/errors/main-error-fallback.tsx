import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useT } from './messages.gen';

/** Fallback for a screen inside the signed-in area that failed; the layout around it stays usable. */
export function MainErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <Alert variant="danger" className="my-4" role="alert">
      <Alert.Heading as="h2" className="h5">
        {t('errors.screen.title')}
      </Alert.Heading>
      <p className="mb-2">{t('errors.screen.body')}</p>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
