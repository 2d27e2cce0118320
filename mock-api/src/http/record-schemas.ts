import { Type, type TProperties, type TSchema } from 'typebox';
import { pageQuery } from './lists.js';
import { envelope, errorResponses, listEnvelope, ref, type ErrorStatus } from './schemas.js';
import { editConflictResponse } from './versions.js';

/** What the OpenAPI document says about a route. */
interface RouteTexts {
  summary: string;
  description?: string;
}

/** The same, with `more`: the failures the route has besides the usual ones (e.g. 409, 503). */
type RouteDoc<S extends ErrorStatus> = RouteTexts & { more?: S[] };

/*
 * The route schemas of a section's list, add, edit and delete calls (states, cities, resting
 * points, police contacts, vehicle types…): the query or body, and the answers all of them give.
 */

/** One page of the list (200) for `view`, the query's search, filters and sort, and its page. */
export const listSchema = <Q extends TProperties, R extends TSchema>(
  view: Q,
  row: R,
  texts: RouteTexts,
) => ({
  ...texts,
  querystring: Type.Object({ ...pageQuery, ...view }, { additionalProperties: false }),
  response: { 200: listEnvelope(ref(row)), ...errorResponses(400, 401) },
});

/** 201 with the record added; 409 when it clashes with another one. */
export const addSchema = <B extends TSchema, R extends TSchema>(
  body: B,
  record: R,
  texts: RouteTexts,
) => ({
  ...texts,
  body: ref(body),
  response: { 201: envelope(ref(record), 'Added'), ...errorResponses(400, 401, 409) },
});

/** 200 with the record changed; 404 when it is gone; 409 with the record as it is now when stale. */
export const editSchema = <B extends TSchema, R extends TSchema, S extends ErrorStatus = never>(
  body: B,
  record: R,
  { more = [], ...texts }: RouteDoc<S>,
) => ({
  ...texts,
  body: ref(body),
  response: {
    200: envelope(ref(record)),
    ...errorResponses<400 | 401 | 404 | S>(400, 401, 404, ...more),
    409: editConflictResponse(ref(record)),
  },
});

/** 200 with no body; 404 when it is gone. */
export const deleteSchema = <B extends TSchema, S extends ErrorStatus = never>(
  body: B,
  { more = [], ...texts }: RouteDoc<S>,
) => ({
  ...texts,
  body: ref(body),
  response: {
    200: envelope(Type.Null(), 'Deleted'),
    ...errorResponses<400 | 401 | 404 | S>(400, 401, 404, ...more),
  },
});
