import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import authPlugin from './auth.js';
import { loadConfig, type Config } from './config.js';
import { registerErrorHandlers, schemaErrorFormatter } from './http/errors.js';
import { sharedSchemas } from './http/schemas.js';
import { registerBodyParsers, schemaController } from './http/validation.js';
import { registerOpenApi } from './openapi.js';
import faultsPlugin from './plugins/faults.js';
import latencyPlugin from './plugins/latency.js';
import authRoutes, { authSchemas } from './routes/auth.js';
import healthRoutes from './routes/health.js';
import testControlRoutes from './routes/test-control.js';
import uploadsRoutes from './routes/uploads.js';
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

/**
 * Builds the mock API without listening. Configuration comes from the environment (see
 * config.ts), then `overrides`. Tests use `await buildApp({...})`, `await app.ready()` and
 * Supertest on `app.server`.
 */
export async function buildApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...overrides };

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    schemaController,
    schemaErrorFormatter,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('store', createStore(config));
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    app.registeredRoutes.push(...routeEntries(route));
  });

  for (const schema of [...sharedSchemas, ...authSchemas]) app.addSchema(schema);

  registerBodyParsers(app);
  registerErrorHandlers(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: 600,
  });
  await registerOpenApi(app);
  await app.register(latencyPlugin);
  await app.register(faultsPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(uploadsRoutes);
  if (config.enableTestControl) await app.register(testControlRoutes);

  return app;
}
