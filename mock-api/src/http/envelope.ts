import type { ErrorCode, Pagination } from './schemas.js';

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
