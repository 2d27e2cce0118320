import type { Pagination } from './schemas.js';

export interface Envelope<T> {
  success: true;
  message: string;
  body: T;
}

export interface ListEnvelope<T> extends Envelope<T[]> {
  pagination: Pagination;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  /** null, except where a route documents otherwise (a stale edit answers the current record). */
  body: unknown;
  errors?: FieldProblem[];
  code?: ErrorCode;
}

/**
 * Machine-readable reasons, sent as `code` next to `message` where a client acts on the reason
 * rather than only showing it. `session_expired`: the token is unknown, revoked, or past its idle
 * or absolute lifetime; sign in again. `session_replaced`: the session was ended because its
 * account signed in more often than MOCK_SESSION_LIMIT allows (the oldest sessions end first).
 * `busy`: a 503 because too many passwords are waiting to be checked or texts to be cleaned
 * (workers/pool.ts); try again after Retry-After seconds. `idempotency_in_progress` (409): a request with the same Idempotency-Key
 * is still running; `idempotency_key_reused` (422): the key was used for a different request
 * (plugins/idempotency.ts).
 */
export const ERROR_CODES = [
  'session_expired',
  'session_replaced',
  'busy',
  'idempotency_in_progress',
  'idempotency_key_reused',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldProblem {
  field: string;
  message: string;
}

export function ok<T>(message: string, body: T): Envelope<T> {
  return { success: true, message, body };
}

/** Slices `items` for the requested page and adds the pagination block. */
export function okList<T>(
  message: string,
  items: readonly T[],
  page: number,
  limit: number,
): ListEnvelope<T> {
  const total = items.length;
  const start = (page - 1) * limit;
  return {
    success: true,
    message,
    body: items.slice(start, start + limit),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

export function failure(
  message: string,
  errors?: FieldProblem[],
  { body = null, code }: { body?: unknown; code?: ErrorCode } = {},
): ErrorEnvelope {
  return {
    success: false,
    message,
    body,
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(code ? { code } : {}),
  };
}
