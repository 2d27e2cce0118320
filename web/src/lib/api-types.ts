// Request and response types of the console, read from the mock API's OpenAPI document
// (api-schema.gen.ts is generated: `npm run openapi -w mock-api`; a mock-api test fails if it drifts).
import type { components, paths } from './api-schema.gen';

type JsonBody<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type Success<Responses> = Responses extends { 200: infer OK }
  ? OK
  : Responses extends { 201: infer Created }
    ? Created
    : never;

/** What a successful call answers, inside the envelope's `body`. */
export type ResponseBody<
  Path extends keyof paths,
  Method extends 'get' | 'post',
> = paths[Path][Method] extends { responses: infer Responses }
  ? JsonBody<Success<Responses>> extends { body: infer Body }
    ? Body
    : never
  : never;

/** The JSON a POST call takes. */
export type RequestBody<Path extends keyof paths> = paths[Path]['post'] extends {
  requestBody?: infer B;
}
  ? JsonBody<NonNullable<B>>
  : never;

export type AdminUser = components['schemas']['AdminUser'];
export type CurrentUser = components['schemas']['CurrentUser'];
export type SessionBody = ResponseBody<'/adminlogin', 'post'>;
export type LoginRequest = RequestBody<'/adminlogin'>;
export type RegisterRequest = RequestBody<'/auth/register'>;
export type ChangePasswordInput = RequestBody<'/change_admin_password'>;
