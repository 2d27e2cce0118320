import { appendFileSync } from 'node:fs';
import { gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import request, { type Response, type Test } from 'supertest';
import { FAULT_HEADER } from '../src/plugins/faults.js';
import type { ContractAgent } from './answers.js';

/**
 * Every answer the mock API's tests receive is checked against the OpenAPI document the app
 * serves (`/docs/json`): its status must be declared for the operation, its Content-Type must be
 * one the status declares, a JSON body must match the declared schema (other bodies, CSV files,
 * images, event streams, are checked by their type only), and a header a client could act on
 * must be declared and match its schema. `startApp` (helpers.ts) hands tests an app and an agent
 * that check every answer, so a test whose answer drifts from the document fails, naming the
 * problem, and a new route is held to its declaration by the first test that calls it.
 *
 * Ajv validates the schemas, with its JSON Schema 2020-12 dialect (`ajv/dist/2020`), the one
 * OpenAPI 3.1 uses: the validator the server itself is built on, no further dependency.
 */

// ajv-formats is CommonJS (see src/http/validation.ts).
const addFormats = ajvFormats.default;

interface Header {
  schema?: object;
  required?: boolean;
}
interface DeclaredResponse {
  headers?: Record<string, Header>;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  responses: Record<string, DeclaredResponse>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: object;
}

/** An answer as a test received it. */
export interface Answer {
  method: string;
  /** Path and query string, as requested. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body as text (decompressed), or undefined when there was none. */
  text: string | undefined;
}

/**
 * Headers of the transport, of CORS, and the two the document's description declares for every
 * answer (`Cache-Control`, `X-Content-Type-Options`): never declared per operation.
 */
const COMMON_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-content-type-options',
]);
const isCommonHeader = (name: string) =>
  COMMON_HEADERS.has(name) || name.startsWith('access-control-');

const COMPONENTS_ID = 'openapi.json';

export class ResponseContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();
  /** Each documented path as a pattern of its concrete URLs. */
  private readonly paths: { template: string; pattern: RegExp }[];

  constructor(private readonly document: Document) {
    addFormats(this.ajv);
    // Only the components, so that each compiled schema's references resolve into them: adding
    // the whole document (400 kB) made each compile take a tenth of a second.
    this.ajv.addSchema({ components: document.components }, COMPONENTS_ID);
    this.paths = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(
        `^${template
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      ),
    }));
  }

  /** The documented operation an answer belongs to, or undefined (no route, docs, CORS...). */
  private operationOf(answer: Answer) {
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const path = answer.url.split('?')[0] ?? '';
    const template = this.paths.find(({ pattern }) => pattern.test(path))?.template;
    const operation = template ? this.document.paths[template]?.[method] : undefined;
    return operation && template ? { operation, template, method } : undefined;
  }

  /**
   * The validator of the schema at `segments`, compiled once per distinct schema (every error
   * answer of every operation is the same `$ref` to ErrorResponse). Its references to
   * `#/components/...` point into the components added in the constructor.
   */
  private validator(...segments: string[]): ValidateFunction {
    const schema: unknown = segments.reduce<unknown>(
      (node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
      this.document,
    );
    const key = JSON.stringify(schema ?? {});
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(
        JSON.parse(key.replaceAll('"#/components/', `"${COMPONENTS_ID}#/components/`)) as object,
      );
      this.validators.set(key, validate);
    }
    return validate;
  }

  private failures(validate: ValidateFunction, data: unknown, what: string): string[] {
    if (validate(data)) return [];
    return (validate.errors ?? []).map(
      (error) => `${what}${error.instancePath} ${error.message ?? 'is invalid'}`,
    );
  }

  /**
   * What is wrong with the answer by the document: [] when it matches, or is no answer of a
   * documented operation (undefined), as a failure injected for a test is not.
   */
  check(answer: Answer): string[] | undefined {
    const injected = Object.keys(answer.headers).some(
      (name) => name.toLowerCase() === FAULT_HEADER.toLowerCase(),
    );
    const found = injected ? undefined : this.operationOf(answer);
    if (!found) return undefined;
    const { operation, template, method } = found;
    const status = String(answer.status);
    const responses = operation.responses;
    const key = [status, `${status[0]}XX`, 'default'].find((name) => responses[name]);
    const declared = key ? responses[key] : undefined;
    if (!key || !declared) {
      return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`];
    }
    const at = ['paths', template, method, 'responses', key];
    const problems: string[] = [];

    const sent = new Map(
      Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const headers = new Map(
      Object.entries(declared.headers ?? {}).map(([name]) => [name.toLowerCase(), name]),
    );
    for (const [name, value] of sent) {
      const declaredName = headers.get(name);
      if (declaredName === undefined) {
        if (!isCommonHeader(name)) problems.push(`header ${name} is not declared`);
        continue;
      }
      const text = String(value);
      const schema = declared.headers?.[declaredName]?.schema as { type?: string } | undefined;
      const parsed = schema?.type === 'integer' || schema?.type === 'number' ? Number(text) : text;
      problems.push(
        ...this.failures(
          this.validator(...at, 'headers', declaredName, 'schema'),
          parsed,
          `header ${declaredName}`,
        ),
      );
    }
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && !sent.has(name.toLowerCase())) {
        problems.push(`required header ${name} is missing`);
      }
    }

    const hasBody = answer.method !== 'HEAD' && answer.text !== undefined && answer.text !== '';
    if (!hasBody) return problems;
    const contentType = String(sent.get('content-type') ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    const media = Object.keys(declared.content ?? {});
    if (!contentType || !media.includes(contentType)) {
      problems.push(
        `Content-Type ${contentType || '(none)'} is not declared (declared: ${media.join(', ') || 'no body'})`,
      );
      return problems;
    }
    if (contentType !== 'application/json') return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.text ?? '');
    } catch {
      return [...problems, 'the body is not JSON'];
    }
    problems.push(
      ...this.failures(this.validator(...at, 'content', contentType, 'schema'), body, 'body'),
    );
    return problems;
  }
}

/** How many answers were checked against an operation, in this test file. */
let checked = 0;

// `CONTRACT_TALLY_FILE=/tmp/tally npx jest` appends each file's count to that file, to add up.
afterAll(() => {
  const file = process.env.CONTRACT_TALLY_FILE;
  if (file) appendFileSync(file, `${checked}\n`);
});

/** Throws, naming the request, when the answer breaks the contract. */
export function assertMatches(contract: ResponseContract, answer: Answer): void {
  const problems = contract.check(answer);
  if (problems === undefined) return;
  checked += 1;
  if (problems.length === 0) return;
  throw new Error(
    `${answer.method} ${answer.url} answered ${answer.status}, which breaks the OpenAPI document:\n` +
      problems.map((problem) => `  - ${problem}`).join('\n'),
  );
}

function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

function fromInject(response: LightMyRequestResponse): Answer {
  const { req } = response.raw;
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    status: response.statusCode,
    headers: response.headers,
    text: decoded(response.rawPayload, response.headers['content-encoding']),
  };
}

function fromSupertest(response: Response): Answer {
  const req = (response as unknown as { req: { method: string; path: string } }).req;
  const body: unknown = response.body;
  return {
    method: req.method,
    url: req.path,
    status: response.status,
    headers: response.headers as Answer['headers'],
    // superagent decompresses; a body it did not buffer as text (an image) is a Buffer.
    text: response.text ?? (Buffer.isBuffer(body) ? body.toString('utf8') : undefined),
  };
}

/**
 * A ready app with every answer checked: its `inject` and a Supertest agent for its server.
 */
export function underContract(app: FastifyInstance) {
  const contract = new ResponseContract(app.swagger() as unknown as Document);

  const inject = app.inject.bind(app);
  const checkedInject = async (options: InjectOptions | string) => {
    const response = await inject(options);
    assertMatches(contract, fromInject(response));
    return response;
  };
  // Every `app.inject(options)` of a test is checked too (the chained form is not used).
  Object.assign(app, { inject: checkedInject });

  const agent = request(app.server);
  const checkedAgent = Object.fromEntries(
    Object.entries(agent).map(([method, start]) => [
      method,
      (url: string) =>
        (start as (url: string) => Test)(url).expect((response: Response) => {
          assertMatches(contract, fromSupertest(response));
        }),
    ]),
  ) as unknown as ContractAgent;
  return { app, api: checkedAgent };
}
