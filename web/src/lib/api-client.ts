import type { Pagination } from '@/lib/api-schema.gen';
import { env } from '@/lib/env';

/** The envelope every API answer comes in. */
export type ApiEnvelope<T> = {
  success: boolean;
  message: string;
  body: T;
  pagination?: Pagination;
};

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  /** Whether the server said why (its `message`), as opposed to the client describing the failure. */
  readonly fromServer: boolean;
  readonly fieldErrors: FieldErrors;
  /** The failed answer's `body`: null, except e.g. a stale edit's 409 (the record as it is now). */
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    fromServer: boolean,
    fieldErrors: FieldErrors = {},
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  params?: QueryParams;
  signal?: AbortSignal;
  /** Show the standard 'Error' toast when the call fails (default true). */
  notifyOnError?: boolean;
  timeoutMs?: number;
};

type ApiClientHooks = {
  getToken: () => string | null;
  /** Called when a request that carried a token answers 401: the session is over. */
  onUnauthorized: () => void;
  notifyError: (message: string) => void;
};

export const REQUEST_TIMEOUT_MS = 15_000;

let hooks: ApiClientHooks = {
  getToken: () => null,
  onUnauthorized: () => undefined,
  notifyError: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export const currentToken = (): string | null => hooks.getToken();

export function buildUrl(path: string, params?: QueryParams): string {
  const url = new URL(env().apiUrl + path);
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
      result[entry.field] ??= entry.message;
    }
  }
  return result;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const { params, signal, notifyOnError = true, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const token = hooks.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause; // the caller cancelled: not a failure to report
    const error = timeout.aborted
      ? new ApiError('The server took too long to answer. Please try again.', 0, false)
      : new ApiError('Network error: the server could not be reached.', 0, false);
    if (notifyOnError) hooks.notifyError(error.message);
    throw error;
  }

  const payload: unknown = await response.json().catch(() => null);
  const envelope = payload as Partial<ApiEnvelope<T>> | null;
  if (response.ok && envelope && envelope.success !== false) return envelope as ApiEnvelope<T>;

  const serverMessage =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : null;
  const error = new ApiError(
    serverMessage ?? `Request failed with status ${response.status}`,
    response.status,
    serverMessage !== null,
    readFieldErrors(payload),
    envelope?.body ?? null,
  );
  if (notifyOnError) hooks.notifyError(error.message);
  // A 401 on a request that carried a token means the session is over; without a token (sign-in)
  // it is just a failed attempt, and the user stays where they are.
  if (response.status === 401 && token) hooks.onUnauthorized();
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
};

/** The message to show for a failed call whose screen has its own fallback text (spec section 8). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
