import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { buildApp } from '../src/app.js';
import { envelope, errorResponses } from '../src/http/schemas.js';
import { underContract } from './contract.js';
import { useSeededApp } from './helpers.js';

/**
 * The check every test's answers go through (contract.ts) reports each way an answer can break
 * the document, for answers of the real API and of throwaway routes built here.
 */

let app: FastifyInstance;
let checked: ReturnType<typeof underContract>;

beforeAll(async () => {
  app = await buildApp({ logLevel: 'silent', driverCount: 5, checkinCount: 5 });
  const declared = {
    response: {
      200: {
        ...envelope(Type.Object({ count: Type.Integer({ minimum: 0 }) })),
        headers: { 'X-Batch': Type.Integer({ minimum: 1 }) },
      },
      ...errorResponses(400),
    },
  };
  // The type provider would refuse an undeclared status at compile time; a plain number would not.
  app.get('/contract_undeclared_status', { schema: declared }, async (_request, reply) =>
    reply.code(418 as 400).send({ success: false, message: 'I am a teapot', body: null }),
  );
  app.get('/contract_wrong_body', { schema: declared }, async (_request, reply) =>
    // A string with a JSON type is sent as it is, past the serializer, as a hand-built answer is.
    reply.type('application/json').send('{"success":true,"message":"ok","body":{"count":-1}}'),
  );
  app.get('/contract_undeclared_header', { schema: declared }, async (_request, reply) =>
    reply.header('X-Secret-Hint', 'yes').send({ success: true, message: 'ok', body: { count: 1 } }),
  );
  app.get('/contract_bad_header', { schema: declared }, async (_request, reply) =>
    reply.header('X-Batch', 'zero').send({ success: true, message: 'ok', body: { count: 1 } }),
  );
  app.get('/contract_wrong_type', { schema: declared }, async (_request, reply) =>
    reply.type('text/plain').send('count: 1'),
  );
  app.get('/contract_fine', { schema: declared }, async (_request, reply) =>
    reply.header('X-Batch', '2').send({ success: true, message: 'ok', body: { count: 1 } }),
  );
  await app.ready();
  checked = underContract(app);
});

afterAll(async () => {
  await app.close();
});

describe('an answer that breaks the document fails the request that got it', () => {
  it.each([
    ['/contract_undeclared_status', 'status 418 is not declared (declared: 200, 400, 500)'],
    ['/contract_wrong_body', 'body/body/count must be >= 0'],
    ['/contract_undeclared_header', 'header x-secret-hint is not declared'],
    ['/contract_bad_header', 'header X-Batch must be integer'],
    [
      '/contract_wrong_type',
      'Content-Type text/plain is not declared (declared: application/json)',
    ],
  ])('GET %s: %s', async (url, problem) => {
    const expected = `GET ${url} answered`;
    await expect(checked.api.get(url)).rejects.toThrow(expected);
    await expect(checked.api.get(url)).rejects.toThrow(`  - ${problem}`);
    // The same through inject, the other way tests make requests.
    await expect(checked.app.inject({ url })).rejects.toThrow(`  - ${problem}`);
  });

  it('lets a matching answer through', async () => {
    const res = await checked.api.get('/contract_fine').expect(200);
    expect(res.body).toEqual({ success: true, message: 'ok', body: { count: 1 } });
    const injected = await checked.app.inject({ url: '/contract_fine' });
    expect(injected.statusCode).toBe(200);
  });

  it('leaves alone answers of no documented operation: unknown paths, CORS preflights', async () => {
    await checked.api.get('/no_such_route').expect(404);
    await checked.api
      .options('/state_list')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
  });
});

describe('the answers of the real API', () => {
  const ctx = useSeededApp({ driverCount: 5, checkinCount: 5 });

  it('are checked: a 415 to a body sent as text is declared', async () => {
    const res = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'text/plain')
      .send('email=admin@example.com')
      .expect(415);
    expect(res.body.message).toBe('Unsupported Content-Type; send the body as application/json');
  });
});
