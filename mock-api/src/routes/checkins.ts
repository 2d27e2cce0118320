import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newestFirst, pageOf, pageQuery, searchMatcher } from '../http/lists.js';
import { presentCheckin } from '../http/presenters.js';
import {
  CheckinRow,
  CheckinStatus,
  errorResponses,
  listEnvelope,
  ref,
  VehicleType,
} from '../http/schemas.js';
import type { CheckinRecord } from '../store/index.js';
import type { Section } from '../sections.js';

const schemas = [VehicleType, CheckinStatus, CheckinRow];

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
      schema: {
        summary: 'Check-ins, newest first, with driver and resting point names',
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

export default {
  tag: { name: 'checkins', description: 'Stays of drivers at resting points' },
  access: 'signed-in',
  schemas,
  routes: checkinRoutes,
} satisfies Section;
