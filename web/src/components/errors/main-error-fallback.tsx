import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** Fallback for a screen inside the signed-in area that failed; the layout around it stays usable. */
export function MainErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="my-4" role="alert">
      <Alert.Heading as="h2" className="h5">
        Something went wrong!
      </Alert.Heading>
      <p className="mb-2">This screen could not be shown. Other sections still work.</p>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
