import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { VersionedEdit } from '@/lib/stale-edit';
import { useT } from './messages.gen';

/**
 * A save refused because someone else changed the record meanwhile: who and when (the server's
 * sentence), which of the form's fields they changed, and a button that replaces the form with
 * their version. Until then what was typed stays in the form, so it can be copied or compared.
 * Renders inside the Formik form it belongs to.
 */
export function StaleEditAlert({ edit }: { edit: VersionedEdit }) {
  const { resetForm } = useFormikContext<unknown>();
  const { stale } = edit;
  const t = useT();
  if (!stale) return null;
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        {t('ui.stale.title')}
      </Alert.Heading>
      <p>{stale.message}</p>
      {stale.changed.length > 0 ? (
        <>
          <p className="mb-1">{t('ui.stale.changedHeading')}</p>
          <ul aria-label={t('ui.stale.changed')}>
            {stale.changed.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('ui.stale.noField')}</p>
      )}
      <p>{t('ui.stale.kept')}</p>
      <Button
        variant="warning"
        onClick={() => resetForm({ values: edit.loadLatest() })}
        className="text-nowrap"
      >
        {t('ui.stale.loadLatest')}
      </Button>
    </Alert>
  );
}

/** Said once the latest version is in the form; takes the focus from the button that vanished. */
export function LatestVersionLoaded() {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert variant="info" role="status" ref={ref} tabIndex={-1}>
      {t('ui.stale.loaded')}
    </Alert>
  );
}
