import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ok } from '../http/envelope.js';
import { envelope, errorResponses, IsoDateTime, ref } from '../http/schemas.js';
import { INDIA_TIME_ZONE } from '../india-time.js';
import {
  CHECKIN_DAYS,
  checkinsPerDay,
  driversByStatus,
  REGISTRATION_WEEKS,
  registrationsPerWeek,
  staysInProgress,
  TOP_ROWS,
  type Store,
} from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const IndiaDate = (description: string) => Type.String({ format: 'date', description });

export const DashboardCounts = Type.Object(
  {
    totalCities: Count('Cities'),
    totalComapnies: Count('Transport companies (spelt as the console reads it)'),
    totalResting: Count('Resting points'),
    totalStates: Count('States and union territories'),
    totalUsers: Count('Drivers, not counting soft-deleted ones'),
    vehicleType: Count('Active vehicle types drivers can register with'),
  },
  { $id: 'DashboardCounts', description: 'Summary counts, computed from the current data' },
);
export type DashboardCounts = Static<typeof DashboardCounts>;

export const DashboardTrends = Type.Object(
  {
    time_zone: Type.Literal(INDIA_TIME_ZONE, {
      description: 'Days and weeks are India days (midnight to midnight, UTC+05:30)',
    }),
    checkins_daily: Type.Array(
      Type.Object({
        date: IndiaDate('An India day, `YYYY-MM-DD`'),
        checkins: Count('Check-ins that began that day, soft-deleted drivers included'),
      }),
      {
        minItems: CHECKIN_DAYS,
        maxItems: CHECKIN_DAYS,
        description: `The last ${CHECKIN_DAYS} days, oldest first, today last; a day without check-ins is 0`,
      },
    ),
    registrations_weekly: Type.Array(
      Type.Object({
        week_start: IndiaDate('The Monday that begins the week, `YYYY-MM-DD`'),
        registrations: Count('Drivers registered that week, not counting soft-deleted ones'),
      }),
      {
        minItems: REGISTRATION_WEEKS,
        maxItems: REGISTRATION_WEEKS,
        description: `The last ${REGISTRATION_WEEKS} weeks (Monday to Sunday), oldest first, this week last; a week without registrations is 0`,
      },
    ),
  },
  { $id: 'DashboardTrends', description: 'Check-ins per day and new drivers per week' },
);
export type DashboardTrends = Static<typeof DashboardTrends>;

export const BusyRestingPoint = Type.Object(
  {
    resting_point_id: Type.Integer(),
    name: Type.String(),
    city_name: Type.String(),
    state_name: Type.String(),
    checked_in_now: Count('Drivers checked in there now'),
    parking_capacity: Count('Trucks it can park'),
  },
  { $id: 'BusyRestingPoint', description: 'A resting point and how many drivers are there now' },
);
export type BusyRestingPoint = Static<typeof BusyRestingPoint>;

export const LongStay = Type.Object(
  {
    checkin_id: Type.Integer(),
    user_id: Type.Integer(),
    driver_name: Type.String(),
    vehicle_number: Type.String({ examples: ['MH12AB1234'] }),
    resting_point_id: Type.Integer(),
    resting_point_name: Type.String(),
    city_name: Type.String(),
    checkin_at: IsoDateTime('When the stay began; it has not ended'),
  },
  { $id: 'LongStay', description: 'A stay in progress' },
);
export type LongStay = Static<typeof LongStay>;

export const DashboardActivity = Type.Object(
  {
    drivers_by_status: Type.Object(
      {
        active: Count('May check in'),
        inactive: Count('Paused: not using the app, or paused by an admin'),
        blocked: Count('Barred by an admin'),
      },
      {
        description:
          'Drivers per status (the `status` filter of GET /users_list), not counting soft-deleted ones',
      },
    ),
    checked_in_now: Count(
      'Drivers checked in right now (stays in progress), not counting soft-deleted drivers',
    ),
    busiest_resting_points: Type.Array(ref(BusyRestingPoint), {
      maxItems: TOP_ROWS,
      description: `Up to ${TOP_ROWS} resting points with the most drivers checked in now; ties: the fuller for its parking capacity first, then by name`,
    }),
    longest_stays: Type.Array(ref(LongStay), {
      maxItems: TOP_ROWS,
      description: `Up to ${TOP_ROWS} stays in progress that began earliest, longest first`,
    }),
  },
  {
    $id: 'DashboardActivity',
    description: 'Drivers by status, and who is checked in right now and where',
  },
);
export type DashboardActivity = Static<typeof DashboardActivity>;

const schemas = [DashboardCounts, DashboardTrends, BusyRestingPoint, LongStay, DashboardActivity];

/** Most drivers first; then the fuller for its size; then by name. */
function busiestFirst(a: BusyRestingPoint, b: BusyRestingPoint): number {
  return (
    b.checked_in_now - a.checked_in_now ||
    b.checked_in_now * a.parking_capacity - a.checked_in_now * b.parking_capacity ||
    a.name.localeCompare(b.name) ||
    a.resting_point_id - b.resting_point_id
  );
}

function activity(store: Store): DashboardActivity {
  const stays = staysInProgress(store);
  const place = (id: number) => {
    const point = store.restingPoints.findById(id);
    return {
      point,
      name: point?.name ?? 'Removed resting point',
      city_name: (point && store.cities.findById(point.city_id)?.name) ?? '',
      state_name: (point && store.states.findById(point.state_id)?.name) ?? '',
    };
  };
  // One row per resting point with someone there (at most the number of points), then the top.
  const busiest = [...stays.perPoint]
    .map(([id, count]): BusyRestingPoint => {
      const { point, name, city_name, state_name } = place(id);
      return {
        resting_point_id: id,
        name,
        city_name,
        state_name,
        checked_in_now: count,
        parking_capacity: point?.parking_capacity ?? 0,
      };
    })
    .sort(busiestFirst)
    .slice(0, TOP_ROWS);
  const longest = stays.longest.map((checkin): LongStay => {
    const { name, city_name } = place(checkin.resting_point_id);
    return {
      checkin_id: checkin.id,
      user_id: checkin.user_id,
      driver_name: store.drivers.findById(checkin.user_id)?.full_name ?? 'Unknown driver',
      vehicle_number: checkin.vehicle_number,
      resting_point_id: checkin.resting_point_id,
      resting_point_name: name,
      city_name,
      checkin_at: checkin.checkin_at,
    };
  });
  return {
    drivers_by_status: driversByStatus(store.drivers.all()),
    checked_in_now: stays.count,
    busiest_resting_points: busiest,
    longest_stays: longest,
  };
}

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard_count',
    {
      schema: {
        summary: 'Summary counts for the dashboard',
        description:
          'Counts of cities, transport companies, resting points, states, drivers (not counting soft-deleted ones) and active vehicle types, worked out from the current data on every call.',
        response: { 200: envelope(ref(DashboardCounts)), ...errorResponses(401) },
      },
    },
    async () => {
      const { store } = app;
      const counts: DashboardCounts = {
        totalCities: store.cities.size,
        totalComapnies: store.companies.size,
        totalResting: store.restingPoints.size,
        totalStates: store.states.size,
        totalUsers: store.drivers.live().length,
        vehicleType: store.vehicleTypes.all().filter((type) => type.status === 'active').length,
      };
      return ok('Counts loaded', counts);
    },
  );

  app.get(
    '/dashboard_trends',
    {
      schema: {
        summary: `Check-ins per day (last ${CHECKIN_DAYS} days) and new drivers per week (last ${REGISTRATION_WEEKS} weeks)`,
        description:
          'India days and weeks, oldest first, zero-filled: always the same number of entries.',
        response: { 200: envelope(ref(DashboardTrends)), ...errorResponses(401) },
      },
    },
    async () => {
      const { store } = app;
      const now = Date.now();
      const trends: DashboardTrends = {
        time_zone: INDIA_TIME_ZONE,
        checkins_daily: checkinsPerDay(store.checkins.all(), now),
        registrations_weekly: registrationsPerWeek(store.drivers.all(), now),
      };
      return ok('Trends loaded', trends);
    },
  );

  app.get(
    '/dashboard_activity',
    {
      schema: {
        summary:
          'Drivers by status, drivers checked in now, the busiest resting points and the longest stays',
        description: `Drivers per status, and the stays in progress right now: how many, the ${TOP_ROWS} resting points with the most drivers (with their parking capacity) and the ${TOP_ROWS} longest stays.`,
        response: { 200: envelope(ref(DashboardActivity)), ...errorResponses(401) },
      },
    },
    async () => ok('Activity loaded', activity(app.store)),
  );
};

export default {
  ...declaredSection(
    'dashboard',
    'Summary counts, trends and who is checked in now, for the dashboard',
  ),
  schemas,
  routes: dashboardRoutes,
} satisfies Section;
