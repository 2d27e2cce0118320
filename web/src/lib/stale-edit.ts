import { useCallback, useMemo, useState } from 'react';
import { ApiError, errorText } from '@/lib/api-client';

/**
 * Lost-update protection for edit forms. The API gives every edited record a `version`; the form
 * sends back the version it loaded, and when somebody changed the record in the meantime the API
 * refuses the save (409) with the record as it is now. The form then keeps what was typed, lists
 * what changed on the server and offers to load the new version (see StaleEditAlert).
 */

/** What an edited record carries for this. */
export type Versioned = { version: number; updated_by?: string | null; updated_at?: string };

/** Human labels of the record fields a form shows, in the order to list them. */
export type FieldLabels<R> = Partial<Record<keyof R & string, string>>;

/** Why the last save was refused: someone else's newer version. */
export type StaleNotice = {
  /** The server's sentence: who changed the record, when, and what to do. */
  message: string;
  /** Labels of the form's fields that differ between the loaded and the current record. */
  changed: string[];
};

/** The state and actions useFormMutation and FormProblem need; made by useVersionedEdit. */
export type VersionedEdit = {
  /** The version the form started from: send it with the edit. */
  version: number | undefined;
  stale: StaleNotice | null;
  /** True right after the latest version was loaded, until the next save. */
  reloaded: boolean;
  /** After a failed save: records a stale edit and answers true; false for any other failure. */
  catchStale: (error: unknown) => boolean;
  /** After a successful save: further saves start from the saved record. */
  saved: (body: unknown) => void;
  /** Starts over from the record the 409 sent; answers the form values for it. */
  loadLatest: () => unknown;
  /** A new save is starting. */
  submitting: () => void;
};

const isVersioned = (value: unknown): value is Versioned =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { version?: unknown }).version === 'number';

/** The record a stale edit's 409 carries, or null when `error` is anything else. */
export function staleRecord(error: unknown): Versioned | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (!('version' in error.fieldErrors)) return null;
  return isVersioned(error.body) ? error.body : null;
}

// Field values are strings, numbers, booleans, null or lists of those, in a meaningful order.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The record a stale edit's 409 carries when that "newer version" is this very save, made by
 * `accountName` with an answer that was lost: every field sent (its version aside) already has
 * the value sent, and the record names the account as `updated_by`. Null otherwise. Fields the
 * record does not show (a new password) cannot be compared and are left out.
 */
export function ownSavedRecord(error: unknown, accountName: string | undefined): Versioned | null {
  const now = staleRecord(error);
  const sent = error instanceof ApiError ? error.sent : undefined;
  if (!now || !accountName || now.updated_by !== accountName) return null;
  if (typeof sent !== 'object' || sent === null) return null;
  const record = now as Record<string, unknown>;
  const compared = Object.entries(sent).filter(([field]) => field !== 'version' && field in record);
  if (compared.length === 0) return null;
  return compared.every(([field, value]) => same(value, record[field])) ? now : null;
}

/** Labels of the fields whose values differ between two versions of a record. */
export function changedFields<R>(before: R, after: R, labels: FieldLabels<R>): string[] {
  return (Object.entries(labels) as [keyof R & string, string][])
    .filter(([key]) => !same(before[key], after[key]))
    .map(([, label]) => label);
}

/**
 * Version tracking for one edit form. `record` is the record as the form loaded it (undefined or
 * null when adding); later changes of the prop (a list revalidating in the background) are
 * ignored on purpose: the form is based on what it first showed. `toValues` turns a record into
 * the form's values, for "load the latest version".
 */
export function useVersionedEdit<R extends Versioned, V>(
  record: R | null | undefined,
  labels: FieldLabels<R>,
  toValues: (record: R) => V,
): VersionedEdit {
  const [base, setBase] = useState<R | null>(record ?? null);
  const [latest, setLatest] = useState<{ record: R; notice: StaleNotice } | null>(null);
  const [reloaded, setReloaded] = useState(false);

  const catchStale = useCallback(
    (error: unknown) => {
      const now = staleRecord(error) as R | null;
      if (!now || !base || !(error instanceof ApiError)) return false;
      setLatest({
        record: now,
        notice: { message: errorText(error), changed: changedFields(base, now, labels) },
      });
      return true;
    },
    [base, labels],
  );

  const saved = useCallback(
    (body: unknown) => {
      if (base && isVersioned(body)) setBase(body as R);
      setLatest(null);
    },
    [base],
  );

  const loadLatest = useCallback(() => {
    const next = latest?.record ?? base;
    if (next) setBase(next);
    setLatest(null);
    setReloaded(true);
    return next ? toValues(next) : undefined;
  }, [latest, base, toValues]);

  const submitting = useCallback(() => setReloaded(false), []);

  return useMemo(
    () => ({
      version: base?.version,
      stale: latest?.notice ?? null,
      reloaded,
      catchStale,
      saved,
      loadLatest,
      submitting,
    }),
    [base, latest, reloaded, catchStale, saved, loadLatest, submitting],
  );
}
