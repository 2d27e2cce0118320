import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadingView } from './spinner';

type QueryStateProps = {
  /** Nothing to show yet (first load, not a revalidation). */
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyMessage?: ReactNode;
  loadingLabel?: string;
  children: ReactNode;
};

/** The loading, error and empty states every list and detail screen needs, around its content. */
export function QueryState({
  isLoading,
  error,
  onRetry,
  isEmpty = false,
  emptyMessage = 'Nothing to show.',
  loadingLabel,
  children,
}: QueryStateProps) {
  if (isLoading) return <LoadingView label={loadingLabel} />;
  if (error) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span className="me-auto">
          Could not load this.{' '}
          {error instanceof Error && error.message ? error.message : 'Please try again.'}
        </span>
        {onRetry && (
          <Button variant="outline-danger" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <div className="text-center text-secondary border rounded py-5 px-3" role="status">
        {emptyMessage}
      </div>
    );
  }
  return <>{children}</>;
}
