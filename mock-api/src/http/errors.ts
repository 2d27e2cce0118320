import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema.js';
import { failure, type FieldProblem } from './envelope.js';
import type { ErrorCode } from './schemas.js';
import { TEXT_KEYWORD } from './text.js';

/**
 * An error with an HTTP status that reaches the client as `{ success:false, message, errors?, code? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldProblem[],
    /**
     * `body`: sent as the envelope's body (null when absent); `code`: a machine-readable reason;
     * `headers`: sent with the answer (Retry-After of a 503).
     */
    readonly extra: { body?: unknown; code?: ErrorCode; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldProblem[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string, code?: ErrorCode) =>
  new HttpError(401, message, undefined, { code });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldProblem[]) =>
  new HttpError(409, message, errors);
export const gone = (message: string) => new HttpError(410, message);

/* ------------------------------------------------------------------ validation messages */

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameter',
  headers: 'Header',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  'date-time': 'a date-time like 2026-01-31T10:00:00Z',
  date: 'a date like 2026-01-31',
  uri: 'a URL',
};

const PATTERN_MESSAGES = new Map<string, string>();

/**
 * A `pattern` with the sentence its validation error should end in, instead of "has an invalid
 * format": `Type.String({ pattern: explainedPattern('^[0-9]{6}$', 'must be 6 digits') })`.
 */
export function explainedPattern(pattern: string, message: string): string {
  PATTERN_MESSAGES.set(pattern, message);
  return pattern;
}

/** What a part of the request calls one of its fields, in "… `x` is not allowed". */
const FIELD_NOUNS: Record<string, string> = {
  body: 'Request body property',
  querystring: 'Query string parameter',
  params: 'URL parameter',
  headers: 'Header',
};

/** `Request body property \`compny_code\` is not allowed`: a field the operation does not declare. */
export function notAllowedMessage(part: SchemaErrorDataVar | string, field: string): string {
  return `${FIELD_NOUNS[part] ?? part} \`${field}\` is not allowed`;
}

/** A rule across fields (`anyOf`, `not`) with the field its 400 names and its whole sentence. */
interface Rule {
  field: string;
  message: string;
}

const RULES = new Map<string, Rule>();
/** Compiled schemas carry the text rules' `x-text` (validation.ts); a rule is known without them. */
const ruleKey = (keyword: string, value: unknown) =>
  `${keyword} ${JSON.stringify(value, (key, item: unknown) => (key === TEXT_KEYWORD ? undefined : item))}`;

/**
 * A rule between an object's fields, as JSON Schema says it (`anyOf` of `required`s: at least
 * one of them; `not` + `required`: not both), with the field its 400 names (relative to the
 * object; '' for the object itself) and the sentence it answers, instead of "is invalid":
 * `Type.Object(fields, { ...explainedRule('not', { required: ['ids', 'filter'] }, 'ids', 'Send ids or filter, not both') })`.
 */
export function explainedRule<K extends 'anyOf' | 'not', V>(
  keyword: K,
  value: V,
  field: string,
  message: string,
): { [key in K]: V } {
  RULES.set(ruleKey(keyword, value), { field, message });
  return { [keyword]: value } as { [key in K]: V };
}

/** The explained rule an `anyOf` or `not` error comes from (Ajv's `verbose` errors carry it). */
function ruleOf(error: FastifySchemaValidationError): Rule | undefined {
  if (error.keyword !== 'anyOf' && error.keyword !== 'not') return undefined;
  const schema = (error as { schema?: unknown }).schema;
  return RULES.get(ruleKey(error.keyword, schema));
}

function fieldName(error: FastifySchemaValidationError): string {
  const path = (error.instancePath ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    path.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  const rule = ruleOf(error);
  if (rule?.field) path.push(rule.field);
  return path.join('.');
}

const items = (limit: unknown) => `${String(limit)} ${limit === 1 ? 'item' : 'items'}`;

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return `must be ${types.join(' or ')}`;
    }
    case 'format':
      return `must be ${FORMAT_NAMES[String(params.format)] ?? `in ${String(params.format)} format`}`;
    case 'minLength':
      return params.limit === 1
        ? 'is required'
        : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `must be one of: ${allowed.map(String).join(', ')}`;
    }
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return PATTERN_MESSAGES.get(String(params.pattern)) ?? 'has an invalid format';
    case 'minItems':
      return `must have at least ${items(params.limit)}`;
    case 'maxItems':
      return `must have at most ${items(params.limit)}`;
    case TEXT_KEYWORD:
      return String(params.problem);
    default:
      return 'is invalid';
  }
}

/** The 400's sentence for one problem with `field` ('' for the whole part) of the request. */
function sentence(error: FastifySchemaValidationError, field: string, part: string): string {
  if (error.keyword === 'additionalProperties') return notAllowedMessage(part, field);
  const rule = ruleOf(error);
  if (rule) return rule.message;
  if (field === '' && part === 'body' && error.keyword === 'type') {
    return 'Request body must be a JSON object';
  }
  return `${field === '' ? (PART_NAMES[part] ?? part) : field} ${describe(error)}`;
}

/**
 * Turns Ajv errors into `{ field, message }` sentences such as
 * `email must be a valid email address` or `password is required`.
 * Errors from inside `anyOf` branches are folded into the `anyOf` error itself. A text-rule error
 * (control characters and the like, see text.ts) wins over other problems of its field: a pattern's
 * "has an invalid format" or a union's "is invalid" would hide what is actually wrong.
 */
export function describeValidationErrors(
  errors: FastifySchemaValidationError[],
  part: SchemaErrorDataVar | string,
): FieldProblem[] {
  const textErrors = new Map<string, FastifySchemaValidationError>();
  for (const error of errors) {
    const field = fieldName(error);
    if (error.keyword === TEXT_KEYWORD && !textErrors.has(field)) textErrors.set(field, error);
  }
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const found of errors) {
    const field = fieldName(found);
    const textError = textErrors.get(field);
    if (!textError && /\/(anyOf|oneOf)\/\d+\//.test(found.schemaPath)) continue;
    const error = textError ?? found;
    if (seen.has(field)) continue; // one problem per field: the first is the most useful
    seen.add(field);
    problems.push({ field: field === '' ? part : field, message: sentence(error, field, part) });
  }
  return problems;
}

/** Fastify `schemaErrorFormatter`: the first problem becomes the error message. */
export function schemaErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  const [first] = describeValidationErrors(errors, dataVar);
  return new Error(first?.message ?? `${PART_NAMES[dataVar] ?? dataVar} is invalid`);
}

/* ------------------------------------------------------------------ handlers */

/** Friendlier texts for Fastify's own 4xx errors; all of them are the client's fault. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is required' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported Content-Type; send the body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Request body size did not match Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
};

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.extra.headers) reply.headers(error.extra.headers);
    return reply.code(error.statusCode).send(failure(error.message, error.errors, error.extra));
  }

  if (error.validation) {
    const problems = describeValidationErrors(error.validation, error.validationContext ?? 'body');
    return reply.code(400).send(failure(error.message, problems));
  }

  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    return reply.code(known.status).send(failure(known.message));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Other client errors Fastify raised (e.g. a malformed URL); keep status and text.
    return reply.code(status).send(failure(error.message));
  }

  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send(failure('Internal server error'));
}

function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return reply.code(404).send(failure(`Route ${request.method} ${path} not found`));
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
