import type { ErrorCode, ErrorParams, FieldErrorCode, Pagination } from './schemas.js';

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
  code: ErrorCode;
  params: ErrorParams;
}

export interface FieldProblem {
  field: string;
  message: string;
  code: FieldErrorCode;
  params: ErrorParams;
}

/** One problem with a field: its sentence, and its code and values for a client's own text. */
export const fieldError = (
  field: string,
  message: string,
  code: FieldErrorCode,
  params: ErrorParams = {},
): FieldProblem => ({ field, message, code, params });

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

/** What an error answer says: its code, the values of its message, field problems, a body. */
export interface FailureDetails {
  code: ErrorCode;
  /** Left out: those of the first field problem, with its field; else none. */
  params?: ErrorParams;
  errors?: FieldProblem[];
  body?: unknown;
}

export function failure(
  message: string,
  { code, params, errors, body = null }: FailureDetails,
): ErrorEnvelope {
  const [first] = errors ?? [];
  return {
    success: false,
    message,
    body,
    ...(errors && errors.length > 0 ? { errors } : {}),
    code,
    params: params ?? (first ? { field: first.field, ...first.params } : {}),
  };
}
