import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import authPlugin from './auth.js';
import { loadConfig, type Config } from './config.js';
import { registerErrorHandlers, schemaErrorFormatter } from './http/errors.js';
import { sharedSchemas } from './http/schemas.js';
import { registerBodyParsers, schemaController } from './http/validation.js';
import { loggerOptions } from './logging.js';
import { registerOpenApi } from './openapi.js';
import exactSearchLimitPlugin from './plugins/exact-search-limit.js';
import faultsPlugin from './plugins/faults.js';
import idempotencyPlugin, { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './plugins/idempotency.js';
import latencyPlugin from './plugins/latency.js';
import passwordHashingPlugin from './plugins/password-hashing.js';
import markdownCleanerPlugin from './plugins/markdown-cleaner.js';
import responseHeadersPlugin from './plugins/response-headers.js';
import throttlePlugin from './plugins/throttle.js';
import { sections } from './routes/index.js';
import testControlRoutes from './routes/test-control.js';
import { addSectionSchemas, sectionPlugin } from './sections.js';
import { createStore, type Store } from './store/index.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    /** Every route registered, in order (HEAD twins included), for start-up output and tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

function routeEntries(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = route.schema as { hide?: boolean } | undefined;
  return methods.map((method) => ({ method, url: route.url, hidden: schema?.hide === true }));
}

/** Fastify's own rule for a hop count (its types leave numbers out): the nearest `hops` hops. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the mock API without listening. Configuration comes from the environment (see
 * config.ts), then `overrides`. Tests use `await buildApp({...})`, `await app.ready()` and
 * Supertest on `app.server`.
 */
export async function buildApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...overrides };

  const app = Fastify({
    ...loggerOptions(config),
    schemaController,
    schemaErrorFormatter,
    // request.ip (the throttling key) follows X-Forwarded-For only from trusted proxies.
    trustProxy: trustProxyOption(config.trustProxy),
    // A request that takes longer to arrive gets 408 and its connection is closed (Fastify's own
    // default is no limit). Node checks every `connectionsCheckingInterval` ms (30 s by default),
    // so that is kept well below the timeouts.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('store', createStore(config));
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    app.registeredRoutes.push(...routeEntries(route));
  });

  for (const schema of sharedSchemas) app.addSchema(schema);
  addSectionSchemas(app, sections);

  registerBodyParsers(app);
  registerErrorHandlers(app);
  await app.register(responseHeadersPlugin);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', IDEMPOTENCY_HEADER],
    // Retry-After of a 429 and the mark of a replayed write, so a browser client can read them.
    exposedHeaders: ['Retry-After', REPLAYED_HEADER],
    maxAge: 600,
  });
  // Answers of 1 kB or more are gzipped for a client that accepts it, as a production server (or
  // the compose nginx, nginx.conf) would: a city list is 12.6 kB of JSON, 2 kB gzipped, which a
  // phone on a slow link would otherwise wait for. gzip and deflate only: Node's brotli defaults
  // to its slowest level. @fastify/compress compresses through zlib streams, off the event loop.
  await app.register(compress, { encodings: ['gzip', 'deflate'] });
  await registerOpenApi(app, sections);
  await app.register(latencyPlugin);
  // Before faults: a write's answer is kept for its Idempotency-Key before a fault holds it.
  await app.register(idempotencyPlugin);
  await app.register(faultsPlugin);
  await app.register(passwordHashingPlugin);
  await app.register(authPlugin);
  await app.register(throttlePlugin);
  await app.register(exactSearchLimitPlugin);
  await app.register(markdownCleanerPlugin);

  // Each section in a scope of its own, which adds its tag and its authentication to its routes.
  for (const section of sections) await app.register(sectionPlugin(section));
  if (config.enableTestControl) await app.register(testControlRoutes);

  return app;
}
