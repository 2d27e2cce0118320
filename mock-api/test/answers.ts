import type { Response } from 'supertest';
import type { paths } from '../../web/src/lib/api-schema.gen.js';

/*
 * The mock API's answers typed from the contract: the OpenAPI document the routes' schemas
 * generate, as `npm run openapi` writes it for the console (web/src/lib/api-schema.gen.ts). The
 * agent of `startApp` checks every answer's JSON against that document at run time (contract.ts);
 * `answerOf` lets a test read it with those types, so a field renamed in a route schema (and the
 * contract regenerated) fails the typecheck of the tests that read it, not only their run.
 */

type Method = 'get' | 'post';
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];
type Responses<M extends Method, P extends PathOf<M>> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON answer of `method` `path` with `status`, as the contract declares it. */
export type AnswerOf<
  M extends Method,
  P extends PathOf<M>,
  S extends keyof Responses<M, P> = 200 & keyof Responses<M, P>,
> = JsonOf<Responses<M, P>[S]>;

/**
 * `res.body` as the contract's answer of `method` `path` (without its query) with `status`
 * (200 unless given). Fails the test when the answer came from another call or with another
 * status, so the type always describes what arrived.
 */
export function answerOf<
  M extends Method,
  P extends PathOf<M>,
  S extends keyof Responses<M, P> & number = 200 & keyof Responses<M, P>,
>(res: Response, method: M, path: P, status?: S): AnswerOf<M, P, S> {
  const asked = `${res.request.method} ${new URL(res.request.url).pathname}`;
  expect({ call: asked, status: res.status }).toEqual({
    call: `${method.toUpperCase()} ${path}`,
    status: status ?? 200,
  });
  return res.body as AnswerOf<M, P, S>;
}
