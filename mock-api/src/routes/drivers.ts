import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, newBatchId, recordActivity } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { currentAuth } from '../auth.js';
import { badRequest, explainedRule, forbidden, notFound } from '../http/errors.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import { pageFound, pageQuery, pageWindow, sortQuery } from '../http/lists.js';
import {
  personalDataView,
  personalDataViewOf,
  type PersonalDataView,
} from '../http/personal-data.js';
import { signedPhotoUrl } from '../http/photo-urls.js';
import { counted } from '../http/places.js';
import { presentCheckin } from '../http/presenters.js';
import {
  CheckinRow,
  envelope,
  errorResponses,
  IsoDateTime,
  listEnvelope,
  ref,
  VehicleType,
} from '../http/schemas.js';
import {
  DRIVER_STATUSES,
  type DriverRecord,
  type DriverStatus as DriverStatusValue,
  type Store,
} from '../store/index.js';
import { mayReveal } from '../permissions.js';
import { DRIVER_SORTS, driverPage, matchingDrivers } from '../store/driver-query.js';
import { EXACT_SEARCH_NOTE } from '../plugins/exact-search-limit.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';
import { indiaDateTime } from '../india-time.js';

export const DriverStatus = Type.Enum([...DRIVER_STATUSES], {
  type: 'string',
  $id: 'DriverStatus',
  description:
    'active: may check in at resting points. inactive: paused (not using the app, or paused by an admin). blocked: barred by an admin; check-ins are refused.',
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const DriverRow = Type.Object(
  {
    user_id: Type.Integer(),
    full_name: Type.String(),
    mobile: Type.String({ examples: ['+91 98765 43210'] }),
    email: Nullable(Type.String()),
    photo_url: Nullable(
      Type.String({
        description:
          'Relative to the image base URL: a signed URL that works for at least 20 minutes (GET /uploads/drivers/{file}), e.g. `uploads/drivers/12.svg?expires=1764231000&sig=…`',
      }),
    ),
    vehicle_number: Type.String({ examples: ['MH12AB1234'] }),
    vehicle_type: ref(VehicleType),
    company_id: Nullable(Type.Integer()),
    company_name: Nullable(Type.String({ description: 'null for owner-drivers' })),
    city_id: Type.Integer(),
    city_name: Type.String(),
    state_id: Type.Integer(),
    state_name: Type.String(),
    status: ref(DriverStatus),
    created_at: IsoDateTime('When the driver registered'),
  },
  { $id: 'DriverRow', description: 'A driver as the driver list shows it' },
);
export type DriverRow = Static<typeof DriverRow>;

export const DriverDetail = Type.Object(
  {
    ...DriverRow.properties,
    licence_number: Type.String({ examples: ['MH1220150012345'] }),
    vehicle_type_name: Type.String({ examples: ['Heavy commercial vehicle'] }),
    state_code: Type.String({ examples: ['MH'] }),
    total_checkins: Type.Integer({ minimum: 0 }),
    current_checkin: Nullable(ref(CheckinRow)),
    recent_checkins: Type.Array(ref(CheckinRow), { description: 'The 10 latest, newest first' }),
  },
  { $id: 'DriverDetail', description: 'A driver with location, company, vehicle and check-ins' },
);
export type DriverDetail = Static<typeof DriverDetail>;

export const DriverOption = Type.Object(
  { user_id: Type.Integer(), full_name: Type.String() },
  { $id: 'DriverOption' },
);

const DriverRevealRequest = Type.Object(
  { id: Type.Integer({ minimum: 1, description: "The driver's user_id" }) },
  { $id: 'DriverRevealRequest', additionalProperties: false },
);
const DriverPersonalData = Type.Object(
  {
    user_id: Type.Integer(),
    mobile: Type.String({ examples: ['+91 98765 43210'] }),
    email: Nullable(Type.String()),
    licence_number: Type.String({ examples: ['MH1220150012345'] }),
  },
  { $id: 'DriverPersonalData', description: "A driver's personal data, in full" },
);

const UserIdBody = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }) },
  { $id: 'UserIdRequest', additionalProperties: false },
);
const StatusUpdateBody = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }), status: ref(DriverStatus) },
  { $id: 'DriverStatusUpdateRequest', additionalProperties: false },
);

/** The driver list's filters, by the names the console sends. */
export const driverFilterFields = {
  serach: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "Search (spelt as the console sends it): case-insensitive match on name, mobile, e-mail or vehicle number; in mobile and vehicle numbers spaces and hyphens are ignored (`DL 55 HA 3696` finds DL55HA3696). For a sub admin (who sees drivers' personal data masked): part of a name, or a whole mobile number (with or without spaces and +91) or a whole vehicle number, exactly; never part of a mobile number, e-mail or licence number.",
    }),
  ),
  status: Type.Optional(ref(DriverStatus)),
  city_id: Type.Optional(Type.Integer({ minimum: 1 })),
  company_id: Type.Optional(
    Type.Integer({ minimum: 1, description: "Only this company's drivers (its detail screen)" }),
  ),
  vehicle_type: Type.Optional(ref(VehicleType)),
};

/** The view of the driver list (filters and sort): the list's query without the page. */
const driverView = {
  ...driverFilterFields,
  ...sortQuery(DRIVER_SORTS, 'newest registration first'),
};
const DriverListQuery = Type.Object(
  { ...pageQuery, ...driverView },
  { additionalProperties: false },
);
const DriverExportRequest = Type.Object(driverView, {
  additionalProperties: false,
  description: 'The driver list view to export: its filters and sort',
});

/* ------------------------------------------------------------------ bulk actions */

/** The most drivers one bulk action changes. */
export const BULK_LIMIT = 10_000;

const DriverBulkFilter = Type.Object(driverFilterFields, {
  $id: 'DriverBulkFilter',
  additionalProperties: false,
  description:
    "The driver list's filters (`serach`, `status`, `city_id`, `company_id`, `vehicle_type`): the action applies to every live driver matching them when it runs. `{}` is every driver.",
});

/** Which drivers a bulk action applies to: `ids` or `filter`, not both (see `bulkTargetRules`). */
const bulkTarget = {
  ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: BULK_LIMIT,
      description: `The chosen drivers (user_id), 1 to ${BULK_LIMIT}; repeats count once`,
    }),
  ),
  filter: Type.Optional(ref(DriverBulkFilter)),
};
/** The schema's side of "`ids` or `filter`, not both", spread into a bulk request's options. */
const bulkTargetRules = {
  additionalProperties: false,
  ...explainedRule(
    'anyOf',
    [{ required: ['ids'] }, { required: ['filter'] }],
    'ids',
    'Say which drivers: send ids (the chosen drivers) or filter (every driver matching the list filters)',
  ),
  ...explainedRule('not', { required: ['ids', 'filter'] }, 'ids', 'Send ids or filter, not both'),
};
const BULK_TARGET_NOTE = `Send either \`ids\` or \`filter\`, not both; an unknown filter field is refused (400), not ignored. A filter matching more than ${BULK_LIMIT} drivers is refused (400) before anything changes.`;

const DriverBulkStatusRequest = Type.Object(
  { ...bulkTarget, status: ref(DriverStatus) },
  { $id: 'DriverBulkStatusRequest', ...bulkTargetRules, description: BULK_TARGET_NOTE },
);
const DriverBulkDeleteRequest = Type.Object(bulkTarget, {
  $id: 'DriverBulkDeleteRequest',
  ...bulkTargetRules,
  description: BULK_TARGET_NOTE,
});

const BULK_FAILURE_REASONS = ['not_found', 'deleted'] as const;
const DriverBulkFailure = Type.Object(
  {
    id: Type.Integer(),
    name: Nullable(Type.String({ description: 'null when there is no such driver' })),
    reason: Type.Enum([...BULK_FAILURE_REASONS], {
      type: 'string',
      description: 'not_found: no driver has this id. deleted: the driver was already deleted.',
    }),
    message: Type.String({ examples: ['Ravi Kumar was already deleted'] }),
  },
  { $id: 'DriverBulkFailure', description: 'A chosen driver the action did not change, and why' },
);
type DriverBulkFailure = Static<typeof DriverBulkFailure>;

const DriverBulkResult = Type.Object(
  {
    requested: Type.Integer({
      minimum: 0,
      description:
        'Drivers the action was asked to change: the distinct ids, or the filter matches',
    }),
    changed: Type.Integer({ minimum: 0, description: 'Drivers changed' }),
    unchanged: Type.Integer({
      minimum: 0,
      description: 'Drivers that already had the status (a status change only); not failures',
    }),
    failed: Type.Array(ref(DriverBulkFailure)),
  },
  { $id: 'DriverBulkResult', description: 'What a bulk action did' },
);
type DriverBulkResult = Static<typeof DriverBulkResult>;

const schemas = [
  DriverStatus,
  DriverRow,
  DriverDetail,
  DriverOption,
  DriverRevealRequest,
  DriverPersonalData,
  UserIdBody,
  StatusUpdateBody,
  DriverBulkFilter,
  DriverBulkStatusRequest,
  DriverBulkDeleteRequest,
  DriverBulkFailure,
  DriverBulkResult,
];

export const DRIVER_NOT_FOUND = 'Driver not found';
export const REVEAL_REFUSED = "Your account may not reveal drivers' personal data";

/** What the activity log says a driver's entries are about. */
const aboutDriver = (driver: DriverRecord) =>
  about('drivers', 'driver', driver.id, driver.full_name);

/** A driver as `personal`'s viewer may see them (personal data masked or in full). */
export function presentDriver(
  store: Store,
  driver: DriverRecord,
  personal: PersonalDataView,
): DriverRow {
  const company =
    driver.company_id === null ? undefined : store.companies.findById(driver.company_id);
  return {
    user_id: driver.id,
    full_name: driver.full_name,
    mobile: personal.mobile(driver.mobile),
    email: personal.email(driver.email),
    photo_url: driver.photo_url === null ? null : signedPhotoUrl(driver.photo_url),
    vehicle_number: driver.vehicle_number,
    vehicle_type: driver.vehicle_type,
    company_id: company?.id ?? null,
    company_name: company?.company_name ?? null,
    city_id: driver.city_id,
    city_name: store.cities.findById(driver.city_id)?.name ?? '',
    state_id: driver.state_id,
    state_name: store.states.findById(driver.state_id)?.name ?? '',
    status: driver.status,
    created_at: driver.created_at,
  };
}

/**
 * Why driver `id` cannot be changed, or null: the one rule of the single and the bulk actions
 * (a single action answers 404 "Driver not found" for either reason).
 */
function refusal(id: number, driver: DriverRecord | undefined): DriverBulkFailure | null {
  if (!driver) return { id, name: null, reason: 'not_found', message: `No driver has id ${id}` };
  if (driver.deleted_at !== null) {
    const message = `${driver.full_name} was already deleted`;
    return { id, name: driver.full_name, reason: 'deleted', message };
  }
  return null;
}

/** "35 drivers set to inactive, 2 already were; 1 could not be changed" */
function bulkMessage(result: DriverBulkResult, done: string, unchangedNote?: string): string {
  const parts = [`${counted(result.changed, 'driver', 'drivers')} ${done}`];
  if (result.unchanged > 0 && unchangedNote) parts[0] += `, ${result.unchanged} ${unchangedNote}`;
  if (result.failed.length > 0) parts.push(`${result.failed.length} could not be changed`);
  return parts.join('; ');
}

const DRIVER_CSV: CsvColumn<DriverRow>[] = [
  { header: 'Driver ID', value: (row) => row.user_id },
  { header: 'Name', value: (row) => row.full_name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Email', value: (row) => row.email },
  { header: 'Vehicle number', value: (row) => row.vehicle_number },
  { header: 'Vehicle type', value: (row) => row.vehicle_type },
  { header: 'Company', value: (row) => row.company_name },
  { header: 'City', value: (row) => row.city_name },
  { header: 'State', value: (row) => row.state_name },
  { header: 'Status', value: (row) => row.status },
  { header: 'Registered (IST)', value: (row) => indiaDateTime(row.created_at) },
];

const driverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  // Searches by a whole mobile number, e-mail or licence number are limited and logged
  // (plugins/exact-search-limit.ts), whichever call of this section carries them.
  app.addHook('preHandler', app.exactSearchLimit.guard);
  const liveDriver = (userId: number): DriverRecord => {
    const driver = store.drivers.findById(userId);
    if (!driver || refusal(userId, driver)) throw notFound(DRIVER_NOT_FOUND);
    return driver;
  };
  /**
   * The changes, shared by the single and the bulk actions, each recorded in the activity log
   * (a bulk action's entries share `batchId`); `setStatus` tells if it changed, and records
   * nothing when it did not.
   */
  const setStatus = (
    request: FastifyRequest,
    driver: DriverRecord,
    status: DriverStatusValue,
    batchId: string | null = null,
  ) => {
    const before = driver.status;
    if (before === status) return false;
    store.drivers.update(driver.id, { status });
    recordActivity(request, {
      ...aboutDriver(driver),
      action: 'status',
      changes: fieldChanges('driver', { status: before }, { status }),
      batch_id: batchId,
    });
    return true;
  };
  const softDelete = (
    request: FastifyRequest,
    driver: DriverRecord,
    batchId: string | null = null,
  ) => {
    store.drivers.update(driver.id, { deleted_at: new Date().toISOString() });
    recordActivity(request, { ...aboutDriver(driver), action: 'delete', batch_id: batchId });
  };

  /**
   * The drivers a bulk action applies to, and the chosen ones it cannot change. Everything is
   * checked before anything changes, so a refused request changes nothing.
   */
  const bulkTargets = (
    { ids, filter }: { ids?: number[]; filter?: Static<typeof DriverBulkFilter> },
    personal: PersonalDataView,
  ) => {
    // The schema has made sure of exactly one of them.
    if (filter) {
      const drivers = matchingDrivers(store, filter, personal);
      if (drivers.length > BULK_LIMIT) {
        const message = `The filters match ${drivers.length.toLocaleString('en-IN')} drivers; a bulk action changes at most ${BULK_LIMIT.toLocaleString('en-IN')}. Narrow the filters and try again.`;
        throw badRequest(message, [
          fieldError('filter', message, 'too_many_matches', {
            count: drivers.length,
            limit: BULK_LIMIT,
          }),
        ]);
      }
      return { drivers, failed: [] as DriverBulkFailure[] };
    }
    const drivers: DriverRecord[] = [];
    const failed: DriverBulkFailure[] = [];
    for (const id of new Set(ids)) {
      const driver = store.drivers.findById(id);
      const refused = refusal(id, driver);
      if (refused) failed.push(refused);
      else drivers.push(driver!);
    }
    return { drivers, failed };
  };

  app.get(
    '/users_list',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'Drivers, newest first unless sorted; soft-deleted drivers never appear',
        description: EXACT_SEARCH_NOTE,
        querystring: DriverListQuery,
        response: { 200: listEnvelope(ref(DriverRow)), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const personal = personalDataView(request);
      const { skip, limit } = pageWindow(request.query);
      const found = driverPage(store, request.query, personal, skip, limit);
      const page = pageFound('Drivers loaded', found, request.query);
      return { ...page, body: page.body.map((driver) => presentDriver(store, driver, personal)) };
    },
  );

  await app.register(
    exportRoutes({
      name: 'drivers',
      path: '/users_export',
      what: 'drivers',
      query: DriverExportRequest,
      *rows(view, viewer) {
        const personal = personalDataViewOf(viewer);
        for (const driver of driverPage(store, view, personal).rows) {
          yield presentDriver(store, driver, personal);
        }
      },
      columns: DRIVER_CSV,
      linkErrors: [429],
    }),
  );

  app.get(
    '/users_list_all',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'Every driver that is not deleted (id and name, by name), for a select',
        response: { 200: envelope(Type.Array(ref(DriverOption))), ...errorResponses(401) },
      },
    },
    async () =>
      ok(
        'Drivers loaded',
        store.drivers
          .live()
          .map((driver) => ({ user_id: driver.id, full_name: driver.full_name }))
          .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.user_id - b.user_id),
      ),
  );

  app.post(
    '/user_detail_view',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One driver with company, location, vehicle and recent check-ins',
        description: 'A soft-deleted or unknown driver: 404 "Driver not found".',
        body: ref(UserIdBody),
        response: { 200: envelope(ref(DriverDetail)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const driver = liveDriver(request.body.user_id);
      const personal = personalDataView(request);
      const checkins = store.checkins.ofDriver(driver.id);
      const open = checkins.find((checkin) => checkin.checkout_at === null);
      const detail: DriverDetail = {
        ...presentDriver(store, driver, personal),
        licence_number: personal.licence(driver.licence_number),
        vehicle_type_name:
          store.vehicleTypes.findByCode(driver.vehicle_type)?.name ?? driver.vehicle_type,
        state_code: store.states.findById(driver.state_id)?.code ?? '',
        total_checkins: checkins.length,
        current_checkin: open ? presentCheckin(store, open) : null,
        recent_checkins: checkins.slice(0, 10).map((checkin) => presentCheckin(store, checkin)),
      };
      return ok('Driver loaded', detail);
    },
  );

  app.post(
    '/user_reveal',
    {
      // A read of the drivers section; revealing also needs the reveal permission, checked below.
      config: { permission: 'read' },
      schema: {
        summary: "A driver's mobile number, e-mail and licence number in full",
        description:
          "Sub admins see them masked everywhere else; one with the reveal permission sees one driver's in full here (administrators always may, and see them in full anyway). Without it: 403. Every reveal is recorded in the activity log (who, which driver; never the values). A soft-deleted or unknown driver: 404.",
        body: ref(DriverRevealRequest),
        response: { 200: envelope(ref(DriverPersonalData)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!mayReveal(currentAuth(request).user)) {
        throw forbidden(REVEAL_REFUSED, 'reveal_not_allowed');
      }
      const driver = liveDriver(request.body.id);
      // Who looked at which driver's data; never the values.
      recordActivity(request, { ...aboutDriver(driver), action: 'reveal' });
      return ok(`${driver.full_name}'s personal data`, {
        user_id: driver.id,
        mobile: driver.mobile,
        email: driver.email,
        licence_number: driver.licence_number,
      });
    },
  );

  app.post(
    '/user_status_update',
    {
      config: { permission: 'write' },
      schema: {
        summary: "Change a driver's status",
        description: 'Answers the updated driver. Setting the current status again is allowed.',
        body: ref(StatusUpdateBody),
        response: { 200: envelope(ref(DriverRow)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const driver = liveDriver(request.body.user_id);
      setStatus(request, driver, request.body.status);
      return ok(
        `${driver.full_name} is now ${request.body.status}`,
        presentDriver(store, driver, personalDataView(request)),
      );
    },
  );

  app.post(
    '/user_soft_delete',
    {
      config: { permission: 'write' },
      schema: {
        summary: 'Soft-delete a driver',
        description:
          'The driver leaves every list, select and count; the record and its check-in history are kept. Deleting again: 404.',
        body: ref(UserIdBody),
        response: { 200: envelope(Type.Null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const driver = liveDriver(request.body.user_id);
      softDelete(request, driver);
      return ok(`${driver.full_name} was deleted`, null);
    },
  );

  app.post(
    '/users_bulk_status',
    {
      config: { permission: 'write' },
      schema: {
        summary: 'Change the status of many drivers at once',
        description: `The rules of POST /user_status_update, driver by driver. ${BULK_TARGET_NOTE} Chosen drivers that do not exist or were deleted are listed in \`failed\` with the reason; the others change. ${EXACT_SEARCH_NOTE}`,
        body: ref(DriverBulkStatusRequest),
        response: { 200: envelope(ref(DriverBulkResult)), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { status } = request.body;
      const { drivers, failed } = bulkTargets(request.body, personalDataView(request));
      const batchId = newBatchId();
      let changed = 0;
      for (const driver of drivers) if (setStatus(request, driver, status, batchId)) changed += 1;
      const result = {
        requested: drivers.length + failed.length,
        changed,
        unchanged: drivers.length - changed,
        failed,
      };
      return ok(bulkMessage(result, `set to ${status}`, 'already were'), result);
    },
  );

  app.post(
    '/users_bulk_delete',
    {
      config: { permission: 'write' },
      schema: {
        summary: 'Soft-delete many drivers at once',
        description: `The rules of POST /user_soft_delete, driver by driver. ${BULK_TARGET_NOTE} Chosen drivers that do not exist or were already deleted are listed in \`failed\` with the reason; the others are deleted. ${EXACT_SEARCH_NOTE}`,
        body: ref(DriverBulkDeleteRequest),
        response: { 200: envelope(ref(DriverBulkResult)), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { drivers, failed } = bulkTargets(request.body, personalDataView(request));
      const batchId = newBatchId();
      for (const driver of drivers) softDelete(request, driver, batchId);
      const result = {
        requested: drivers.length + failed.length,
        changed: drivers.length,
        unchanged: 0,
        failed,
      };
      return ok(bulkMessage(result, 'deleted'), result);
    },
  );
};

export default {
  ...declaredSection('drivers', 'Drivers of the app: list, details, check-ins, status'),
  schemas,
  routes: driverRoutes,
} satisfies Section;
