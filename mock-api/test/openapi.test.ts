import { expectStatus } from './answers.js';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { GENERATED_HEADER, GENERATED_TYPES_FILE } from '../src/openapi.js';
import { GENERATED_LIMITS_FILE, generateApiLimits, requestRules } from '../src/openapi-limits.js';
import { startApp, type TestContext } from './helpers.js';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  'x-access'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: { default?: unknown } }[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema: unknown }>;
    }
  >;
}
type Doc = {
  openapi: string;
  tags: { name: string; description?: string; 'x-access'?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Doc;

  beforeAll(async () => {
    // Test control on: its routes must still stay out of the document.
    ctx = await startApp({ enableTestControl: true });
    doc = (await ctx.api.get('/docs/json').expect(200)).body;
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const publicRoutes = () =>
    ctx.app.registeredRoutes
      .filter((route) => !route.hidden && route.method !== 'HEAD')
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`);

  const documented = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );

  it('is OpenAPI 3.1 with the bearer scheme and the named components', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'AdminUser',
        'CurrentUser',
        'ErrorResponse',
        'FieldError',
        'Pagination',
        'AuthSession',
        'LoginRequest',
        'RegisterRequest',
        'RegisteredUser',
        'Registration',
        'ChangePasswordRequest',
      ]),
    );
  });

  it('documents exactly the registered public routes', () => {
    expect(publicRoutes().length).toBeGreaterThanOrEqual(8);
    expect(documented().sort()).toEqual(publicRoutes().sort());
  });

  it('leaves out test control, docs and CORS routes', () => {
    expect(ctx.app.registeredRoutes.some((r) => r.url === '/__reset')).toBe(true);
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/__') || p.startsWith('/docs') || p === '*')).toEqual(
      [],
    );
  });

  it('gives every operation tags, a summary, a success schema and error schemas', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect({ name, tags: op.tags?.length ?? 0 }).toEqual({ name, tags: 1 });
        expect({ name, summary: typeof op.summary }).toEqual({ name, summary: 'string' });

        const statuses = Object.keys(op.responses);
        const success = statuses.filter((s) => s.startsWith('2'));
        const errors = statuses.filter((s) => /^[45]/.test(s));
        expect({ name, success: success.length > 0, errors: errors.length > 0 }).toEqual({
          name,
          success: true,
          errors: true,
        });
        for (const status of [...success, ...errors]) {
          const content = op.responses[status]?.content ?? {};
          expect({ name, status, schemas: Object.keys(content).length }).toEqual({
            name,
            status,
            schemas: 1,
          });
        }
        for (const status of errors) {
          const schema = op.responses[status]?.content?.['application/json']?.schema as
            { required?: string[]; properties?: { body?: { anyOf?: unknown[] } } } | undefined;
          if (status === '409' && schema?.properties?.body?.anyOf) {
            // An edit's 409: the error envelope, whose body is the current record on a stale edit.
            expect({ name, required: schema.required, body: schema.properties.body.anyOf }).toEqual(
              {
                name,
                required: ['success', 'message', 'body', 'code', 'params'],
                body: [
                  { $ref: expect.stringMatching(/^#\/components\/schemas\//) },
                  { type: 'null' },
                ],
              },
            );
            continue;
          }
          expect(schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
        }
      }
    }
  });

  it('lists every tag an operation uses, described, once, with its access', () => {
    const used = new Set(
      Object.values(doc.paths).flatMap((item) =>
        Object.values(item).flatMap((op) => op.tags ?? []),
      ),
    );
    const listed = doc.tags.map((tag) => tag.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...used].sort()).toEqual([...listed].sort());
    for (const tag of doc.tags) {
      expect({ tag: tag.name, description: typeof tag.description }).toEqual({
        tag: tag.name,
        description: 'string',
      });
      expect(['public', 'signed-in', 'admin']).toContain(tag['x-access']);
    }
  });

  it('documents request bodies and bearer security where the routes need them', () => {
    expect(
      doc.paths['/adminlogin']?.post?.requestBody?.content['application/json']?.schema,
    ).toEqual({
      $ref: '#/components/schemas/LoginRequest',
    });
    expect(doc.paths['/adminlogin']?.post?.security).toEqual([]);
    for (const [path, method] of [
      ['/adminProfile', 'get'],
      ['/auth/me', 'get'],
      ['/auth/logout', 'post'],
      ['/change_admin_password', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ name: `${method} ${path}`, method, op })),
    );

  it('names every operation once, describes it, and says which security it takes', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9_]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/state_list']?.get?.operationId).toBe('state_list');
    for (const { name, op } of operations()) {
      expect({ name, described: (op.description ?? '').length > 0 }).toEqual({
        name,
        described: true,
      });
      const security = op['x-access'] === 'public' ? [] : [{ bearerAuth: [] }];
      expect({ name, security: op.security }).toEqual({ name, security });
    }
  });

  it('declares the answers every body-taking operation gives: 400, 413 and 415', () => {
    const posts = operations().filter(({ method }) => method === 'post');
    expect(posts.length).toBeGreaterThanOrEqual(49);
    for (const { name, op } of posts) {
      expect({ name, statuses: Object.keys(op.responses) }).toEqual({
        name,
        statuses: expect.arrayContaining(['400', '413', '415']),
      });
    }
  });

  it('declares Retry-After on every 429', () => {
    const throttled = operations().filter(({ op }) => op.responses['429']);
    expect(throttled.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['post /adminlogin', 'post /auth/register', 'get /users_list']),
    );
    for (const { name, op } of throttled) {
      expect({ name, header: op.responses['429']?.headers?.['Retry-After'] }).toMatchObject({
        name,
        header: { schema: { type: 'integer', minimum: 0 } },
      });
    }
  });

  it('leaves page and limit optional, with the defaults the server fills in', () => {
    const paged = operations().flatMap(({ name, op }) =>
      (op.parameters ?? [])
        .filter((p) => p.in === 'query' && (p.name === 'page' || p.name === 'limit'))
        .map((p) => ({ name, parameter: p.name, required: p.required, default: p.schema.default })),
    );
    expect(paged.length).toBeGreaterThanOrEqual(20);
    for (const parameter of paged) {
      expect(parameter).toEqual({
        ...parameter,
        required: false,
        default: parameter.parameter === 'page' ? 1 : 10,
      });
    }
  });

  it('names its servers, contact and license', () => {
    const { servers, info } = doc as unknown as {
      servers: { url: string }[];
      info: { contact?: object; license?: { name: string } };
    };
    expect(servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(info.contact).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(info.license?.name).toEqual(expect.any(String));
  });

  it('gives the console the rules of every request body, from the schemas', () => {
    const rules = requestRules(doc as never);
    expect(rules.RestingPointAddRequest).toMatchObject({
      name: { minLength: 3, maxLength: 120 },
      pincode: { pattern: '^[1-9][0-9]{5}$' },
      beds: { minimum: 0, maximum: 2000 },
      amenities: { maxItems: 50, items: { enum: expect.arrayContaining(['toilets', 'wifi']) } },
    });
    // A referenced enum is inlined; a string-or-null keeps the string's rules.
    expect(rules.DriverStatusUpdateRequest?.status).toEqual({
      enum: ['active', 'inactive', 'blocked'],
    });
    expect(rules.PolicyPublishRequest?.change_note).toEqual({ maxLength: 200 });
    // A referenced object is listed on its own; answers (CompanyRow) are not request bodies.
    expect(rules.BroadcastAudience?.state_ids).toEqual({ maxItems: 100, items: { minimum: 1 } });
    expect(rules).not.toHaveProperty('CompanyRow');
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(['LoginRequest', 'PolicyAddRequest']),
    );
  });

  it('writes patterns as RegExp literals with the u flag Ajv uses', () => {
    const text = generateApiLimits(doc as never);
    expect(text).toContain('pincode: { pattern: /^[1-9][0-9]{5}$/u }');
    expect(text).toContain('insideIndia: { latitude: [6, 37.5], longitude: [68, 97.5] }');
  });

  it('is served as Swagger UI at /docs', async () => {
    const res = await ctx.api.get('/docs/').redirects(1);
    expectStatus(res, 200);
    expect(res.text).toContain('swagger');
  });

  it('serves /docs with a Content-Security-Policy and refuses to be framed', async () => {
    const page = await ctx.api.get('/docs/').redirects(1).expect(200);
    const script = await ctx.api.get('/docs/static/swagger-initializer.js').expect(200);
    const json = await ctx.api.get('/docs/json').expect(200);
    for (const res of [page, script, json]) {
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src')).toBe("'none'");
      expect(directives.get('script-src')).toBe("'self'"); // no inline script, no eval
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // The page's scripts are files of this origin, which script-src 'self' allows.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

/**
 * openapi-typescript (and its dependencies) are ESM-only, which Jest's CommonJS runtime cannot load,
 * so this runs the real CLI (`npm run openapi -w mock-api -- --check`) in a child Node process
 * through tsx. It takes a few seconds, so it starts first and the other tests run meanwhile.
 */
describe('generated web types', () => {
  const mockApiDir = resolve(__dirname, '..');
  const committedPath = resolve(mockApiDir, GENERATED_TYPES_FILE);

  const cli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/openapi-cli.ts', ...args],
        { cwd: mockApiDir, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          done({ code, stdout, stderr });
        },
      );
    });

  it(`${GENERATED_TYPES_FILE} and ${GENERATED_LIMITS_FILE} are committed with the generated header`, async () => {
    const committed = await readFile(committedPath, 'utf8');
    expect(committed.split('\n')[0]).toBe(GENERATED_HEADER);
    expect(committed).toContain('export interface paths');
    expect(committed).toContain('export type AdminUser = ');
    const limits = await readFile(resolve(mockApiDir, GENERATED_LIMITS_FILE), 'utf8');
    expect(limits.split('\n')[0]).toBe(GENERATED_HEADER);
    expect(limits).toContain('export const requestRules = {');
  });

  it('both match the OpenAPI document (else run: npm run openapi -w mock-api)', async () => {
    const result = await checkRun;
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('api-schema.gen.ts is up to date');
    expect(result.stdout).toContain('api-limits.gen.ts is up to date');
    expect(result.code).toBe(0);
  }, 60_000);

  // Started when the file loads, so it overlaps with the in-process tests above.
  const checkRun = cli('--check');
});
