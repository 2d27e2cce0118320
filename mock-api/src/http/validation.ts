import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type AnySchema, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { fieldError } from './envelope.js';
import { badRequest, notAllowedMessage } from './errors.js';
import { decodeUtf8, refuseDuplicateKeys } from './json-body.js';
import { TEXT_KEYWORD, TEXT_KINDS, textProblem, type TextKind } from './text.js';

// ajv-formats is CommonJS; under Node's ESM loader the default import is `module.exports`,
// whose `.default` is the plugin again. Works the same when Jest compiles to CommonJS.
const addFormats = ajvFormats.default;

const COMMON: Options = {
  allErrors: true, // every problem goes into `errors`; the first becomes the message
  // An unknown property is a 400 naming it (additionalProperties: false), never dropped: dropping
  // a misspelt filter would widen a list, an export or a bulk action to everything.
  // `verbose` puts the failing keyword's schema in each error, for the rules' sentences (errors.ts).
  verbose: true,
  useDefaults: true,
  strict: true,
  // A rule across fields (`not: { required: ['ids', 'filter'] }`, errors.ts `explainedRule`) names
  // properties of the object it sits on, which strict mode would want declared again inside it.
  strictRequired: false,
  strictTypes: false,
  addUsedSchema: false,
  // The schemas are built with TypeBox, so checking them against the JSON Schema meta-schema
  // only costs start-up time (about 40 ms per Ajv instance, on every buildApp in the tests).
  validateSchema: false,
};

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

type SchemaNode = Record<string, unknown>;

/** Keywords whose values are data, not schemas: nothing in them is marked. */
const DATA_KEYWORDS = new Set(['const', 'default', 'enum', 'examples', 'example']);

/**
 * A copy of `schema` in which every string schema without an `x-text` kind is single-line, so the
 * text rules (http/text.ts) apply to every string without each schema having to ask for them.
 */
export function withTextRules<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withTextRules(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as SchemaNode;
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = DATA_KEYWORDS.has(key) ? value : withTextRules(value);
  }
  const kind = node[TEXT_KEYWORD];
  if (kind !== undefined && !TEXT_KINDS.includes(kind as TextKind)) {
    throw new Error(`${TEXT_KEYWORD} must be one of ${TEXT_KINDS.join(', ')}, got ${String(kind)}`);
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string') && kind === undefined) copy[TEXT_KEYWORD] = 'single-line';
  return copy as T;
}

/** The `x-text` keyword: 400 "<field> <problem>" for control characters and the like. */
function addTextKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    errors: true,
    validate: function validateText(kind: TextKind, data: string): boolean {
      const problem = textProblem(data, kind);
      if (problem === undefined) return true;
      (validateText as unknown as { errors: unknown[] }).errors = [
        { keyword: TEXT_KEYWORD, message: problem, params: { problem } },
      ];
      return false;
    },
  });
}

/**
 * Two Ajv instances: request bodies are validated without type coercion (a number where a string
 * belongs is a 400), while query strings, params and headers (which are always text) are coerced.
 * Shared schemas (`addSchema`) are added to both so `$ref`s resolve.
 */
function buildValidator(externalSchemas: Record<string, unknown>) {
  const make = (options: Options) => {
    const ajv = new Ajv({ ...COMMON, ...options });
    addFormats(ajv);
    addTextKeyword(ajv);
    for (const schema of Object.values(externalSchemas)) {
      ajv.addSchema(withTextRules(schema) as AnySchema);
    }
    return ajv;
  };
  const strictAjv = make({ coerceTypes: false });
  const coercingAjv = make({ coerceTypes: 'array' });

  // Compiled once per distinct schema (see `compiledOnce`).
  const compiled = new Map<string, ValidateFunction>();
  return ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
    const part = (httpPart ?? 'body') as HttpPart;
    if (part === 'body') {
      return compiledOnce(compiled, `body ${JSON.stringify(schema)}`, () =>
        strictAjv.compile(withTextRules(schema) as AnySchema),
      );
    }
    return compiledOnce(compiled, `text ${JSON.stringify(schema)}`, () =>
      rejectingInfinity(coercingAjv.compile(withTextRules(schema) as AnySchema), schema),
    );
  };
}

/**
 * Fastify's own serializer compiler (fast-json-stringify), each distinct response schema
 * compiled once (see `compiledOnce`): routes share their error answers (400, 401, 403, 404,
 * 429...), so 538 serializers were built at start-up from 67 distinct schemas, about 2.2 s.
 */
function buildSerializer(externalSchemas: unknown, options: object | undefined) {
  const compile = SerializerSelector()(externalSchemas, options);
  const compiled = new Map<string, ReturnType<typeof compile>>();
  return (route: Parameters<typeof compile>[0]) =>
    compiledOnce(compiled, JSON.stringify(route.schema), () => compile(route));
}

/**
 * The function compiled from a schema, kept under the schema's JSON text by one compiler (Fastify
 * makes a compiler per set of shared schemas): a validator or serializer depends only on its
 * schema and those shared schemas, so routes with equal schemas share one. Neither keeps state
 * between calls (a validator's `errors` is read right after the call that set it).
 */
function compiledOnce<T>(compiled: Map<string, T>, key: string, compile: () => T): T {
  let fn = compiled.get(key);
  if (fn === undefined) {
    fn = compile();
    compiled.set(key, fn);
  }
  return fn;
}

interface NumberSchema {
  type?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, NumberSchema>;
  items?: NumberSchema;
}

/**
 * Ajv coerces `?page=Infinity` or `?page=1e309` to Infinity and then skips its own type, minimum
 * and maximum checks (they test `isFinite` first), so the value reached the handler and broke
 * the answer (500). This wraps a validator of query strings and params: a number that is not
 * finite after coercion is refused like any other out-of-range value.
 */
function rejectingInfinity(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const wrapped = ((data: unknown) => {
    const valid = validate(data);
    wrapped.errors = validate.errors;
    if (!valid) return false;
    const errors: ErrorObject[] = [];
    findInfinity(data, schema as NumberSchema, '', errors);
    if (errors.length === 0) return true;
    wrapped.errors = errors;
    return false;
  }) as ValidateFunction;
  return wrapped;
}

function findInfinity(
  data: unknown,
  schema: NumberSchema | undefined,
  path: string,
  errors: ErrorObject[],
): void {
  if (typeof data === 'number') {
    if (Number.isFinite(data) || Number.isNaN(data)) return;
    const bound = data > 0 ? schema?.maximum : schema?.minimum;
    const keyword = bound === undefined ? 'type' : data > 0 ? 'maximum' : 'minimum';
    const params =
      bound === undefined ? { type: String(schema?.type ?? 'number') } : { limit: bound };
    errors.push({ instancePath: path, schemaPath: '', keyword, params });
  } else if (Array.isArray(data)) {
    data.forEach((item, index) => findInfinity(item, schema?.items, `${path}/${index}`, errors));
  } else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      findInfinity(value, schema?.properties?.[key], `${path}/${key}`, errors);
    }
  }
}

export const schemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;

/**
 * JSON body parser that treats an empty body as "no body" instead of failing, so a bodyless
 * `POST /auth/logout` with `Content-Type: application/json` works; routes that need a body then
 * answer "Request body must be a JSON object". `text/plain` is no longer accepted (400). Bytes
 * that are not UTF-8 and a key given twice are 400s (json-body.ts).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(typeof body === 'string' ? Buffer.from(body) : body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      try {
        refuseDuplicateKeys(text);
      } catch (duplicate) {
        return done(duplicate as Error, undefined);
      }
      done(null, value);
    });
  });
}

/**
 * preValidation hook: trims the named string fields of the body before validation, so "  " fails
 * a `minLength: 1` rule and names are stored without stray spaces.
 */
export function trimBody(...fields: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null) return;
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string') record[field] = value.trim();
    }
  };
}

/** The query schema of a route that declares none: it takes no parameter. */
const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false };

/**
 * A route's query schema, closed: a parameter it does not declare is a 400 naming it, as an
 * unknown body property is (a query string's parameters are flat, so closing the top is enough).
 */
export function closedQuery(schema: unknown): unknown {
  if (schema === undefined) return NO_QUERY;
  const node = schema as SchemaNode;
  return 'additionalProperties' in node ? node : { ...node, additionalProperties: false };
}

/**
 * preValidation hook of a route that declares no body (sign-out): a body with properties is a
 * 400 naming them, as the properties a declared body leaves out are.
 */
export async function refuseUndeclaredBody(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = Object.keys(body);
  if (fields.length === 0) return;
  const problems = fields.map((field) =>
    fieldError(field, notAllowedMessage('body', field), 'unknown_field'),
  );
  throw badRequest(problems[0]!.message, problems);
}
