import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../http/envelope.js';
import { envelope, errorResponses } from '../http/schemas.js';
import type { Section } from '../sections.js';

const Health = Type.Object({
  status: Type.Literal('ok'),
  uptime_seconds: Type.Integer({ minimum: 0, description: 'Seconds since the mock started' }),
});

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A monotonic clock: the wall clock can be set back (or, in the tests, mocked to another day),
  // which made the uptime negative, against its own schema (minimum 0).
  const startedAt = performance.now();

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness check (no auth, never delayed)',
        description:
          'Answers 200 while the mock API runs, with the seconds since it started. Needs no token and is never slowed down by MOCK_LATENCY_MS, so a container health check can call it.',
        response: { 200: envelope(Health), ...errorResponses() },
      },
    },
    async () =>
      ok('OK', {
        status: 'ok' as const,
        uptime_seconds: Math.floor((performance.now() - startedAt) / 1000),
      }),
  );
};

export default {
  tag: { name: 'system', description: 'Health' },
  access: 'public',
  routes: healthRoutes,
} satisfies Section;
