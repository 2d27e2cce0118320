import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { VersionedEdit } from '@/lib/stale-edit';

/**
 * A save refused because someone else changed the record meanwhile: who and when (the server's
 * sentence), which of the form's fields they changed, and a button that replaces the form with
 * their version. Until then what was typed stays in the form, so it can be copied or compared.
 * Renders inside the Formik form it belongs to.
 */
export function StaleEditAlert({ edit }: { edit: VersionedEdit }) {
  const { resetForm } = useFormikContext<unknown>();
  const { stale } = edit;
  if (!stale) return null;
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        Not saved: this record changed after you opened it
      </Alert.Heading>
      <p>{stale.message}</p>
      {stale.changed.length > 0 ? (
        <>
          <p className="mb-1">Changed since you opened it:</p>
          <ul aria-label="Changed since you opened it">
            {stale.changed.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>None of the fields on this form changed; only details shown elsewhere did.</p>
      )}
      <p>
        What you typed is still in the form. Loading the latest version replaces it with the saved
        values.
      </p>
      <Button
        variant="warning"
        onClick={() => resetForm({ values: edit.loadLatest() })}
        className="text-nowrap"
      >
        Load latest version
      </Button>
    </Alert>
  );
}

/** Said once the latest version is in the form; takes the focus from the button that vanished. */
export function LatestVersionLoaded() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert variant="info" role="status" ref={ref} tabIndex={-1}>
      The latest version is loaded. Make your changes again, then save.
    </Alert>
  );
}
