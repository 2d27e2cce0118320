import type { ActivityEntry } from '@/lib/api-schema.gen';
import { fieldLabel, valueText } from './change-words';
import { useT } from './messages.gen';

/** Longest value shown in full; a longer one (a page of CMS text) is cut, whole in its tooltip. */
const LONGEST = 160;

function Value({ field, value }: { field: string; value: string | null }) {
  const t = useT();
  if (value === null || value === '')
    return <span className="fst-italic text-secondary">{t('history.emptyValue')}</span>;
  const text = valueText(field, value);
  if (text.length <= LONGEST) return <span className="text-break">{text}</span>;
  return (
    <span className="text-break" title={text}>
      {text.slice(0, LONGEST)}…
    </span>
  );
}

/**
 * The fields an entry changed, each as "Field: before → after" (an arrow for the eye, "to" for
 * a screen reader). Nothing when the entry changed no field (a sign-in, a reveal).
 */
export function ActivityChanges({ changes }: { changes: ActivityEntry['changes'] }) {
  const t = useT();
  if (changes.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="fw-semibold">{fieldLabel(change.field)}</span>:{' '}
          <span className="text-secondary">
            <Value field={change.field} value={change.before} />
          </span>
          <span aria-hidden="true"> →</span>
          <span className="visually-hidden"> {t('history.to')}</span>{' '}
          <Value field={change.field} value={change.after} />
        </li>
      ))}
    </ul>
  );
}
