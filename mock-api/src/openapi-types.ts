import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from './app.js';
import { DOCS_PREFIX, GENERATED_HEADER } from './openapi.js';
import { IDEMPOTENCY_HEADER } from './plugins/idempotency.js';
import { SECTIONS_EXTENSION } from './manifest.js';
import { ACCESS_EXTENSION, PERMISSION_EXTENSION } from './sections.js';

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

type WithAccess = { [ACCESS_EXTENSION]?: unknown };
type WithPermission = { [PERMISSION_EXTENSION]?: { section: string; level: string } };

/** A single-quoted literal, as the rest of the file writes them. */
const quoted = (value: unknown) => `'${String(value).replace(/[\\']/g, '\\$&')}'`;

/** An `as const` object literal, one `key: value` line each. */
const constObject = (entries: [string, unknown][]) =>
  `{\n${entries.map(([key, value]) => `  ${quoted(key)}: ${quoted(value)},\n`).join('')}} as const;`;

/**
 * The access declarations (`x-access`) as values, which openapi-typescript leaves out: per
 * operation ("METHOD /path") and per section (tag), so the console can be tested against them.
 */
export function accessMaps(document: OpenAPI3): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, WithAccess>).map(
      ([method, operation]): [string, unknown] => [
        `${method.toUpperCase()} ${path}`,
        operation[ACCESS_EXTENSION],
      ],
    ),
  );
  const sections = (document.tags ?? []).map((tag): [string, unknown] => [
    tag.name,
    (tag as WithAccess)[ACCESS_EXTENSION],
  ]);
  return [
    '/** Who may call each operation: public, signed-in (any account) or admin (role 1 only). */',
    `export const operationAccess = ${constObject(operations)}`,
    '',
    "/** Each section's (OpenAPI tag's) access; a route may differ (sign-in and register are public). */",
    `export const sectionAccess = ${constObject(sections)}`,
    '',
  ].join('\n');
}

/**
 * The section permission each operation needs (`x-permission`), as a value: only the operations
 * that need one; the others are open to every account their access admits.
 */
export function permissionMap(document: OpenAPI3): string {
  const lines = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, WithPermission>).flatMap(([method, operation]) => {
      const need = operation[PERMISSION_EXTENSION];
      return need
        ? [
            `  ${quoted(`${method.toUpperCase()} ${path}`)}: { section: ${quoted(need.section)}, level: ${quoted(need.level)} },\n`,
          ]
        : [];
    }),
  );
  return [
    '/** The section permission (and level) each operation needs of a sub admin; absent: none. */',
    `export const operationPermission = {\n${lines.join('')}} as const;`,
    '',
  ].join('\n');
}

type SectionEntry = { record?: unknown; words?: string } & Record<string, unknown>;

/**
 * The manifest of sections (`x-sections`, mock-api/src/manifest.ts) as a value: the console
 * derives its section access, permissions, label catalog and permissions editor from it.
 */
export function sectionManifest(document: OpenAPI3): string {
  const declared = (document as { [SECTIONS_EXTENSION]?: Record<string, SectionEntry> })[
    SECTIONS_EXTENSION
  ];
  if (!declared) throw new Error(`The OpenAPI document has no ${SECTIONS_EXTENSION}`);
  // What the console's screens use, and nothing more: every byte of it is in the first download.
  // The tracked fields and record types stay with the API; the words of refusals, which only
  // the console's test fake needs, are a map of their own that the bundle leaves out.
  const manifest = Object.fromEntries(
    Object.entries(declared).map(([id, { record: _record, words: _words, ...rest }]) => [id, rest]),
  );
  const words = Object.entries(declared).flatMap(([id, { words }]): [string, unknown][] =>
    words ? [[id, words]] : [],
  );
  return [
    '/** Every section, declared once in mock-api/src/manifest.ts, in its order. */',
    `export const sectionManifest = ${JSON.stringify(manifest, null, 2)} as const;`,
    '',
    '/** How the API\'s refusals name each section ("Your account may not view <words>"). */',
    `export const sectionWords = ${constObject(words)}`,
    '',
  ].join('\n');
}

type SchemaNode = Record<string, unknown>;

/** A member of `anyOf` or `not` that only constrains (`required`, `minItems`…), with no type of its own. */
const constrainsOnly = (member: unknown) =>
  typeof member === 'object' && member !== null && !('type' in member) && !('$ref' in member);

/**
 * A copy of `node` without the rules across an object's fields (`anyOf` of `required`s, `not` +
 * `required`: errors.ts `explainedRule`). openapi-typescript would make each member a union
 * branch of type `unknown`, turning the whole request type into `unknown`; the server checks them.
 */
export function withoutFieldRules<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withoutFieldRules(item)) as T;
  if (typeof node !== 'object' || node === null) return node;
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(node as SchemaNode)) {
    const isObject = (node as SchemaNode).type === 'object';
    if (isObject && key === 'anyOf' && Array.isArray(value) && value.every(constrainsOnly))
      continue;
    if (isObject && key === 'not' && constrainsOnly(value)) continue;
    copy[key] = withoutFieldRules(value);
  }
  return copy as T;
}

type WithParameters = { parameters?: { in?: string; name?: string }[] };

/**
 * The operations that take an `Idempotency-Key` (every one that changes something), as a value:
 * the console's client sends a key with these and may retry them once.
 */
export function idempotentOperations(document: OpenAPI3): string {
  const lines = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, WithParameters>).flatMap(([method, operation]) =>
      (operation.parameters ?? []).some(
        (parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER,
      )
        ? [`  ${quoted(`${method.toUpperCase()} ${path}`)},\n`]
        : [],
    ),
  );
  return [
    '/** The operations that take an Idempotency-Key: every one that changes something. */',
    `export const idempotentOperations = [\n${lines.join('')}] as const;`,
    '',
  ].join('\n');
}

/** TypeScript types for the document, with the header line, then the access maps. */
export async function generateApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(withoutFieldRules(document), {
    silent: true,
    // Adds `export type AdminUser = components['schemas']['AdminUser']` etc.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
  });
  return `${GENERATED_HEADER}\n\n${astToString(ast)}\n${accessMaps(document)}\n${permissionMap(document)}\n${idempotentOperations(document)}\n${sectionManifest(document)}`;
}
