import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ok } from '../http/envelope.js';
import { envelope, errorResponses, ref } from '../http/schemas.js';
import { VEHICLE_TYPES } from '../store/index.js';
import type { Section } from '../sections.js';

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const DashboardCounts = Type.Object(
  {
    totalCities: Count('Cities'),
    totalComapnies: Count('Transport companies (spelt as the console reads it)'),
    totalResting: Count('Resting points'),
    totalStates: Count('States and union territories'),
    totalUsers: Count('Drivers, not counting soft-deleted ones'),
    vehicleType: Count('Vehicle types drivers can register with'),
  },
  { $id: 'DashboardCounts', description: 'Summary counts, computed from the current data' },
);
export type DashboardCounts = Static<typeof DashboardCounts>;

const schemas = [DashboardCounts];

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard_count',
    {
      schema: {
        summary: 'Summary counts for the dashboard',
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
        vehicleType: VEHICLE_TYPES.length,
      };
      return ok('Counts loaded', counts);
    },
  );
};

export default {
  tag: { name: 'dashboard', description: 'Summary counts for the dashboard' },
  access: 'signed-in',
  schemas,
  routes: dashboardRoutes,
} satisfies Section;
