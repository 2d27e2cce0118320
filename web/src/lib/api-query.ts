import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import {
  api,
  ApiError,
  failureMessage,
  isSessionExpiry,
  isUnconfirmed,
  type FieldErrors,
  type GetOptions,
} from '@/lib/api-client';
import type {
  AnswerOf,
  BodyOf,
  GetPath,
  PostReadPath,
  QueryOf,
  ReadPath,
} from '@/lib/api-contract';
import { useUser } from '@/lib/auth';
import { ownSavedRecord, staleRecord, type VersionedEdit } from '@/lib/stale-edit';
import { useAppDispatch } from '@/store';
import { notificationAdded } from '@/store/notifications';
import { t } from '@/lib/messages.gen';

/** SWR key of a GET call: the path first, so caches can be revalidated by path. */
type ApiKey<P extends GetPath> = readonly [path: P, params: QueryOf<'get', P> | undefined];

/** SWR options without undefined entries: an explicit `onError: undefined` would replace SWR's default. */
const swrOptions = <Data>({ onError, keepPreviousData }: QueryOptions<Data>) => ({
  ...(onError ? { onError } : {}),
  ...(keepPreviousData !== undefined ? { keepPreviousData } : {}),
});

type QueryOptions<Data> = Pick<SWRConfiguration<Data, ApiError>, 'keepPreviousData'> & {
  onError?: (error: ApiError) => void;
};

/**
 * Reads whose failure the spec only logs, with no toast: a driver's details (the screen shows
 * its own error state). Every other read announces its failure with the 'Error' toast.
 */
const LOGGED_ONLY: ReadonlySet<ReadPath> = new Set<ReadPath>(['/user_detail_view']);

const announces = (path: ReadPath) => !LOGGED_ONLY.has(path);

/** The query parameters, then the options: the parameters are required when the call needs some. */
type QueryArgs<P extends GetPath> = [QueryOf<'get', P>] extends [never]
  ? [params?: undefined, options?: QueryOptions<AnswerOf<'get', P>>]
  : object extends QueryOf<'get', P>
    ? [params?: QueryOf<'get', P>, options?: QueryOptions<AnswerOf<'get', P>>]
    : [params: QueryOf<'get', P>, options?: QueryOptions<AnswerOf<'get', P>>];

/**
 * A GET call through SWR, typed by its path. `path: null` skips the call (e.g. until an id is
 * known). The answer is the whole envelope, so lists can read `pagination` next to `body`.
 */
export function useApiQuery<P extends GetPath>(path: P | null, ...[params, options]: QueryArgs<P>) {
  const key: ApiKey<P> | null = path === null ? null : [path, params];
  return useSWR<AnswerOf<'get', P>, ApiError, ApiKey<P> | null>(
    key,
    ([url, query]: ApiKey<P>) =>
      api.get<P>(url, ...([{ params: query, notifyOnError: announces(url) }] as [GetOptions<P>])),
    swrOptions(options ?? {}),
  );
}

/** SWR key of a read made with POST (e.g. `POST /user_detail_view {user_id}`). */
type ApiPostKey<P extends PostReadPath> = readonly [
  path: P,
  body: BodyOf<'post', P>,
  method: 'POST',
];

/**
 * A read that the API answers to POST, through SWR: cached by path and body, revalidated by path
 * like a GET. `body: null` skips the call (e.g. until an id is known).
 */
export function useApiPostQuery<P extends PostReadPath>(
  path: P,
  body: BodyOf<'post', P> | null,
  options: QueryOptions<AnswerOf<'post', P>> = {},
) {
  const key: ApiPostKey<P> | null = body === null ? null : [path, body, 'POST'];
  return useSWR<AnswerOf<'post', P>, ApiError, ApiPostKey<P> | null>(
    key,
    ([url, payload]: ApiPostKey<P>) =>
      api.post<PostReadPath>(url, payload as BodyOf<'post', PostReadPath>, {
        notifyOnError: announces(url),
      }) as Promise<AnswerOf<'post', P>>,
    swrOptions(options),
  );
}

const pathOfKey = (key: unknown): string | undefined =>
  Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;

/**
 * Revalidates every cached GET whose path is listed, whatever its params (every page and filter
 * of a list). Call it after a change with the lists it touches and '/dashboard_count'.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...paths: ReadPath[]) => {
      await mutate((key) => (paths as string[]).includes(pathOfKey(key) ?? ''));
    },
    [mutate],
  );
}

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

export type SuccessToast = { title: string; message?: string; type?: 'success' | 'warning' };

type MutationOptions<T = unknown> = {
  /** The toast of a success; a function of the answer when it depends on it (a bulk result). */
  success: SuccessToast | ((data: T) => SuccessToast);
  /** Shown when the server gives no message of its own, e.g. 'Failed please try again'. */
  failure: string;
  /** Reads (GET, and POST reads) to revalidate after a success. */
  revalidate?: readonly ReadPath[];
  /**
   * Whether the API records the call in the activity log (default true: every change is logged).
   * False for a read made as a change, e.g. asking for an export link.
   */
  logged?: boolean;
};

/**
 * The activity log's reads: the API logs every change, so after each one they are revalidated
 * wherever they are shown (the log screen, a record's history), and the log is never stale.
 */
const ACTIVITY_LOG_PATHS = [
  '/activity_list',
  '/activity_record_list',
] as const satisfies readonly ReadPath[];

/** What to revalidate after a successful change: its own reads, and the log when it is logged. */
const afterChange = ({
  revalidate = [],
  logged = true,
}: Pick<MutationOptions, 'revalidate' | 'logged'>) =>
  logged ? [...revalidate, ...ACTIVITY_LOG_PATHS] : [...revalidate];

/**
 * Runs a change: a success toast and revalidation of the listed paths and the activity log, or
 * an 'Error' toast with the server's message (else `failure`); none for an expired session,
 * which sign-in explains. `run` never throws: forms read `error.fieldErrors` from the result. The
 * client announces nothing of its own by default, so the failure is announced once. `pending` is true while a change runs
 * (its revalidation included): buttons that start one are disabled meanwhile.
 */
export function useApiMutation() {
  const dispatch = useAppDispatch();
  const revalidate = useRevalidate();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async <T>(call: () => Promise<T>, options: MutationOptions<T>): Promise<MutationResult<T>> => {
      setRunning((count) => count + 1);
      try {
        const data = await call();
        const toast =
          typeof options.success === 'function' ? options.success(data) : options.success;
        dispatch(notificationAdded({ type: 'success', ...toast }));
        const changed = afterChange(options);
        if (changed.length) await revalidate(...changed);
        return { ok: true, data };
      } catch (error) {
        // A stale edit means the cached copies are old: show the current record everywhere.
        if (staleRecord(error) && options.revalidate?.length)
          void revalidate(...options.revalidate);
        if (!isSessionExpiry(error)) {
          dispatch(
            notificationAdded({
              type: 'error',
              title: t('notice.error'),
              message: failureMessage(error, options.failure),
            }),
          );
        }
        return { ok: false, error };
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [dispatch, revalidate],
  );
  return { run, pending: running > 0 };
}

/** Field errors the server sent with a failed change, for Formik's `setErrors`. */
export const serverFieldErrors = (error: unknown) =>
  error instanceof ApiError ? error.fieldErrors : {};

/** Whether a failure names a field of the form (a stale edit's `version` is not one). */
const namesAField = (errors: FieldErrors) =>
  Object.keys(errors).some((field) => field !== 'version');

/**
 * `useApiMutation` for a form: what was typed stays, and a failure is said once besides the
 * 'Error' toast (a save whose outcome is unknown says so): on the fields the server names (Formik's `setErrors`; a form maps every field the
 * API can name to one it shows), or, when it names none, as `problem`, the sentence to show above
 * the form. An edit form passes its `useVersionedEdit`: a save refused because someone else
 * changed the record then becomes that hook's stale notice instead, and a successful save moves
 * the form on to the saved version. `pending` is true while the save runs.
 */
export function useFormMutation(edit?: VersionedEdit) {
  const { run, pending } = useApiMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const accountName = useUser().data?.full_name;
  const submit = useCallback(
    async <T>(
      call: () => Promise<T>,
      options: MutationOptions & { setErrors: (errors: FieldErrors) => void },
    ): Promise<MutationResult<T>> => {
      setProblem(null);
      edit?.submitting();
      // An edit refused as stale because of this same save (its answer was lost and it was sent
      // again) has saved: the record the 409 carries is what was sent, saved by this account.
      const saving = edit
        ? () =>
            call().catch((error: unknown) => {
              const saved = ownSavedRecord(error, accountName);
              if (!saved) throw error;
              return { success: true, message: '', body: saved } as T;
            })
        : call;
      const result = await run(saving, options);
      if (result.ok) {
        edit?.saved((result.data as { body?: unknown } | null)?.body);
      } else if (isUnconfirmed(result.error)) {
        setProblem(t('client.unconfirmed'));
      } else if (!edit?.catchStale(result.error)) {
        const fieldErrors = serverFieldErrors(result.error);
        options.setErrors(fieldErrors);
        if (!namesAField(fieldErrors)) setProblem(failureMessage(result.error, options.failure));
      }
      return result;
    },
    [run, edit, accountName],
  );
  return { problem, submit, pending };
}
