import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers on every answer, errors, 404s and CORS preflights included:
 * - `X-Content-Type-Options: nosniff`: a browser never reads JSON (or an SVG) as another type;
 * - `Cache-Control: no-store`: answers hold personal data and change all the time, so neither the
 *   browser nor a proxy keeps them. A route that sets its own caching (the SVG images under
 *   /uploads, the docs' static files) keeps it.
 */
async function responseHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

export default fp(responseHeadersPlugin, { name: 'response-headers' });
