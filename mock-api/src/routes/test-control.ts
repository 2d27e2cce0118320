import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_FAULT_MESSAGE, FAULT_METHODS, type FaultRule as FaultRecord } from '../config.js';
import { fieldError, ok } from '../http/envelope.js';
import { badRequest } from '../http/errors.js';
import { envelope, errorResponses } from '../http/schemas.js';

/**
 * Test-control routes, registered only when MOCK_ENABLE_RESET=true (otherwise plain 404s).
 * Hidden from the OpenAPI document, so the generated client types never depend on that setting.
 */

const FaultRule = Type.Object({
  method: Type.Enum([...FAULT_METHODS], { type: 'string' }),
  url: Type.String(),
  status: Type.Integer({ description: '0 for a hold' }),
  message: Type.String(),
  times: Type.Union([Type.Integer(), Type.Null()]),
  hold_ms: Type.Optional(Type.Integer()),
});

/** A rule as the routes answer it: `hold_ms` in the API's spelling. */
const shown = ({ holdMs, ...rule }: FaultRecord) => ({
  ...rule,
  ...(holdMs === undefined ? {} : { hold_ms: holdMs }),
});

const FaultRequest = Type.Object(
  {
    method: Type.Enum([...FAULT_METHODS], { type: 'string' }),
    url: Type.String({ pattern: '^/', maxLength: 500, description: 'Path without query string' }),
    status: Type.Optional(
      Type.Integer({ minimum: 400, maximum: 599, description: 'Fail with this status' }),
    ),
    hold_ms: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 600_000,
        description:
          'Instead of failing: handle the request (a write applies) and hold its answer back this many milliseconds, like an answer lost on the way. Give status or hold_ms',
      }),
    ),
    message: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'Default "Injected failure". An empty message imitates a server that gives no reason, so the client falls back to its own text',
      }),
    ),
    times: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Fail this many times; default until cleared' }),
    ),
  },
  { additionalProperties: false },
);

const testControlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['test-control'], hide: true };

  app.post(
    '/__reset',
    {
      schema: {
        ...common,
        summary:
          'Restore the seeded data, end all sessions, restore preset faults, forget throttling counters and idempotency keys',
        response: { 200: envelope(Type.Null()), ...errorResponses() },
      },
    },
    async () => {
      app.store.reset();
      app.faults.reset();
      app.throttle.reset();
      app.idempotency.reset();
      app.exactSearchLimit.reset();
      return ok('Mock data reset', null);
    },
  );

  app.get(
    '/__faults',
    {
      schema: {
        ...common,
        summary: 'List injected failures',
        response: { 200: envelope(Type.Array(FaultRule)), ...errorResponses() },
      },
    },
    async () => ok('Faults', app.faults.list().map(shown)),
  );

  app.post(
    '/__faults',
    {
      schema: {
        ...common,
        summary: 'Make requests to METHOD path fail with a status, or hold their answers',
        body: FaultRequest,
        response: { 201: envelope(FaultRule), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { method, url, status, hold_ms, message, times } = request.body;
      if ((status === undefined) === (hold_ms === undefined)) {
        const message = 'Give either status or hold_ms';
        throw badRequest(message, [fieldError('status', message, 'bad_combination')]);
      }
      const rule = app.faults.add({
        method,
        url: url.split('?')[0] ?? url,
        status: status ?? 0,
        message: message ?? DEFAULT_FAULT_MESSAGE,
        times: times ?? null,
        ...(hold_ms === undefined ? {} : { holdMs: hold_ms }),
      });
      return reply.code(201).send(ok('Fault added', shown(rule)));
    },
  );

  app.delete(
    '/__faults',
    {
      schema: {
        ...common,
        summary: 'Remove every injected failure (presets included, until /__reset)',
        response: { 200: envelope(Type.Object({ removed: Type.Integer() })), ...errorResponses() },
      },
    },
    async () => ok('Faults cleared', { removed: app.faults.clear() }),
  );
};

export default testControlRoutes;
