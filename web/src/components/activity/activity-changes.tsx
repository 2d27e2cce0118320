import type { ActivityEntry } from '@/lib/api-schema.gen';
import { humanize } from '@/lib/format';

/** Longest value shown in full; a longer one (a page of CMS text) is cut, whole in its tooltip. */
const LONGEST = 160;

function Value({ value }: { value: string | null }) {
  if (value === null || value === '')
    return <span className="fst-italic text-secondary">empty</span>;
  if (value.length <= LONGEST) return <span className="text-break">{value}</span>;
  return (
    <span className="text-break" title={value}>
      {value.slice(0, LONGEST)}…
    </span>
  );
}

/**
 * The fields an entry changed, each as "Field: before → after" (an arrow for the eye, "to" for
 * a screen reader). Nothing when the entry changed no field (a sign-in, a reveal).
 */
export function ActivityChanges({ changes }: { changes: ActivityEntry['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="fw-semibold">{humanize(change.field)}</span>:{' '}
          <span className="text-secondary">
            <Value value={change.before} />
          </span>
          <span aria-hidden="true"> →</span>
          <span className="visually-hidden"> to</span> <Value value={change.after} />
        </li>
      ))}
    </ul>
  );
}
