import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureMessage } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-query';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { deletePolice, POLICE_FAILURE, POLICE_PATHS } from '../api/police';

/** Asks before removing a contact drivers may rely on; a failure stays in view. */
export function DeletePoliceDialog({
  contact,
  onClose,
}: {
  contact: PoliceContact | null;
  onClose: () => void;
}) {
  const { run, pending } = useApiMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async (target: PoliceContact) => {
    setProblem(null);
    const result = await run(() => deletePolice({ id: target.id }), {
      success: { title: 'Police contact deleted', message: `${target.station_name} was deleted.` },
      failure: POLICE_FAILURE,
      revalidate: POLICE_PATHS,
    });
    if (result.ok) onClose();
    else setProblem(failureMessage(result.error, POLICE_FAILURE));
  };

  return (
    <ConfirmDialog
      show={contact !== null}
      title="Delete police contact?"
      confirmLabel="Delete contact"
      variant="danger"
      busy={pending}
      onConfirm={() => contact && void remove(contact)}
      onCancel={onClose}
    >
      {contact && (
        <>
          <p>
            Delete <strong>{contact.station_name}</strong>?
          </p>
          <p className="mb-0 text-secondary">
            Drivers in {contact.city_name ?? contact.state_name} will no longer see this contact in
            the app.
          </p>
          {problem && (
            <Alert variant="danger" role="alert" className="mt-3 mb-0">
              {problem}
            </Alert>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
