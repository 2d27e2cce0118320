import type { AnswerOf, BodyOf, GetPath, PostPath, QueryOf } from '@/lib/api-contract';
import { idempotentOperations, type ErrorResponse } from '@/lib/api-schema.gen';
import { apiHref, env } from '@/lib/env';
import { localizedFailure, type ErrorParams } from '@/lib/errors/error-text';
import { saveKeys } from '@/lib/save-keys';
import { t } from './messages.gen';

/** The envelope every API answer comes in. */
type Envelope = { success?: boolean; message?: unknown; body?: unknown };

export type FieldErrors = Record<string, string>;

/** The machine-readable reasons the API sends as `code` in an error answer. */
export type ApiErrorCode = NonNullable<ErrorResponse['code']>;

/** `code` of the 401 the API gives a token that is unknown, revoked, or past its lifetime. */
export const SESSION_EXPIRED: ApiErrorCode = 'session_expired';
/** `code` of the 401 of a session ended because its account signed in elsewhere too many times. */
export const SESSION_REPLACED: ApiErrorCode = 'session_replaced';

/** Why the API ended a session, when it says: the sign-in page explains these two. */
export type SessionEnd = 'expired' | 'replaced';

export class ApiError extends Error {
  readonly status: number;
  /** Whether the server said why (its `message`), as opposed to the client describing the failure. */
  readonly fromServer: boolean;
  readonly fieldErrors: FieldErrors;
  /** The server's machine-readable reason, when it sent one. */
  readonly code: ApiErrorCode | null;
  /** The values its message names (a limit, a count, who changed a record), by name. */
  readonly params: ErrorParams;
  /** The failed answer's `body`: null, except e.g. a stale edit's 409 (the record as it is now). */
  readonly body: unknown;
  /** The JSON body of the request this answers (a stale edit compares it with the record). */
  readonly sent: unknown;
  /** A change whose outcome is unknown: no answer came, even to the retry with the same key. */
  readonly unconfirmed: boolean;

  constructor(
    message: string,
    status: number,
    fromServer: boolean,
    fieldErrors: FieldErrors = {},
    {
      code = null,
      params = {},
      body = null,
      sent = undefined,
      unconfirmed = false,
    }: {
      code?: ApiErrorCode | null;
      params?: ErrorParams;
      body?: unknown;
      sent?: unknown;
      unconfirmed?: boolean;
    } = {},
  ) {
    super(message);
    // eslint-disable-next-line i18next/no-literal-string -- the class's name, for stack traces
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.fieldErrors = fieldErrors;
    this.code = code;
    this.params = params;
    this.body = body;
    this.sent = sent;
    this.unconfirmed = unconfirmed;
  }
}

/** Whether a change failed without the console knowing if it applied (see `unconfirmed`). */
export const isUnconfirmed = (error: unknown): boolean =>
  error instanceof ApiError && error.unconfirmed;

/** Why the call's session ended, if the API said (a 401 with its code); else null. */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  if (error.code === SESSION_EXPIRED) return 'expired';
  if (error.code === SESSION_REPLACED) return 'replaced';
  return null;
}

/**
 * Whether the call failed because the session expired or was replaced by a newer sign-in. The
 * sign-in page says so (the session ends and the user is sent there), so screens show no failure
 * toast of their own for it.
 */
export const isSessionExpiry = (error: unknown): boolean => sessionEndOf(error) !== null;

type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  signal?: AbortSignal;
  /**
   * Show the standard 'Error' toast when the call fails. Off by default: a failure is announced
   * once, by whoever runs the call (the query hooks for reads, `useApiMutation` for changes, each
   * with its screen's words), so the client only does it for those that ask.
   */
  notifyOnError?: boolean;
  timeoutMs?: number;
};

type ApiClientHooks = {
  getToken: () => string | null;
  /** Called when a request that carried the current token answers 401: the session is over. */
  onUnauthorized: (error: ApiError) => void;
  /** A call was refused (403): the account's permissions may have changed meanwhile. */
  onForbidden: (error: ApiError) => void;
  notifyError: (message: string) => void;
  /**
   * Whether a call started now may announce its failure. Not while a cold load waits for the
   * account: the screen's early calls fail quietly (a 401 is the sign-in page's to explain, a
   * failed profile the guard's, and a screen shows its own error), asked when each call starts.
   */
  mayAnnounce: () => boolean;
};

let hooks: ApiClientHooks = {
  getToken: () => null,
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
  notifyError: () => undefined,
  mayAnnounce: () => true,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export const currentToken = (): string | null => hooks.getToken();

export function buildUrl(path: string, params?: QueryParams): string {
  const url = apiHref(path);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function readFieldErrors(payload: unknown): FieldErrors {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const entry of errors) {
    if (entry && typeof entry.field === 'string' && typeof entry.message === 'string') {
      result[entry.field] ??= localizedFailure(
        'field',
        entry.code,
        readParams(entry),
        entry.message,
      );
    }
  }
  return result;
}

function readParams(payload: unknown): ErrorParams {
  const params = (payload as { params?: unknown } | null)?.params;
  return params && typeof params === 'object' ? (params as ErrorParams) : {};
}

function readCode(payload: unknown): ApiErrorCode | null {
  const code = (payload as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? (code as ApiErrorCode) : null;
}

/** What `request` takes: the typed options below, seen as plain values. */
type RawOptions = RequestOptions & { params?: QueryParams };

/** How long an early answer waits for the call that takes it (see requestEarly). */
export const EARLY_ANSWER_MS = 30_000;

const earlyGets = new Map<string, { token: string | null; at: number; answer: Promise<unknown> }>();

/** The same address for the same query, whatever the order its parameters were given in. */
const earlyKey = (path: string, params?: QueryParams) =>
  buildUrl(
    path,
    Object.fromEntries(Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))),
  );

/** The early answer to this GET, once, if it was asked for with the current token not long ago. */
function takeEarly(path: string, params?: QueryParams): Promise<unknown> | undefined {
  if (earlyGets.size === 0) return undefined; // the usual case: no key to build
  const key = earlyKey(path, params);
  const early = earlyGets.get(key);
  earlyGets.delete(key);
  const fresh =
    early && early.token === hooks.getToken() && Date.now() - early.at < EARLY_ANSWER_MS;
  return fresh ? early.answer : undefined;
}

/** The changes the API takes an Idempotency-Key for (from its OpenAPI document). */
const IDEMPOTENT: ReadonlySet<string> = new Set(idempotentOperations);

/** A call that got no answer: it timed out or the network failed (the caller did not cancel). */
class NoAnswer extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/** An answer: its status and its JSON (null when the body is not JSON). */
type Answered = { status: number; ok: boolean; payload: unknown };

/**
 * One try of a call: its answer, read whole within the timeout, or NoAnswer. A cancellation by
 * the caller is thrown as is.
 */
async function send(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Answered> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // A body cut off by the timeout is no answer; one that is not JSON is an answer without one.
    const payload: unknown = await response.json().catch((cause: unknown) => {
      if (timeout.aborted || signal?.aborted) throw cause;
      return null;
    });
    return { status: response.status, ok: response.ok, payload };
  } catch (cause) {
    if (signal?.aborted) throw cause; // the caller cancelled: not a failure to report
    throw new NoAnswer(
      timeout.aborted
        ? new ApiError(t('client.timeout'), 0, false)
        : new ApiError(t('client.network'), 0, false),
    );
  }
}

/**
 * A change: sent with an Idempotency-Key and, when no answer comes (a timeout, a network
 * failure), sent once more with the same key, so the API answers the first try's outcome instead
 * of acting twice. The key stays while the body (version included) stays the same, so pressing
 * Save again after such a failure is the same request too; any answer ends it. If neither try is
 * answered, or the API is still running the first, the outcome is unknown (`unconfirmed`).
 * Reads are never retried (the spec's rule for queries).
 */
async function sendChange(
  url: string,
  init: RequestInit & { headers: Record<string, string>; body: string },
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Answered> {
  const key = saveKeys.keyFor(url, init.body);
  const headers = { ...init.headers, 'Idempotency-Key': key };
  let answer: Answered;
  try {
    answer = await send(url, { ...init, headers }, signal, timeoutMs);
  } catch (first) {
    if (!(first instanceof NoAnswer)) throw first;
    try {
      answer = await send(url, { ...init, headers }, signal, timeoutMs);
    } catch (second) {
      if (!(second instanceof NoAnswer)) throw second;
      throw new NoAnswer(unconfirmed(init.body));
    }
  }
  if (answer.status === 409 && readCode(answer.payload) === 'idempotency_in_progress') {
    throw new NoAnswer(unconfirmed(init.body));
  }
  saveKeys.answered(url, init.body);
  return answer;
}

/** Neither try of a save got an answer: it may or may not have applied, and the form says so. */
const unconfirmed = (sent: string) =>
  new ApiError(
    t('client.unconfirmed'),
    0,
    false,
    {},
    { sent: JSON.parse(sent), unconfirmed: true },
  );

async function request<Answer>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RawOptions = {},
): Promise<Answer> {
  const { params, signal, timeoutMs = env().requestTimeoutMs } = options;
  const early = method === 'GET' ? takeEarly(path, params) : undefined;
  if (early) return early as Promise<Answer>;
  const notifyOnError = (options.notifyOnError ?? false) && hooks.mayAnnounce();
  const token = hooks.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // eslint-disable-next-line i18next/no-literal-string -- the HTTP scheme's name
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const json = body === undefined ? undefined : JSON.stringify(body);
  const url = buildUrl(path, params);

  let answer: Answered;
  try {
    answer =
      json !== undefined && IDEMPOTENT.has(`${method} ${path}`)
        ? await sendChange(url, { method, headers, body: json }, signal, timeoutMs)
        : await send(url, { method, headers, body: json }, signal, timeoutMs);
  } catch (cause) {
    if (!(cause instanceof NoAnswer)) throw cause;
    if (notifyOnError) hooks.notifyError(cause.error.message);
    throw cause.error;
  }

  const { status, payload } = answer;
  const envelope = payload as Envelope | null;
  // The answer is trusted to match the generated types, as the mock API's drift test keeps them.
  if (answer.ok && envelope && envelope.success !== false) return envelope as Answer;

  const serverMessage =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : null;
  const error = new ApiError(
    serverMessage ?? `Request failed with status ${status}`,
    status,
    serverMessage !== null,
    readFieldErrors(payload),
    {
      code: readCode(payload),
      params: readParams(payload),
      body: envelope?.body ?? null,
      sent: body,
    },
  );
  // A 401 on a request that carried a token means that session is over; without a token (sign-in)
  // it is just a failed attempt, and the user stays where they are.
  const sessionOver = status === 401 && token !== null;
  // The token may have changed while the call was out (signed out, or in again as someone else):
  // the answer then concerns a session that has already ended, and the current one carries on.
  if (sessionOver && token !== hooks.getToken()) throw error;
  // An expired session is explained on the sign-in page instead of in a toast.
  if (notifyOnError && !isSessionExpiry(error)) hooks.notifyError(errorText(error));
  if (sessionOver) hooks.onUnauthorized(error);
  if (status === 403 && token !== null) hooks.onForbidden(error);
  throw error;
}

/** `params` of a call: required when the call has a required query parameter, else optional. */
type ParamsOption<Q> = [Q] extends [never]
  ? { params?: never }
  : object extends Q
    ? { params?: Q }
    : { params: Q };

export type GetOptions<P extends GetPath> = RequestOptions & ParamsOption<QueryOf<'get', P>>;

type GetArgs<P extends GetPath> =
  object extends GetOptions<P> ? [options?: GetOptions<P>] : [options: GetOptions<P>];

type PostArgs<P extends PostPath> = [BodyOf<'post', P>] extends [never]
  ? [body?: undefined, options?: RequestOptions]
  : [body: BodyOf<'post', P>, options?: RequestOptions];

/**
 * The API, typed by path: the path picks the query parameters, the body and the answer (the whole
 * envelope, so lists can read `pagination` next to `body`) from the generated OpenAPI types.
 */
export const api = {
  get: <P extends GetPath>(path: P, ...[options]: GetArgs<P>) =>
    request<AnswerOf<'get', P>>('GET', path, undefined, options as RawOptions),
  post: <P extends PostPath>(path: P, ...[body, options]: PostArgs<P>) =>
    request<AnswerOf<'post', P>>('POST', path, body ?? {}, options),
};

/**
 * Asks for a GET now, before the code that shows its answer has come (main.tsx on a cold load:
 * the account, beside the app's chunks). The first identical GET made
 * with the same token within EARLY_ANSWER_MS takes this answer instead of asking again; a session
 * that ended or changed meanwhile asks again. The early call announces no failure: its taker
 * shows it as its own (the guard's error view, the screen's error state).
 */
export function requestEarly<P extends GetPath>(path: P, ...[options]: GetArgs<P>): void {
  const params = (options as RawOptions | undefined)?.params;
  const key = earlyKey(path, params);
  earlyGets.delete(key); // asked again: a fresh answer, not the one still waiting
  const answer = request('GET', path, undefined, { params });
  // A failure is the taker's to handle; an answer never taken is not an error.
  answer.catch(() => undefined);
  earlyGets.set(key, { token: hooks.getToken(), at: Date.now(), answer });
}

/** What the console says about a failed call (the toast's text): see localizedFailure. */
export function errorText(error: ApiError): string {
  return error.fromServer
    ? localizedFailure('error', error.code, error.params, error.message)
    : error.message;
}

/**
 * The message to show for a failed call: the server's own message (in Hindi, the catalog's text
 * for its code), else the screen's fallback text (e.g. 'Change password failed'), never a generic
 * network or status text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? errorText(error) : fallback;
}
