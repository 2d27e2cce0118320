import Alert from 'react-bootstrap/Alert';

/** Why the last save failed, above the form (read out at once by screen readers). */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert variant="danger" role="alert">
      {problem}
    </Alert>
  );
}
