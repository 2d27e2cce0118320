import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema.js';
import { failure, fieldError, type FailureDetails, type FieldProblem } from './envelope.js';
import type { ErrorCode, ErrorParams, FieldErrorCode } from './schemas.js';
import { TEXT_KEYWORD } from './text.js';

/**
 * An error with an HTTP status that reaches the client as
 * `{ success:false, message, body, errors?, code, params }` (envelope.ts `failure`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** `headers`: sent with the answer (Retry-After of a 429 or 503). */
    readonly details: FailureDetails & { headers?: Record<string, string> },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 for problems with fields: `code` validation_failed unless the body could not be read. */
export const badRequest = (
  message: string,
  errors: FieldProblem[],
  code: 'validation_failed' | 'unreadable_body' = 'validation_failed',
) => new HttpError(400, message, { code, errors });
export const unauthorized = (message: string, code: ErrorCode) =>
  new HttpError(401, message, { code });
export const forbidden = (message: string, code: ErrorCode, params?: ErrorParams) =>
  new HttpError(403, message, { code, params });
export const notFound = (message: string) => new HttpError(404, message, { code: 'not_found' });
export const conflict = (
  message: string,
  code: ErrorCode,
  { errors, params }: { errors?: FieldProblem[]; params?: ErrorParams } = {},
) => new HttpError(409, message, { code, errors, params });
/** 410 of a download link: `reason` used, expired or signed_out. */
export const gone = (message: string, reason: 'used' | 'expired' | 'signed_out') =>
  new HttpError(410, message, { code: 'export_link_gone', params: { reason } });

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

/** One problem as a field error says it: its code, its values, and the end of its sentence. */
interface Described {
  code: FieldErrorCode;
  params?: ErrorParams;
  text: string;
}

const limitOf = (params: Record<string, unknown>) => Number(params.limit);

function describe(error: FastifySchemaValidationError): Described {
  const params = error.params as Record<string, unknown>;
  const limit = limitOf(params);
  switch (error.keyword) {
    case 'required':
      return { code: 'required', text: 'is required' };
    case 'type': {
      const type = String(params.type ?? '');
      const types = type.split(',').map((name) => TYPE_NAMES[name] ?? name);
      return { code: 'wrong_type', params: { type }, text: `must be ${types.join(' or ')}` };
    }
    case 'format': {
      const format = String(params.format);
      const text = `must be ${FORMAT_NAMES[format] ?? `in ${format} format`}`;
      return { code: 'bad_format', params: { format }, text };
    }
    case 'minLength':
      return limit === 1
        ? { code: 'required', text: 'is required' }
        : { code: 'too_short', params: { limit }, text: `must be at least ${limit} characters` };
    case 'maxLength':
      return { code: 'too_long', params: { limit }, text: `must be at most ${limit} characters` };
    case 'minimum':
      return { code: 'too_small', params: { limit }, text: `must be at least ${limit}` };
    case 'maximum':
      return { code: 'too_large', params: { limit }, text: `must be at most ${limit}` };
    case 'exclusiveMinimum':
      return {
        code: 'too_small',
        params: { limit, exclusive: 1 },
        text: `must be greater than ${limit}`,
      };
    case 'exclusiveMaximum':
      return {
        code: 'too_large',
        params: { limit, exclusive: 1 },
        text: `must be less than ${limit}`,
      };
    case 'enum': {
      const allowed = (Array.isArray(params.allowedValues) ? params.allowedValues : [])
        .map(String)
        .join(', ');
      return { code: 'not_allowed_value', params: { allowed }, text: `must be one of: ${allowed}` };
    }
    case 'const': {
      const allowed = JSON.stringify(params.allowedValue);
      return { code: 'not_allowed_value', params: { allowed }, text: `must be ${allowed}` };
    }
    case 'pattern':
      return {
        code: 'bad_pattern',
        text: PATTERN_MESSAGES.get(String(params.pattern)) ?? 'has an invalid format',
      };
    case 'minItems':
      return { code: 'too_few', params: { limit }, text: `must have at least ${items(limit)}` };
    case 'maxItems':
      return { code: 'too_many', params: { limit }, text: `must have at most ${items(limit)}` };
    case TEXT_KEYWORD:
      return { code: 'bad_text', text: String(params.problem) };
    default:
      return { code: 'invalid', text: 'is invalid' };
  }
}

/** The 400's field error for one problem with `field` ('' for the whole part) of the request. */
function problemOf(error: FastifySchemaValidationError, field: string, part: string): FieldProblem {
  const named = field === '' ? part : field;
  if (error.keyword === 'additionalProperties') {
    return fieldError(named, notAllowedMessage(part, field), 'unknown_field');
  }
  const rule = ruleOf(error);
  if (rule) return fieldError(named, rule.message, 'bad_combination');
  const { code, params, text } = describe(error);
  if (field === '' && part === 'body' && error.keyword === 'type') {
    return fieldError(named, 'Request body must be a JSON object', code, params);
  }
  return fieldError(
    named,
    `${field === '' ? (PART_NAMES[part] ?? part) : field} ${text}`,
    code,
    params,
  );
}

/**
 * Turns Ajv errors into field errors with sentences such as
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
    problems.push(problemOf(error, field, part));
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

/** Friendlier texts and codes for Fastify's own 4xx errors; all of them are the client's fault. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'Request body is not valid JSON',
    code: 'unreadable_body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'Request body is required',
    code: 'unreadable_body',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported Content-Type; send the body as application/json',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Request body size did not match Content-Length',
    code: 'unreadable_body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: 'Request body is too large',
    code: 'payload_too_large',
  },
};

/** The code of another client error Fastify raises, by its status. */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const { headers, ...details } = error.details;
    if (headers) reply.headers(headers);
    return reply.code(error.statusCode).send(failure(error.message, details));
  }

  if (error.validation) {
    const problems = describeValidationErrors(error.validation, error.validationContext ?? 'body');
    return reply
      .code(400)
      .send(failure(error.message, { code: 'validation_failed', errors: problems }));
  }

  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    return reply.code(known.status).send(failure(known.message, { code: known.code }));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Other client errors Fastify raised (e.g. a malformed URL); keep status and text.
    const code = CLIENT_ERROR_CODES[status] ?? 'bad_request';
    return reply.code(status).send(failure(error.message, { code }));
  }

  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send(failure('Internal server error', { code: 'internal_error' }));
}

function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return reply.code(404).send(
    failure(`Route ${request.method} ${path} not found`, {
      code: 'route_not_found',
      params: { method: request.method, path },
    }),
  );
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
