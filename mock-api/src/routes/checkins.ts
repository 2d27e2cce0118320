import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { checkinFilterQuery, checkinPage } from '../http/checkin-filters.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import { pageFound, pageQuery, pageWindow, sortQuery } from '../http/lists.js';
import { presentCheckin } from '../http/presenters.js';
import {
  CheckinRow,
  CheckinStatus,
  errorResponses,
  listEnvelope,
  ref,
  VehicleType,
} from '../http/schemas.js';
import type { Store } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';
import { indiaDateTime } from '../india-time.js';

const schemas = [VehicleType, CheckinStatus, CheckinRow];

/** Columns the check-in list sorts by, with the order each means without `order`. */
export const CHECKIN_SORTS = { checked_in: 'desc' } as const;

/**
 * The view of the check-in list: its query without the page. The list and its CSV export both
 * take it; `checkinPage` applies its filters, so a new filter serves both at once.
 */
const checkinView = {
  ...checkinFilterQuery,
  ...sortQuery(CHECKIN_SORTS, 'newest check-in first'),
};

const CheckinListQuery = Type.Object(
  { ...pageQuery, ...checkinView },
  { additionalProperties: false },
);
const CheckinExportRequest = Type.Object(checkinView, {
  additionalProperties: false,
  description: 'The check-in list view to export: its filters and sort',
});
type CheckinView = Static<typeof CheckinExportRequest>;

/** The check-ins of a view, filtered and in order: what the export writes. */
function checkinRows(store: Store, view: CheckinView) {
  return checkinPage(store, view).rows;
}

const CHECKIN_CSV: CsvColumn<CheckinRow>[] = [
  { header: 'Check-in ID', value: (row) => row.id },
  { header: 'Driver', value: (row) => row.driver_name },
  { header: 'Driver ID', value: (row) => row.user_id },
  { header: 'Driver deleted', value: (row) => (row.driver_deleted ? 'yes' : 'no') },
  { header: 'Vehicle number', value: (row) => row.vehicle_number },
  { header: 'Vehicle type', value: (row) => row.vehicle_type },
  { header: 'Resting point', value: (row) => row.resting_point_name },
  { header: 'City', value: (row) => row.city_name },
  { header: 'State', value: (row) => row.state_name },
  { header: 'Checked in (IST)', value: (row) => indiaDateTime(row.checkin_at) },
  { header: 'Checked out (IST)', value: (row) => indiaDateTime(row.checkout_at) },
  { header: 'Status', value: (row) => row.status },
];

const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;

  app.get(
    '/checkin_detail_list',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'Check-ins, newest first unless sorted, with driver and resting point names',
        description:
          'Filters combine (all must hold): `search`, `now=1` (stays in progress), `from`/`to` (India dates, inclusive, on check-in time; `to` before `from` is a 400), `resting_point_id`, `state_id` (of the resting point) and `user_id`. An id that matches nothing answers an empty list.',
        querystring: CheckinListQuery,
        response: { 200: listEnvelope(ref(CheckinRow)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { skip, limit } = pageWindow(request.query);
      const found = checkinPage(store, request.query, skip, limit);
      const page = pageFound('Check-ins loaded', found, request.query);
      // Names are looked up for the one page that is sent, not for every match.
      return { ...page, body: page.body.map((checkin) => presentCheckin(store, checkin)) };
    },
  );

  await app.register(
    exportRoutes({
      name: 'check-ins',
      path: '/checkin_detail_export',
      what: 'check-ins',
      query: CheckinExportRequest,
      *rows(view) {
        for (const checkin of checkinRows(store, view)) yield presentCheckin(store, checkin);
      },
      columns: CHECKIN_CSV,
    }),
  );
};

export default {
  ...declaredSection('checkins', 'Stays of drivers at resting points'),
  schemas,
  routes: checkinRoutes,
} satisfies Section;
