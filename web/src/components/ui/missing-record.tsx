import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

type MissingRecordProps = {
  /** e.g. "state", "resting point". */
  what: string;
  id: string;
  listPath: string;
  listName: string;
};

/** An edit screen whose record does not exist (deleted, or a mistyped link). */
export function MissingRecord({ what, id, listPath, listName }: MissingRecordProps) {
  return (
    <Alert variant="warning">
      <Alert.Heading as="h2" className="h5">
        {what.charAt(0).toUpperCase() + what.slice(1)} not found
      </Alert.Heading>
      <p className="mb-0">
        There is no {what} #{id}; it may have been deleted.{' '}
        <Link to={listPath}>Go to the {listName}</Link>.
      </p>
    </Alert>
  );
}
