import { loggerOptions, requestLine, shortLine } from '../src/logging.js';
import { ADMIN, bearer, login, startApp, type TestContext } from './helpers.js';

describe('the short log format', () => {
  it('writes a request as method, URL, status and whole milliseconds', () => {
    expect(requestLine('POST', '/adminlogin', 200, 12.4)).toBe('POST /adminlogin 200 12ms');
    expect(requestLine('GET', '/users_list?page=2', 401, 0.3)).toBe(
      'GET /users_list?page=2 401 0ms',
    );
  });

  it("leaves a download link's token and a photo's signature out of the line", () => {
    expect(requestLine('GET', '/users_export?token=abc_DEF-123', 200, 5)).toBe(
      'GET /users_export?token=… 200 5ms',
    );
    expect(requestLine('GET', '/checkin_detail_export?x=1&token=secret&y=2', 410, 1)).toBe(
      'GET /checkin_detail_export?x=1&token=…&y=2 410 1ms',
    );
    expect(requestLine('GET', '/uploads/drivers/7.svg?expires=99&sig=c2VjcmV0', 200, 1)).toBe(
      'GET /uploads/drivers/7.svg?expires=99&sig=… 200 1ms',
    );
  });

  it('leaves search terms out of the line: they are often a mobile number or an e-mail', () => {
    expect(requestLine('GET', '/users_list?page=1&serach=%2B919876543210&limit=10', 200, 3)).toBe(
      'GET /users_list?page=1&serach=…&limit=10 200 3ms',
    );
    expect(requestLine('GET', '/company_list?search=asha%40example.com', 200, 2)).toBe(
      'GET /company_list?search=… 200 2ms',
    );
    expect(requestLine('GET', '/company_list?research=1', 200, 2)).toBe(
      'GET /company_list?research=1 200 2ms',
    );
  });

  it('keeps request lines, warnings and errors (with the stack), and drops other notes', () => {
    expect(shortLine({ level: 30, requestLine: true, msg: 'GET /health 200 1ms' })).toBe(
      'GET /health 200 1ms',
    );
    expect(shortLine({ level: 30, msg: 'Server listening at http://127.0.0.1:8080' })).toBeNull();
    expect(shortLine({ level: 40, msg: 'Slow answer' })).toBe('warn: Slow answer');
    expect(
      shortLine({ level: 50, msg: 'Unhandled error', err: { stack: 'Error: boom\n    at x' } }),
    ).toBe('error: Unhandled error\nError: boom\n    at x');
  });

  it("short logs requests its own way; JSON keeps Fastify's request logs; silent logs nothing", () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'short' })).toHaveProperty('logController');
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty(
      'logController',
    );
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'short' })).toEqual({ logger: false });
  });
});

describe('request lines from a running app', () => {
  let ctx: TestContext;
  let printed: string[];
  let spy: jest.SpyInstance;

  const capture = () => {
    printed = [];
    spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
  };
  /** What was printed, each line's time replaced by N so the test does not depend on speed. */
  const lines = () =>
    printed
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.replace(/ \d+ms$/, ' Nms'));

  afterEach(async () => {
    spy.mockRestore();
    await ctx.app.close();
  });

  it('prints one short line per answered request and skips CORS preflights', async () => {
    capture();
    ctx = await startApp({ logLevel: 'info', logFormat: 'short' });
    const token = await login(ctx.api, ADMIN);
    await ctx.api.get('/adminProfile').expect(401);
    await ctx.api
      .options('/users_list')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    await ctx.api.get('/users_list?page=1&limit=10').set(bearer(token)).expect(200);
    await ctx.api.post('/company_add').set(bearer(token)).send({}).expect(400);

    expect(lines()).toEqual([
      'POST /adminlogin 200 Nms',
      'GET /adminProfile 401 Nms',
      'GET /users_list?page=1&limit=10 200 Nms',
      'POST /company_add 400 Nms',
    ]);
  });

  it("writes Fastify's JSON request entries without an export link's token", async () => {
    capture();
    ctx = await startApp({ logLevel: 'info', logFormat: 'json' });
    const token = await login(ctx.api, ADMIN);
    const link = await ctx.api.post('/users_export_link').set(bearer(token)).send({}).expect(200);
    const url = link.body.body.url as string;
    const secret = url.split('token=')[1]!;
    await ctx.api.get(url).expect(200);
    await ctx.api.get(url).expect(410); // a second, refused use is logged too

    const entries = lines().map((line) => JSON.parse(line) as { req?: { url: string } });
    const urls = entries.flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/adminlogin',
      '/users_export_link',
      ...Array(2).fill('/users_export?token=…'),
    ]);
    expect(printed.join('')).not.toContain(secret);
  });

  it('prints no request lines at level warn', async () => {
    capture();
    ctx = await startApp({ logLevel: 'warn', logFormat: 'short' });
    await login(ctx.api, ADMIN);
    await ctx.api.get('/adminProfile').expect(401);
    expect(lines()).toEqual([]);
  });
});
