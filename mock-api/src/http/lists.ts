import { Type } from 'typebox';
import { okList, type ListEnvelope } from './envelope.js';

/** The largest page any list answers; a bigger `limit` is lowered to it. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * The highest page number a list accepts. Without a bound `page=1e308` or `page=Infinity` (which
 * the query string coercion turns into numbers) reached the answer and broke it.
 */
export const MAX_PAGE = 1_000_000;

/** `page` and `limit` query parameters, to spread into a list route's querystring schema. */
export const pageQuery = {
  page: Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: `1-based page number, at most ${MAX_PAGE}; a page past the end is empty`,
  }),
  limit: Type.Integer({
    minimum: 1,
    default: DEFAULT_PAGE_SIZE,
    description: `Rows per page (default ${DEFAULT_PAGE_SIZE}); above ${MAX_PAGE_SIZE} it is capped at ${MAX_PAGE_SIZE}`,
  }),
};

/**
 * One page of `items` with its pagination block. A page past the end answers an empty list (with
 * the real total and totalPages), so a client can tell "nothing here" from "nothing at all".
 */
export function pageOf<T>(
  message: string,
  items: readonly T[],
  query: { page?: number; limit?: number },
): ListEnvelope<T> {
  const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return okList(message, items, query.page ?? 1, limit);
}

/**
 * A case-insensitive "contains" test for a search box: `undefined` when there is nothing to
 * search for (blank or missing), else a predicate over the fields of a row.
 */
export function searchMatcher(
  query: string | undefined,
): ((...fields: (string | null | undefined)[]) => boolean) | undefined {
  const needle = query?.trim().toLowerCase();
  if (!needle) return undefined;
  return (...fields) => fields.some((field) => field?.toLowerCase().includes(needle) ?? false);
}

/** Newest first by an ISO timestamp field, ties broken by the higher id. */
export function newestFirst<T extends { id: number }>(key: keyof T & string) {
  return (a: T, b: T) => String(b[key]).localeCompare(String(a[key])) || b.id - a.id;
}
