import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import {
  api,
  ApiError,
  failureMessage,
  isSessionExpiry,
  type ApiEnvelope,
  type FieldErrors,
  type QueryParams,
} from '@/lib/api-client';
import { staleRecord, type VersionedEdit } from '@/lib/stale-edit';
import { useAppDispatch } from '@/store';
import { notificationAdded } from '@/store/notifications';

/** SWR key of a GET call: the path first, so caches can be revalidated by path. */
export type ApiKey = readonly [path: string, params: QueryParams | undefined];

/** SWR options without undefined entries: an explicit `onError: undefined` would replace SWR's default. */
const swrOptions = <T>({ onError, keepPreviousData }: QueryOptions<T>) => ({
  ...(onError ? { onError } : {}),
  ...(keepPreviousData !== undefined ? { keepPreviousData } : {}),
});

type QueryOptions<T> = Pick<SWRConfiguration<ApiEnvelope<T>, ApiError>, 'keepPreviousData'> & {
  /** Show the standard 'Error' toast when the call fails (default true). */
  notifyOnError?: boolean;
  onError?: (error: ApiError) => void;
};

/**
 * A GET call through SWR. `path: null` skips the call (e.g. until an id is known). The answer is
 * the whole envelope, so lists can read `pagination` next to `body`.
 */
export function useApiQuery<T>(
  path: string | null,
  params?: QueryParams,
  { notifyOnError = true, ...options }: QueryOptions<T> = {},
) {
  const key: ApiKey | null = path === null ? null : [path, params];
  return useSWR<ApiEnvelope<T>, ApiError, ApiKey | null>(
    key,
    ([url, query]: ApiKey) => api.get<T>(url, { params: query, notifyOnError }),
    swrOptions(options),
  );
}

/** SWR key of a read made with POST (e.g. `POST /user_detail_view {user_id}`). */
export type ApiPostKey = readonly [path: string, body: Record<string, unknown>, method: 'POST'];

/**
 * A read that the API answers to POST, through SWR: cached by path and body, revalidated by path
 * like a GET. `path: null` skips the call.
 */
export function useApiPostQuery<T>(
  path: string | null,
  body: Record<string, unknown>,
  { notifyOnError = true, ...options }: QueryOptions<T> = {},
) {
  const key: ApiPostKey | null = path === null ? null : [path, body, 'POST'];
  return useSWR<ApiEnvelope<T>, ApiError, ApiPostKey | null>(
    key,
    ([url, payload]: ApiPostKey) => api.post<T>(url, payload, { notifyOnError }),
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
    async (...paths: string[]) => {
      await mutate((key) => paths.includes(pathOfKey(key) ?? ''));
    },
    [mutate],
  );
}

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

type MutationOptions = {
  success: { title: string; message?: string };
  /** Shown when the server gives no message of its own, e.g. 'Failed please try again'. */
  failure: string;
  /** GET paths to revalidate after a success. */
  revalidate?: string[];
};

/**
 * Runs a change: a success toast and revalidation of the listed paths, or an 'Error' toast with
 * the server's message (else `failure`); none for an expired session, which sign-in explains.
 * Never throws: forms read `error.fieldErrors` from the result. Pass calls made with
 * `notifyOnError: false`, so the failure is announced once.
 */
export function useApiMutation() {
  const dispatch = useAppDispatch();
  const revalidate = useRevalidate();
  return useCallback(
    async <T>(call: () => Promise<T>, options: MutationOptions): Promise<MutationResult<T>> => {
      try {
        const data = await call();
        dispatch(notificationAdded({ type: 'success', ...options.success }));
        if (options.revalidate?.length) await revalidate(...options.revalidate);
        return { ok: true, data };
      } catch (error) {
        // A stale edit means the cached copies are old: show the current record everywhere.
        if (staleRecord(error) && options.revalidate?.length)
          void revalidate(...options.revalidate);
        if (!isSessionExpiry(error)) {
          dispatch(
            notificationAdded({
              type: 'error',
              title: 'Error',
              message: failureMessage(error, options.failure),
            }),
          );
        }
        return { ok: false, error };
      }
    },
    [dispatch, revalidate],
  );
}

/** Field errors the server sent with a failed change, for Formik's `setErrors`. */
export const serverFieldErrors = (error: unknown) =>
  error instanceof ApiError ? error.fieldErrors : {};

/**
 * `useApiMutation` for a form: on failure the server's field errors go onto the fields (Formik's
 * `setErrors`) and `problem` holds the sentence to show above the form; what was typed stays.
 * An edit form passes its `useVersionedEdit`: a save refused because someone else changed the
 * record then becomes that hook's stale notice instead of a problem, and a successful save moves
 * the form on to the saved version.
 */
export function useFormMutation(edit?: VersionedEdit) {
  const run = useApiMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useCallback(
    async <T>(
      call: () => Promise<T>,
      options: MutationOptions & { setErrors: (errors: FieldErrors) => void },
    ): Promise<MutationResult<T>> => {
      setProblem(null);
      edit?.submitting();
      const result = await run(call, options);
      if (result.ok) {
        edit?.saved((result.data as Partial<ApiEnvelope<unknown>> | null)?.body);
      } else if (!edit?.catchStale(result.error)) {
        options.setErrors(serverFieldErrors(result.error));
        setProblem(failureMessage(result.error, options.failure));
      }
      return result;
    },
    [run, edit],
  );
  return { problem, submit };
}
