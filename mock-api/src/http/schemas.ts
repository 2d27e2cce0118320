import { Type, type Static, type TSchema } from 'typebox';
import { MIN_PASSWORD_LENGTH } from '../passwords.js';
import { PERMISSION_LEVELS, PERMISSION_SECTIONS, type PermissionSection } from '../permissions.js';
import { CHECKIN_STATUSES, LANGUAGES, THEMES } from '../store/index.js';

/**
 * Shared schemas. Each has an `$id`; app.ts (or the section listing it) registers them with
 * `addSchema`, routes point at them with `ref()`, and the OpenAPI document lists them by that
 * name under components.schemas.
 */

/** A `$ref` to a registered schema that keeps the schema's static type for the type provider. */
export function ref<T extends TSchema>(schema: T, options: { description?: string } = {}): T {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema with an $id');
  return Type.Ref(id, options) as unknown as T;
}

export const IsoDateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

/** Every new password: register, sub admin add/edit, change password. */
export const NewPassword = (description = `At least ${MIN_PASSWORD_LENGTH} characters`) =>
  Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200, description });

/** `version`, `updated_at` and `updated_by` of an answered record (spread into its schema). */
export const versionFields = {
  version: Type.Integer({
    minimum: 1,
    description:
      '1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409).',
  }),
  updated_at: IsoDateTime('When it last changed'),
  updated_by: Type.Union([Type.String(), Type.Null()], {
    description: 'Name of the admin who changed it last, as it was then; null if nobody has',
  }),
};

/**
 * Every `code` of an error answer: when it is sent, and the `params` it carries (the values its
 * `message` interpolates), so that a client can show its own text for it. The OpenAPI document
 * lists them as the enum of ErrorResponse's `code`.
 */
export const ERROR_CODES = {
  validation_failed:
    "400: a field breaks a rule; `errors` lists each problem with its own `code` and `params`, and `message` is the first one. Params: `field` and that problem's params.",
  unreadable_body:
    '400: the body is not valid JSON or UTF-8, has a key twice, is empty where JSON was announced, or does not match Content-Length.',
  bad_request: '400: the request could not be read otherwise (e.g. a malformed URL).',
  not_signed_in: '401: no bearer token, or a malformed Authorization header; sign in.',
  session_expired:
    '401: the token is unknown, revoked, or past its idle or absolute lifetime; sign in again.',
  session_replaced:
    '401: the session was ended because its account signed in elsewhere once more than the session limit (MOCK_SESSION_LIMIT) allows; the oldest sessions end first.',
  invalid_credentials: '401: sign-in with an e-mail address and password that do not match.',
  account_disabled: '401 (signed in) or 403 (signing in): the account is disabled.',
  account_pending: "403: the account is waiting for an administrator's approval.",
  admin_only: '403: only administrators (role 1) may do this.',
  forbidden_section:
    "403: the account's permissions do not allow it. Params: `section` (as in `x-sections`), `access`: `view`, `change` or `history` (the section's activity history).",
  reveal_not_allowed: "403: the account may not reveal drivers' personal data.",
  photo_link_invalid:
    "403: a driver's photo link is not signed or has expired; load the driver again.",
  not_found: '404: the record (or file) does not exist, or no longer does.',
  route_not_found: '404: no such operation. Params: `method`, `path`.',
  duplicate:
    '409: another record already has this value. Params: `field`, and the values the message names (`name`, `code`, `state`, `city`...).',
  in_use:
    '409: records refer to this one, so it cannot be deleted or changed that way. Params: `name`, `action` (`delete`, `move`, `change_code`), the counts the message names (`cities`, `resting_points`, `police_contacts`, `drivers`, `checkins`) and, for a move, `state`.',
  stale_version:
    '409: the record changed since the `version` the edit was based on; `body` holds it as it is now. Params: `field` (`version`), `record`, `version` (its latest), `sent`, and unless `sent` is newer than `version`, `updated_at` and `updated_by` (when somebody is named).',
  registration_pending:
    '409: the sub admin account is a registration waiting for approval: approve or reject it first.',
  not_pending:
    '409: only a registration waiting for approval can be approved or rejected. Params: `action` (`approve`, `reject`).',
  own_account:
    '409: an administrator cannot disable or delete their own account. Params: `action` (`disable`, `delete`).',
  idempotency_in_progress: '409: a request with the same Idempotency-Key is still running.',
  export_link_gone:
    '410: the download link cannot be used again; ask for a new one. Params: `reason` (`used`, `expired`, `signed_out`).',
  payload_too_large: '413: the request body is too large.',
  unsupported_media_type: '415: a request body must be sent as application/json.',
  idempotency_key_reused: '422: the Idempotency-Key was used for a different request.',
  rate_limited:
    '429: too many attempts. Params: `limit` (`sign_in`, `register`, `exact_search`, `write`), `retry_after` (seconds, as the Retry-After header).',
  internal_error: '500: an unexpected error on the server.',
  busy: '503: too many passwords are waiting to be checked or texts to be cleaned. Params: `retry_after` (seconds, as the Retry-After header).',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every `code` of one problem in `errors`, with the `params` it carries. */
export const FIELD_ERROR_CODES = {
  required: 'The field is missing or empty.',
  unknown_field: 'The operation does not declare this field.',
  wrong_type:
    'Params: `type` (`string`, `integer`, `number`, `boolean`, `object`, `array`, `null`; several joined by commas).',
  bad_format: 'Params: `format` (`email`, `date`, `date-time`, `uri`...).',
  bad_pattern: 'The text does not have the form the field needs (the message says which).',
  bad_text:
    'Control characters, markup in a name, invisible or direction characters and the like (the message says which).',
  too_short: 'Params: `limit` (characters).',
  too_long: 'Params: `limit` (characters).',
  too_small: 'Params: `limit`, `exclusive` (1 when the limit itself is not allowed either).',
  too_large: 'Params: `limit`, `exclusive` (1 when the limit itself is not allowed either).',
  too_few: 'Params: `limit` (items).',
  too_many: 'Params: `limit` (items).',
  not_allowed_value: 'Params: `allowed` (the allowed values, joined by ", ").',
  bad_combination:
    'A rule across fields: one of them is needed, or not both (the message says which).',
  invalid: 'Any other problem (the message says what).',
  not_utf8: 'The body is not UTF-8 text.',
  duplicate_key: 'The body has this key twice.',
  not_found: 'The record the field names does not exist. Params: `id` where the message names it.',
  wrong_place:
    'The place is not where it must be: a city or resting point of another state, a point outside India. Params: the values the message names (`name`, `state`, `value`, `min`, `max`).',
  empty_range: 'A date range that ends before it starts. Params: `from`, `to`.',
  too_many_matches: 'A bulk action whose filters match too many drivers. Params: `count`, `limit`.',
  same_times: 'Opening and closing time are the same.',
  nothing_left: 'A text with nothing left once unsafe markup is removed.',
  nothing_to_publish: 'A policy version the same as the current one. Params: `version`.',
  too_early: "An effective date before the current version's. Params: `date`, `version`.",
  no_recipients: 'A broadcast audience that no driver matches.',
  wrong_password: 'The current password is not right.',
  same_password: 'The new password is the current one.',
  current_session: 'The session of this very request (sign out instead).',
  duplicate: "As the answer's `duplicate`.",
  in_use: "As the answer's `in_use`.",
  stale_version: "As the answer's `stale_version`.",
} as const;
export type FieldErrorCode = keyof typeof FIELD_ERROR_CODES;

/** The values a message interpolates, by name. */
export type ErrorParams = Record<string, string | number>;

const codeList = (codes: Record<string, string>) =>
  Object.entries(codes)
    .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
    .join('\n');

const ErrorCodeSchema = Type.Enum(Object.keys(ERROR_CODES) as ErrorCode[], {
  type: 'string',
  $id: 'ErrorCode',
  description: `Machine-readable reason of an error answer, sent with every one:\n${codeList(ERROR_CODES)}`,
});

const FieldErrorCodeSchema = Type.Enum(Object.keys(FIELD_ERROR_CODES) as FieldErrorCode[], {
  type: 'string',
  $id: 'FieldErrorCode',
  description: `What is wrong with a field, for a client's own text:\n${codeList(FIELD_ERROR_CODES)}`,
});

const ErrorParamsSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  $id: 'ErrorParams',
  description:
    'The values a message interpolates (field, limit, counts, who changed a record and when, seconds to wait), by the names its code lists; empty when it has none',
});

export const FieldError = Type.Object(
  {
    field: Type.String({ description: 'Name of the offending field, e.g. `email`' }),
    message: Type.String({ description: 'What is wrong with it, as a sentence' }),
    code: ref(FieldErrorCodeSchema),
    params: ref(ErrorParamsSchema),
  },
  { $id: 'FieldError', description: 'One validation problem' },
);

/** The fields of every error answer around its `body`: ErrorResponse and the 409 of an edit. */
export const errorFields = <B extends TSchema>(body: B) => ({
  success: Type.Literal(false),
  message: Type.String({
    description:
      'Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead',
  }),
  body,
  errors: Type.Optional(Type.Array(ref(FieldError))),
  code: ref(ErrorCodeSchema),
  params: ref(ErrorParamsSchema),
});

export const ErrorResponse = Type.Object(errorFields(Type.Null()), {
  $id: 'ErrorResponse',
  description: 'Every failed answer',
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const Pagination = Type.Object(
  {
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
  },
  { $id: 'Pagination', description: 'Position of a list page' },
);
export type Pagination = Static<typeof Pagination>;

export const AdminRole = Type.Integer({
  enum: [1, 2],
  description: '1 = administrator, 2 = sub admin',
});

const PermissionLevel = Type.Enum([...PERMISSION_LEVELS], {
  type: 'string',
  description: 'none: hidden; read: may look; write: may also create, edit, delete, change status',
});

export const Permissions = Type.Object(
  {
    sections: Type.Object(
      Object.fromEntries(PERMISSION_SECTIONS.map((section) => [section, PermissionLevel])) as {
        [K in PermissionSection]: typeof PermissionLevel;
      },
      { additionalProperties: false },
    ),
    reveal: Type.Boolean({
      description:
        "May reveal a driver's mobile number, e-mail and licence number in full (POST /user_reveal, logged). Sub admins see them masked everywhere else; administrators see them in full",
    }),
  },
  {
    $id: 'Permissions',
    additionalProperties: false,
    description:
      "What an account may do per section. An administrator's allow everything; Sub Admin, Brodcast and Setting are administrators-only whatever a sub admin's permissions say.",
  },
);

export const AdminUser = Type.Object(
  {
    id: Type.Integer(),
    role: AdminRole,
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    email: Type.String({ format: 'email' }),
    mobile: Type.Union([Type.String(), Type.Null()]),
    image_url: Type.Union([Type.String(), Type.Null()], {
      description: 'Path relative to the image base URL, e.g. `uploads/avatars/1.svg`',
    }),
    status: Type.Enum(['active', 'disabled', 'pending'], {
      type: 'string',
      description:
        'disabled: cannot sign in. pending: registered at /auth/register, waiting for an administrator to approve (POST /sub_admin_approve) or reject it',
    }),
    created_at: IsoDateTime(),
    permissions: ref(Permissions),
    ...versionFields,
  },
  { $id: 'AdminUser', description: 'An administrator or sub admin account' },
);
export type AdminUser = Static<typeof AdminUser>;

export const Preferences = Type.Object(
  {
    theme: Type.Enum([...THEMES], {
      type: 'string',
      description: "Colour mode; `system` follows the device's light or dark setting",
    }),
    language: Type.Enum([...LANGUAGES], {
      type: 'string',
      description: 'Language of the console: `en` English, `hi` Hindi',
    }),
  },
  { $id: 'Preferences', description: 'How the console looks for this account' },
);

export const CurrentUser = Type.Object(
  {
    id: Type.Integer(),
    role: AdminRole,
    first_name: Type.String(),
    full_name: Type.String(),
    email: Type.String({ format: 'email' }),
    image_url: Type.Union([Type.String(), Type.Null()]),
    permissions: ref(Permissions),
    preferences: ref(Preferences),
  },
  { $id: 'CurrentUser', description: 'The signed-in account, as the console layout needs it' },
);
export type CurrentUser = Static<typeof CurrentUser>;

export const ExportLink = Type.Object(
  {
    url: Type.String({
      description:
        'Relative to the API base URL, e.g. `/users_export?token=…`. Follow it as a plain link (no Authorization header): it answers the CSV file as an attachment. Works once.',
    }),
    filename: Type.String({ examples: ['drivers-2026-11-23.csv'] }),
    expires_at: IsoDateTime('The link no longer works after this (a minute after it was issued)'),
  },
  { $id: 'ExportLink', description: 'A short-lived, single-use download link for a CSV export' },
);
export type ExportLink = Static<typeof ExportLink>;

/** Registered with `addSchema` in app.ts, in this order (dependencies first). */
export const sharedSchemas = [
  ErrorCodeSchema,
  FieldErrorCodeSchema,
  ErrorParamsSchema,
  FieldError,
  ErrorResponse,
  Pagination,
  Permissions,
  AdminUser,
  Preferences,
  CurrentUser,
  ExportLink,
];

/* Check-in rows: listed by the check-ins section, shown again in a driver's details. Registered by
 * the check-ins section (routes/checkins.ts). */

/** A vehicle type's code: upper case, as the vehicle types section stores it. */
export const VEHICLE_TYPE_CODE_PATTERN = '^[A-Z][A-Z0-9-]{1,15}$';

export const VehicleType = Type.String({
  pattern: VEHICLE_TYPE_CODE_PATTERN,
  $id: 'VehicleType',
  description:
    'The code of a vehicle type (`GET /vehicle_type_list`), e.g. HCV: heavy commercial vehicle',
  examples: ['HCV'],
});

export const CheckinStatus = Type.Enum([...CHECKIN_STATUSES], {
  type: 'string',
  $id: 'CheckinStatus',
  description: 'checked_in: still at the resting point (no checkout_at); checked_out: left',
});

export const CheckinRow = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    driver_name: Type.String(),
    driver_deleted: Type.Boolean({
      description: 'The driver was soft-deleted: the history stays, the driver page does not',
    }),
    vehicle_number: Type.String({ examples: ['MH12AB1234'] }),
    vehicle_type: ref(VehicleType),
    resting_point_id: Type.Integer(),
    resting_point_name: Type.String(),
    city_name: Type.String(),
    state_name: Type.String(),
    checkin_at: IsoDateTime(),
    checkout_at: Type.Union([IsoDateTime(), Type.Null()], {
      description: 'null while the driver is still checked in',
    }),
    status: ref(CheckinStatus),
  },
  { $id: 'CheckinRow', description: 'A stay of a driver at a resting point' },
);
export type CheckinRow = Static<typeof CheckinRow>;

/** `{ success: true, message, body }` around a body schema. */
export function envelope<T extends TSchema>(body: T, description = 'Success') {
  return Type.Object(
    { success: Type.Literal(true), message: Type.String(), body },
    { description },
  );
}

/** `{ success: true, message, body: T[], pagination }` for list endpoints. */
export function listEnvelope<T extends TSchema>(item: T, description = 'One page of the list') {
  return Type.Object(
    {
      success: Type.Literal(true),
      message: Type.String(),
      body: Type.Array(item),
      pagination: ref(Pagination),
    },
    { description },
  );
}

export const ERROR_DESCRIPTIONS = {
  400: 'Bad input: validation failed or the request could not be read',
  401: 'Missing, invalid, expired or revoked token',
  403: 'Role or section permission does not allow it, or the account is disabled or waiting for approval',
  404: 'Not found',
  409: 'Conflict with existing data',
  410: 'Gone: the download link was used already or has expired; ask for a new one',
  413: 'Request body is too large',
  415: 'Unsupported Content-Type: a request body must be sent as application/json',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many attempts; wait the number of seconds in Retry-After',
  500: 'Unexpected server error',
  503: 'Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * Response headers of an answer, as the route schema declares them (@fastify/swagger turns
 * `headers` next to a response schema into the response's OpenAPI headers).
 */
export type ResponseHeaders = Record<string, TSchema>;

/** Headers an error answer carries, by status, for a client to act on. */
const ERROR_HEADERS: Partial<Record<ErrorStatus, ResponseHeaders>> = {
  429: {
    'Retry-After': Type.Integer({
      minimum: 0,
      description: 'Sent with every 429: seconds to wait before trying again',
    }),
  },
  503: {
    'Retry-After': Type.Integer({
      minimum: 0,
      description: 'Sent with every 503: seconds to wait before trying again',
    }),
  },
};

/** Response schemas for the given error statuses (500 is always added). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const all = [...new Set<ErrorStatus>([...statuses, 500])];
  return Object.fromEntries(
    all.map((status) => {
      const headers = ERROR_HEADERS[status];
      const schema = ref(ErrorResponse, { description: ERROR_DESCRIPTIONS[status] });
      return [status, headers ? { ...schema, headers } : schema];
    }),
  ) as unknown as Record<S | 500, typeof ErrorResponse>;
}
