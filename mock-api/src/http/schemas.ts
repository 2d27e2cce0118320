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

export const FieldError = Type.Object(
  {
    field: Type.String({ description: 'Name of the offending field, e.g. `email`' }),
    message: Type.String({ description: 'What is wrong with it, as a sentence' }),
  },
  { $id: 'FieldError', description: 'One validation problem' },
);

/** Machine-readable reasons sent as `code`; ErrorResponse's `code` below explains each to clients. */
export const ERROR_CODES = [
  'session_expired',
  'session_replaced',
  'busy',
  'idempotency_in_progress',
  'idempotency_key_reused',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String({ description: 'Human-readable reason, fit to show in a toast' }),
    body: Type.Null(),
    errors: Type.Optional(Type.Array(ref(FieldError))),
    code: Type.Optional(
      Type.Enum([...ERROR_CODES], {
        type: 'string',
        description:
          'Machine-readable reason, sent where a client acts on it. `session_expired` (401): the token is unknown, revoked, or past its idle or absolute lifetime; sign in again. `session_replaced` (401): the session was ended because its account signed in elsewhere once more than the session limit (MOCK_SESSION_LIMIT) allows; the oldest sessions end first. `busy` (503): too many passwords are waiting to be checked or texts to be cleaned; try again after `Retry-After` seconds. `idempotency_in_progress` (409): a request with the same Idempotency-Key is still running. `idempotency_key_reused` (422): the Idempotency-Key was used for a different request.',
      }),
    ),
  },
  { $id: 'ErrorResponse', description: 'Every failed answer' },
);
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
