import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInfrastructurePath, pathOf } from '../http/paths.js';

/** MOCK_LATENCY_MS: delays every API answer (not docs, health, test control or CORS preflight). */
async function latencyPlugin(app: FastifyInstance) {
  const delay = app.config.latencyMs;
  if (delay <= 0) return;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || isInfrastructurePath(pathOf(request.url))) return;
    await sleep(delay);
  });
}

export default fp(latencyPlugin, { name: 'latency', decorators: { fastify: ['config'] } });
