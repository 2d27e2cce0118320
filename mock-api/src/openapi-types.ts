import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from './app.js';
import { DOCS_PREFIX, GENERATED_HEADER } from './openapi.js';

/** The OpenAPI document exactly as GET /docs/json serves it, from an app with default settings. */
export async function readOpenApiDocument(): Promise<OpenAPI3> {
  const app = await buildApp({ logLevel: 'silent', enableTestControl: false });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    if (response.statusCode !== 200) {
      throw new Error(`GET ${DOCS_PREFIX}/json answered ${response.statusCode}`);
    }
    return response.json<OpenAPI3>();
  } finally {
    await app.close();
  }
}

/** TypeScript types for the document, with the header line. */
export async function generateApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, {
    silent: true,
    // Adds `export type AdminUser = components['schemas']['AdminUser']` etc.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
  });
  return `${GENERATED_HEADER}\n\n${astToString(ast)}`;
}
