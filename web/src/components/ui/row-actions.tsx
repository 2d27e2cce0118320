import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

type RowActionsProps = {
  /** Names the row for screen readers: "Edit Pune", "Delete Pune". */
  name: string;
  onDelete: () => void;
} & ({ editTo: string; onEdit?: never } | { onEdit: () => void; editTo?: never });

/** Edit (a link to the form, or a callback) and Delete for one table row; stacked on phones. */
export function RowActions({ name, editTo, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="d-flex flex-column flex-sm-row gap-2 justify-content-end">
      {editTo !== undefined ? (
        <Link to={editTo} className="btn btn-sm btn-outline-primary" aria-label={`Edit ${name}`}>
          Edit
        </Link>
      ) : (
        <Button size="sm" variant="outline-primary" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      <Button size="sm" variant="outline-danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
