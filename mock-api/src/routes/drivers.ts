import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { newestFirst, pageOf, pageQuery, searchMatcher } from '../http/lists.js';
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
import { DRIVER_STATUSES, vehicleTypeName, type DriverRecord, type Store } from '../store/index.js';
import type { Section } from '../sections.js';

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
      Type.String({ description: 'Relative to the image base URL, e.g. `uploads/drivers/12.svg`' }),
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

const UserIdBody = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }) },
  { $id: 'UserIdRequest', additionalProperties: false },
);
const StatusUpdateBody = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }), status: ref(DriverStatus) },
  { $id: 'DriverStatusUpdateRequest', additionalProperties: false },
);

const schemas = [DriverStatus, DriverRow, DriverDetail, DriverOption, UserIdBody, StatusUpdateBody];

const DriverListQuery = Type.Object(
  {
    ...pageQuery,
    serach: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'Search (spelt as the console sends it): case-insensitive match on name, mobile, e-mail or vehicle number',
      }),
    ),
    status: Type.Optional(ref(DriverStatus)),
    city_id: Type.Optional(Type.Integer({ minimum: 1 })),
    company_id: Type.Optional(
      Type.Integer({ minimum: 1, description: "Only this company's drivers (its detail screen)" }),
    ),
  },
  { additionalProperties: false },
);

export const DRIVER_NOT_FOUND = 'Driver not found';

export function presentDriver(store: Store, driver: DriverRecord): DriverRow {
  const company =
    driver.company_id === null ? undefined : store.companies.findById(driver.company_id);
  return {
    user_id: driver.id,
    full_name: driver.full_name,
    mobile: driver.mobile,
    email: driver.email,
    photo_url: driver.photo_url,
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

/** Mobile numbers match with or without spaces and the +91 prefix. */
const digits = (text: string) => text.replace(/\D/g, '');
/**
 * Only a search that looks like a phone number is compared digit by digit, so "AB1234" does not
 * find every mobile that contains 1234.
 */
const phoneDigits = (search: string | undefined) =>
  search && /^[\d\s+().-]+$/.test(search) ? digits(search) : '';

const driverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const liveDriver = (userId: number) => {
    const driver = store.drivers.findLive(userId);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    return driver;
  };

  app.get(
    '/users_list',
    {
      schema: {
        summary: 'Drivers, newest first; soft-deleted drivers never appear',
        querystring: DriverListQuery,
        response: { 200: listEnvelope(ref(DriverRow)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { serach, status, city_id, company_id } = request.query;
      const matches = searchMatcher(serach);
      const wantedDigits = phoneDigits(serach);
      const rows = store.drivers
        .live()
        .filter(
          (driver) =>
            (!status || driver.status === status) &&
            (!city_id || driver.city_id === city_id) &&
            (!company_id || driver.company_id === company_id) &&
            (!matches ||
              matches(driver.full_name, driver.email, driver.vehicle_number, driver.mobile) ||
              (wantedDigits.length >= 4 && digits(driver.mobile).includes(wantedDigits))),
        )
        .sort(newestFirst<DriverRecord>('created_at'));
      const page = pageOf('Drivers loaded', rows, request.query);
      return { ...page, body: page.body.map((driver) => presentDriver(store, driver)) };
    },
  );

  app.get(
    '/users_list_all',
    {
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
      schema: {
        summary: 'One driver with company, location, vehicle and recent check-ins',
        description: 'A soft-deleted or unknown driver: 404 "Driver not found".',
        body: ref(UserIdBody),
        response: { 200: envelope(ref(DriverDetail)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const driver = liveDriver(request.body.user_id);
      const checkins = store.checkins.ofDriver(driver.id);
      const open = checkins.find((checkin) => checkin.checkout_at === null);
      const detail: DriverDetail = {
        ...presentDriver(store, driver),
        licence_number: driver.licence_number,
        vehicle_type_name: vehicleTypeName(driver.vehicle_type),
        state_code: store.states.findById(driver.state_id)?.code ?? '',
        total_checkins: checkins.length,
        current_checkin: open ? presentCheckin(store, open) : null,
        recent_checkins: checkins.slice(0, 10).map((checkin) => presentCheckin(store, checkin)),
      };
      return ok('Driver loaded', detail);
    },
  );

  app.post(
    '/user_status_update',
    {
      schema: {
        summary: "Change a driver's status",
        description: 'Answers the updated driver. Setting the current status again is allowed.',
        body: ref(StatusUpdateBody),
        response: { 200: envelope(ref(DriverRow)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const driver = liveDriver(request.body.user_id);
      store.drivers.update(driver.id, { status: request.body.status });
      return ok(`${driver.full_name} is now ${request.body.status}`, presentDriver(store, driver));
    },
  );

  app.post(
    '/user_soft_delete',
    {
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
      store.drivers.update(driver.id, { deleted_at: new Date().toISOString() });
      return ok(`${driver.full_name} was deleted`, null);
    },
  );
};

export default {
  tag: { name: 'drivers', description: 'Drivers of the app: list, details, check-ins, status' },
  access: 'signed-in',
  schemas,
  routes: driverRoutes,
} satisfies Section;
