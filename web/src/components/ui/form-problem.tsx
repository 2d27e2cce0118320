import Alert from 'react-bootstrap/Alert';
import type { VersionedEdit } from '@/lib/stale-edit';
import { LatestVersionLoaded, StaleEditAlert } from './stale-edit-alert';

/**
 * Why the last save failed, above the form (read out at once by screen readers). Edit forms pass
 * their `useVersionedEdit` too: a save refused as stale shows what changed and how to go on.
 */
export function FormProblem({ problem, edit }: { problem: string | null; edit?: VersionedEdit }) {
  if (edit?.stale) return <StaleEditAlert edit={edit} />;
  return (
    <>
      {edit?.reloaded && <LatestVersionLoaded />}
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
