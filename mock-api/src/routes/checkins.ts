import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkinFilterQuery, matchingCheckins } from '../http/checkin-filters.js';
import { newestFirst, pageOf, pageQuery } from '../http/lists.js';
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
  { ...pageQuery, ...checkinFilterQuery },
  { additionalProperties: false },
);

const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/checkin_detail_list',
    {
      schema: {
        summary: 'Check-ins, newest first, with driver and resting point names',
        description:
          'Filters combine (all must hold): `search`, `now=1` (stays in progress), `from`/`to` (India dates, inclusive, on check-in time; `to` before `from` is a 400), `resting_point_id`, `state_id` (of the resting point) and `user_id`. An id that matches nothing answers an empty list.',
        querystring: CheckinListQuery,
        response: { 200: listEnvelope(ref(CheckinRow)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const checkins = matchingCheckins(app.store, request.query);
      checkins.sort(newestFirst<CheckinRecord>('checkin_at'));
      const page = pageOf('Check-ins loaded', checkins, request.query);
      // Names are looked up for the one page that is sent, not for every match.
      return { ...page, body: page.body.map((checkin) => presentCheckin(app.store, checkin)) };
    },
  );
};

export default {
  tag: { name: 'checkins', description: 'Stays of drivers at resting points' },
  access: 'signed-in',
  schemas,
  routes: checkinRoutes,
} satisfies Section;
