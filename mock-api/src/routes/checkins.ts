import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { newestFirst, pageOf, pageQuery, searchMatcher } from '../http/lists.js';
import { errorResponses, IsoDateTime, listEnvelope, ref } from '../http/schemas.js';
import {
  CHECKIN_STATUSES,
  VEHICLE_TYPE_CODES,
  type CheckinRecord,
  type Store,
} from '../store/index.js';

export const VehicleType = Type.Enum([...VEHICLE_TYPE_CODES], {
  type: 'string',
  $id: 'VehicleType',
  description:
    'LCV, MCV and HCV: light, medium and heavy commercial vehicles; TRAILER; TANKER; CONTAINER: container carrier; REEFER: refrigerated truck',
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

export const checkinSchemas = [VehicleType, CheckinStatus, CheckinRow];

/** A check-in with the names a screen shows next to it. */
export function presentCheckin(store: Store, checkin: CheckinRecord): CheckinRow {
  const driver = store.drivers.findById(checkin.user_id);
  const point = store.restingPoints.findById(checkin.resting_point_id);
  const city = point ? store.cities.findById(point.city_id) : undefined;
  const state = point ? store.states.findById(point.state_id) : undefined;
  return {
    id: checkin.id,
    user_id: checkin.user_id,
    driver_name: driver?.full_name ?? 'Unknown driver',
    driver_deleted: driver?.deleted_at !== null,
    vehicle_number: checkin.vehicle_number,
    vehicle_type: checkin.vehicle_type,
    resting_point_id: checkin.resting_point_id,
    resting_point_name: point?.name ?? 'Removed resting point',
    city_name: city?.name ?? '',
    state_name: state?.name ?? '',
    checkin_at: checkin.checkin_at,
    checkout_at: checkin.checkout_at,
    status: checkin.status,
  };
}

const CheckinListQuery = Type.Object(
  {
    ...pageQuery,
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'Case-insensitive; matches driver name, vehicle number, resting point name or city',
      }),
    ),
  },
  { additionalProperties: false },
);

const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/checkin_detail_list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['checkins'],
        summary: 'Check-ins, newest first, with driver and resting point names',
        security: [{ bearerAuth: [] }],
        querystring: CheckinListQuery,
        response: { 200: listEnvelope(ref(CheckinRow)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { store } = app;
      const matches = searchMatcher(request.query.search);
      let checkins = [...store.checkins.all()];
      if (matches) {
        checkins = checkins.filter((checkin) => {
          const point = store.restingPoints.findById(checkin.resting_point_id);
          return matches(
            store.drivers.findById(checkin.user_id)?.full_name,
            checkin.vehicle_number,
            point?.name,
            point ? store.cities.findById(point.city_id)?.name : undefined,
          );
        });
      }
      checkins.sort(newestFirst<CheckinRecord>('checkin_at'));
      const page = pageOf('Check-ins loaded', checkins, request.query);
      // Names are looked up for the one page that is sent, not for every match.
      return { ...page, body: page.body.map((checkin) => presentCheckin(store, checkin)) };
    },
  );
};

export default checkinRoutes;
