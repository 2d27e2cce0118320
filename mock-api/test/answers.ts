import type { IncomingHttpHeaders } from 'node:http';
import type { CallbackHandler, Response, Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
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

/** The route a URL asks for: its path without the query. */
type RouteOf<U extends string> = U extends `${infer P}?${string}` ? P : U;

/** What Supertest types every body as (`any`): what the contract does not describe stays so. */
type Untyped = Response['body'];

/**
 * The body of an answer with `status` to `method` `url`: the contract's JSON answer where the URL
 * is a literal declared route and the status a literal (the agent checks the answer against the
 * contract at run time); untyped otherwise: a URL built at run time, an answer that is not JSON
 * (CSV, an image), a route or status the contract does not declare.
 */
type BodyOf<M extends Method, U extends string, S> =
  RouteOf<U> extends PathOf<M>
    ? S extends keyof Responses<M, RouteOf<U>>
      ? [JsonOf<Responses<M, RouteOf<U>>[S]>] extends [never]
        ? Untyped
        : JsonOf<Responses<M, RouteOf<U>>[S]>
      : Untyped
    : Untyped;

/** A Supertest response whose `body` is typed. */
type Answered<B> = Omit<Response, 'body'> & { body: B };

/** What a response was asked for, known to the types only: `expectStatus` types its body from it. */
interface Asked<M extends Method, U extends string> {
  readonly asked?: { method: M; url: U };
}

type Chained = 'set' | 'send' | 'query' | 'buffer' | 'parse' | 'attach' | 'field' | 'type';

/**
 * A Supertest request to `method` `url` whose `.expect(status)` types the answer's body from the
 * contract (`BodyOf`); before that, or after any other expectation only, the body is `B`.
 */
export interface ContractTest<M extends Method, U extends string, B = Untyped>
  extends Omit<Test, 'expect' | 'then' | Chained>, PromiseLike<Answered<B> & Asked<M, U>> {
  set(field: Record<string, string> | IncomingHttpHeaders): ContractTest<M, U, B>;
  set(field: string, val: string | string[]): ContractTest<M, U, B>;
  send(data?: string | object): ContractTest<M, U, B>;
  query(val: object | string): ContractTest<M, U, B>;
  buffer(val?: boolean): ContractTest<M, U, B>;
  parse: (...args: Parameters<Test['parse']>) => ContractTest<M, U, B>;
  attach: (...args: Parameters<Test['attach']>) => ContractTest<M, U, B>;
  field: (...args: Parameters<Test['field']>) => ContractTest<M, U, B>;
  type(val: string): ContractTest<M, U, B>;
  expect<S extends number>(
    status: S,
    callback?: CallbackHandler,
  ): ContractTest<M, U, BodyOf<M, U, S>>;
  expect<S extends number>(
    status: S,
    body: unknown,
    callback?: CallbackHandler,
  ): ContractTest<M, U, BodyOf<M, U, S>>;
  expect(checker: (res: Response) => unknown, callback?: CallbackHandler): ContractTest<M, U, B>;
  expect(body: string | RegExp | object, callback?: CallbackHandler): ContractTest<M, U, B>;
  expect(field: string, val: string | RegExp, callback?: CallbackHandler): ContractTest<M, U, B>;
}

/** The test agent of `startApp`: its GET and POST requests are `ContractTest`s. */
export type ContractAgent = Omit<TestAgent, 'get' | 'post'> & {
  get<U extends string>(url: U): ContractTest<'get', U>;
  post<U extends string>(url: U): ContractTest<'post', U>;
};

/**
 * `expect(res.status).toBe(status)` that also types `res.body` as the contract's answer with that
 * status, for a test that awaits a request first and checks its status after.
 */
export function expectStatus<M extends Method, U extends string, S extends number>(
  res: Answered<Untyped> & Asked<M, U>,
  status: S,
): asserts res is Answered<BodyOf<M, U, S>> & Asked<M, U> {
  expect(res.status).toBe(status);
}
