import type { paths } from '@/lib/api-schema.gen';

/*
 * The API's contract as types, read from the generated `paths`: which paths take GET or POST,
 * and for each one its query parameters, request body and success answer. The client, the SWR
 * hooks and the test fake are typed with these, so renaming a path, a parameter or a field in a
 * mock route schema (and regenerating) fails `npm run typecheck` wherever it is used.
 */

export type ApiMethod = 'get' | 'post';

/** Paths with an operation for `method`; paths with URL parameters (images) are not JSON calls. */
export type PathOf<M extends ApiMethod> = {
  [P in keyof paths]: P extends `${string}{${string}}${string}`
    ? never
    : paths[P] extends Record<M, object>
      ? P
      : never;
}[keyof paths];

export type GetPath = PathOf<'get'>;
export type PostPath = PathOf<'post'>;

/** The operation `method` `path`. */
export type Operation<M extends ApiMethod, P extends PathOf<M>> = paths[P][M];

/** Query parameters of a call: `never` when it takes none. */
export type QueryOf<M extends ApiMethod, P extends PathOf<M>> =
  Operation<M, P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** JSON body of a call: `never` when it takes none. */
export type BodyOf<M extends ApiMethod, P extends PathOf<M>> =
  Operation<M, P> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

type Responses<M extends ApiMethod, P extends PathOf<M>> =
  Operation<M, P> extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** Statuses of a call's successful answers (200, 201, 202). */
export type SuccessStatusOf<M extends ApiMethod, P extends PathOf<M>> = Extract<
  keyof Responses<M, P>,
  200 | 201 | 202 | 203 | 204
>;
/** Statuses of a call's documented failures (400, 401, 409, ...). */
export type ErrorStatusOf<M extends ApiMethod, P extends PathOf<M>> = Exclude<
  Extract<keyof Responses<M, P>, number>,
  SuccessStatusOf<M, P> | 304
>;

/** The whole JSON answer of a successful call: `{ success, message, body }`, and `pagination` on lists. */
export type AnswerOf<M extends ApiMethod, P extends PathOf<M>> = {
  [S in SuccessStatusOf<M, P>]: JsonOf<Responses<M, P>[S]>;
}[SuccessStatusOf<M, P>];

/** The `body` of a successful answer. */
export type BodyOfAnswer<M extends ApiMethod, P extends PathOf<M>> =
  AnswerOf<M, P> extends { body: infer B } ? B : never;

/** The JSON answer of a failed call with that status (its `body` is the record on a stale edit). */
export type ErrorAnswerOf<M extends ApiMethod, P extends PathOf<M>, S> = S extends keyof Responses<
  M,
  P
>
  ? JsonOf<Responses<M, P>[S]>
  : never;

/** Calls the API answers to POST but that only read (the key goes in the body): cached like GETs. */
export const POST_READS = [
  '/user_detail_view',
  '/state_detail',
  '/city_detail',
  '/resting_point_detail',
  '/police_detail',
  '/sub_admin_detail',
  '/cms_detail',
  '/policy_detail',
  '/broadcast_audience_count',
] as const satisfies readonly PostPath[];
export type PostReadPath = (typeof POST_READS)[number];

/** What a revalidation list may name: the reads a change can make out of date. */
export type ReadPath = GetPath | PostReadPath;

/** The record a stale edit's 409 carries for an edit call (`body` of that answer), when it has one. */
export type StaleRecordOf<P extends PostPath> = NonNullable<
  ErrorAnswerOf<'post', P, 409> extends { body: infer B } ? B : never
>;
