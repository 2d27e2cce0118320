import fc from 'fast-check';
import type { Session } from '../src/store/index.js';
import { storeDigest } from '../src/store/index.js';
import {
  requestFor,
  SchemaValues,
  type FuzzRequest,
  type JsonSchema,
  type Operation,
} from './fuzz-requests.js';
import { ADMIN, login, startApp, type TestContext } from './helpers.js';

/**
 * Property-based fuzzing of every operation the OpenAPI document lists (so operations added
 * later are covered without changes here), signed in as the admin. A request may succeed or be
 * refused (any 4xx), but it must never answer 5xx, throw or hang, a refused request must leave
 * the stored data as it was (sessions, throttling counters and logs aside), and a request with a
 * field no schema has (in its body or its query) must be refused, never served.
 *
 * FUZZ_SEED and FUZZ_RUNS (runs per operation) override the fixed seed and the run count, e.g.
 * `FUZZ_SEED=7 FUZZ_RUNS=200 npx jest test/openapi-fuzz.test.ts`. A failure prints the seed,
 * the operation and the smallest request that fails.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_401);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const HANG_MS = 10_000;

let ctx: TestContext;
let session: Session;
let operations: Operation[];
let values: SchemaValues;

beforeAll(async () => {
  // Little data: the digest and the reset before each request stay cheap.
  ctx = await startApp({
    driverCount: 40,
    checkinCount: 200,
    restingPointCount: 10,
    subAdminCount: 3,
    // Thousands of requests by one account: the write limit has a test of its own.
    writeLimitPerAccount: { max: 0, windowSeconds: 60 },
  });
  const token = await login(ctx.api, ADMIN);
  session = ctx.app.store.sessions.get(token)!;

  const doc = (await ctx.app.inject({ url: '/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
    components: { schemas: Record<string, JsonSchema> };
  }>();
  values = new SchemaValues(doc.components.schemas);
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
});

afterAll(async () => {
  await ctx.app.close();
});

interface OpenApiOperation {
  parameters?: Operation['parameters'];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

async function send(request: FuzzRequest) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([
      ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

it('answers every documented operation without 5xx, and refusals change nothing', async () => {
  expect(operations.length).toBeGreaterThan(50);
  const token = session.token;
  for (const operation of operations) {
    const label = `${operation.method} ${operation.path}`;
    try {
      await fc.assert(
        fc.asyncProperty(requestFor(operation, values, token), async (request) => {
          // Each request starts from the seeded data, signed in.
          ctx.app.store.reset();
          ctx.app.store.sessions.add({ ...session });
          const before = storeDigest(ctx.app.store);

          const response = await send(request);

          if (response.statusCode >= 500) {
            throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
          if (response.statusCode >= 400 && storeDigest(ctx.app.store) !== before) {
            throw new Error(`answered ${response.statusCode} but changed the stored data`);
          }
          // Refused, so (as checked above) it stored nothing either.
          if (request.extra && response.statusCode < 400) {
            throw new Error(`answered ${response.statusCode} to a field no schema has`);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    } catch (error) {
      const { message, cause } = error as Error;
      const reason = cause instanceof Error ? `\nReason: ${cause.message}` : '';
      throw new Error(`${label} (FUZZ_SEED=${SEED}):\n${message}${reason}`);
    }
  }
}, 240_000);
