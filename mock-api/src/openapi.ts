import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentedSections, SECTIONS_EXTENSION } from './manifest.js';
import { sectionTags, type Section } from './sections.js';

export const DOCS_PREFIX = '/docs';

/** Where the console's API types are generated (openapi-cli.ts), relative to the mock-api folder. */
export const GENERATED_TYPES_FILE = '../web/src/lib/api-schema.gen.ts';

export const GENERATED_HEADER =
  '// Generated from the mock API OpenAPI document by `npm run openapi -w mock-api`. Do not edit.';

/**
 * The Content-Security-Policy of every /docs answer. Swagger UI is three scripts and two style
 * sheets of its own plus the document (/docs/json), all from this origin; its icons are data: URLs.
 * e2e/tests/api-docs.spec.ts opens it in Chromium and fails on any CSP violation.
 * No inline script, no eval, no framing by any page (clickjacking the "Try it out" buttons), no
 * form posts, no <base> change. "Try it out" calls this origin only (connect-src).
 */
export const DOCS_CSP = {
  'default-src': "'none'",
  'script-src': "'self'",
  // The one inline <style> of Swagger UI's bundle, in the logo it draws in the top bar:
  // `.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`.
  'style-src': "'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
} as const;

/**
 * OpenAPI 3.1 document built from the route schemas, served as JSON at /docs/json and as
 * Swagger UI at /docs. Schemas registered with an `$id` become `components.schemas.<$id>`; the tags
 * are the sections', each with its `x-access` (as every operation has); `x-sections` is the manifest.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  sections: readonly Section[],
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Restpoint mock API',
        version: '0.1.0',
        description: [
          'Local stand-in for the Restpoint admin API, for the administrator console.',
          '',
          'Every answer is JSON, except the CSV files of the `GET …_export` downloads (see their',
          'operations: a signed-in `POST …_export_link` issues a single-use link to one).',
          'Success: `{ success: true, message, body }` (lists add `pagination`).',
          'Failure: `{ success: false, message, body: null, errors?: [{ field, message, code, params }], code, params }`',
          '(`code`: a stable reason, the enum of ErrorResponse; `params`: the values `message` names) with status',
          '400 (bad input), 401 (no, bad or expired token), 403 (role not allowed or account disabled),',
          '404 (not found), 409 (conflict), 415 (body not sent as application/json), 429 (too many',
          'sign-in or register attempts, or too many changes by one account; wait `Retry-After`',
          'seconds), 503 (too many texts waiting to be cleaned, or passwords to be checked; wait',
          '`Retry-After` seconds) or 500. A failure injected for tests (MOCK_FAULTS, /__faults) may',
          'have any status, carries `X-Mock-Fault: injected` and no `code`.',
          '',
          'Text fields refuse control characters (multi-line fields marked `x-text: multi-line` keep',
          'tabs and line breaks), lone UTF-16 surrogates, and single-line values made only of',
          'invisible characters such as zero-width spaces.',
          'Answers carry `Cache-Control: no-store` (images: their own caching) and',
          '`X-Content-Type-Options: nosniff`.',
          '',
          'Sign in with `POST /adminlogin`, then send `Authorization: Bearer <token>`.',
        ].join('\n'),
        contact: { name: 'Restpoint console maintainers' },
        license: {
          name: 'Proprietary: all rights reserved (not licensed for use outside Restpoint)',
        },
      },
      // Relative: the API answers on the origin that serves this document, wherever it runs
      // (http://localhost:8080 by default, MOCK_API_PORT and MOCK_API_HOST otherwise).
      servers: [{ url: '/', description: 'The origin serving this document' }],
      tags: sectionTags(sections),
      // The manifest (manifest.ts), which the console's generated contract carries (spread: the
      // document's type names no extensions at its root).
      ...{ [SECTIONS_EXTENSION]: documentedSections() },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `token` from POST /adminlogin',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference(json, _baseUri, _fragment, index) {
        return typeof json.$id === 'string' ? json.$id : `def-${index}`;
      },
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    staticCSP: DOCS_CSP,
    uiHooks: {
      // Older browsers ignore CSP's frame-ancestors; this says the same to them.
      onRequest: async (_request, reply) => {
        reply.header('X-Frame-Options', 'DENY');
      },
    },
  });
}
