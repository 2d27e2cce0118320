import fc from 'fast-check';

/**
 * fast-check arbitraries for requests to one OpenAPI operation: near-valid bodies built from the
 * operation's schema, then broken (wrong types, missing and extra fields, huge strings, deep
 * nesting, odd unicode, bad numbers), sent with the right or a wrong content type.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Whether the body or query carries the extra field EXTRA_FIELD: the request must be refused. */
  extra: boolean;
}

/** Name and value of a field no schema has; a request carrying it must be refused. */
export const EXTRA_FIELD = 'fuzz_extra_field';
const EXTRA_VALUE = 'FUZZ-EXTRA-3c1e9a';

/* ------------------------------------------------------------------ hostile values */

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
};

const HUGE = [
  'x'.repeat(120_000),
  `<a${' '.repeat(60_000)}`,
  `<a${'/'.repeat(60_000)}`,
  '😀'.repeat(20_000),
  '['.repeat(30_000),
  '*a_ '.repeat(15_000),
];

const badNumber = fc.constantFrom<unknown>(
  1e308,
  -1e308,
  1.5,
  -0,
  0,
  -1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  5e-324,
  '1e309',
  'Infinity',
  'NaN',
  '-1',
  '0x10',
  '1.0',
);

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }), // lone surrogates, controls, any code point
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u200b\u200b',
    '\u202eevil',
    '\r\n\t',
    'नमस्ते',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '../../etc/passwd',
    '%00',
    '{"a":1}',
    'null',
    '__proto__',
  ),
);

/** Any value at all, mostly of the wrong kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: oddText },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean())
      .map(([depth, asArray]) => nested(depth, 1, asArray)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, true, [], {}, { constructor: { prototype: 1 } }),
  },
);

/** Strings that pass length rules yet test what a handler does with them. */
const TRICKY_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '   ',
  '\u200b\u200b\u200b',
  'a\u0000b',
  'Ünïcödé 😀 नमस्ते',
];

/* ------------------------------------------------------------------ values from a schema */

export class SchemaValues {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      current = this.components[current.$ref.split('/').pop() ?? ''] ?? {};
    }
    return current;
  }

  /** A value the schema might accept (ids small enough to exist), `depth` levels deep at most. */
  plausible(input: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    // An object's own `anyOf` is a rule between its fields (ids or filter), not its alternatives.
    const choices = schema.type === 'object' ? undefined : (schema.anyOf ?? schema.oneOf);
    if (choices?.length) return fc.oneof(...choices.map((choice) => this.plausible(choice, depth)));
    if (schema.allOf?.length) return this.plausible(schema.allOf[0], depth);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    if ('const' in schema) return fc.constant(schema.const);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        return this.text(schema);
      case 'integer': {
        const min = schema.minimum ?? -5;
        const max = schema.maximum ?? 1_000_000;
        // Mostly ids that exist in the seeded data, sometimes the edges of the range.
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.min(max, 12) }) },
          { weight: 1, arbitrary: fc.integer({ min, max: Math.min(max, 100) }) },
          { weight: 1, arbitrary: fc.constantFrom(min, max) },
        );
      }
      case 'number':
        return fc.double({ min: schema.minimum ?? -200, max: schema.maximum ?? 200, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.array(this.plausible(schema.items, depth + 1), {
              maxLength: Math.min(schema.maxItems ?? 4, 4),
            });
      case 'object':
        return depth > 4 ? fc.constant({}) : this.object(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private text(schema: JsonSchema): fc.Arbitrary<unknown> {
    switch (schema.format) {
      case 'email':
        return fc.emailAddress();
      case 'date':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      case 'date-time':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString());
      case 'uri':
        return fc.webUrl();
      default:
        break;
    }
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length < 200);
      } catch {
        // a pattern JavaScript cannot compile: fall through to plain text
      }
    }
    const minLength = Math.min(schema.minLength ?? 0, 20);
    const plain = fc.string({
      minLength,
      maxLength: Math.max(Math.min(schema.maxLength ?? 30, 30), minLength),
    });
    // Text that fits the length rules but is markup, blank or invisible.
    const fits = TRICKY_TEXT.filter(
      (text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity),
    );
    return fits.length === 0
      ? plain
      : fc.oneof(
          { weight: 3, arbitrary: plain },
          { weight: 1, arbitrary: fc.constantFrom(...fits) },
        );
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
      fc
        .option(this.plausible(property, depth + 1), {
          nil: undefined,
          freq: required.has(name) ? 20 : 3,
        })
        .map((value) => [name, value] as const),
    );
    return fc.tuple(...fields).map((entries) => {
      const result: Record<string, unknown> = {};
      for (const [name, value] of entries) if (value !== undefined) result[name] = value;
      return result;
    });
  }

  /** A plausible body, then broken in one to three ways (or not at all). */
  body(schema: JsonSchema | undefined): fc.Arbitrary<{ value: unknown; extra: boolean }> {
    const base = this.plausible(schema);
    const names = Object.keys(this.resolve(schema).properties ?? {});
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom('', ...names) }),
      fc.record({
        kind: fc.constant('set' as const),
        field: fc.constantFrom('', ...names),
        value: hostileValue,
      }),
      fc.record({ kind: fc.constant('extra' as const), value: fc.constant(EXTRA_VALUE) }),
    );
    const changes = fc.oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 2, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
    );
    const broken = fc.tuple(base, changes).map(([value, changes]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { value, extra: false };
      }
      const result: Record<string, unknown> = { ...value };
      let extra = false;
      for (const change of changes) {
        if (change.kind === 'drop') delete result[change.field];
        else if (change.kind === 'set') result[change.field] = change.value;
        else {
          result[EXTRA_FIELD] = change.value;
          extra = true;
        }
      }
      return { value: result, extra };
    });
    return fc.oneof(
      { weight: 6, arbitrary: broken },
      { weight: 1, arbitrary: hostileValue.map((value) => ({ value, extra: false })) },
    );
  }
}

/* ------------------------------------------------------------------ whole requests */

const RAW_BODIES = ['{"a":', '[1,2', '\u0000', 'not json', '{"__proto__":{"x":1}}', ''];

/** A content type and the text sent with it, for a JSON value. */
function encodings(value: unknown): fc.Arbitrary<{ type?: string; payload: string }> {
  const json = JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ type: 'application/json', payload: json }) },
    {
      weight: 1,
      arbitrary: fc.constant({ type: 'application/json; charset=utf-8', payload: json }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({
        type: 'application/json',
        payload,
      })),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'text/plain', payload: json }) },
    {
      weight: 1,
      arbitrary: fc.constant({ type: 'application/x-www-form-urlencoded', payload: 'id=1&a=b' }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        type: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n',
      }),
    },
    { weight: 1, arbitrary: fc.constant({ payload: json }) },
  );
}

/** A query-string value: plausible for the parameter, or anything at all as text. */
function queryValue(values: SchemaValues, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc
    .oneof(values.plausible(schema), hostileValue)
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
    .map((text) => text.slice(0, 4000));
}

export function requestFor(
  operation: Operation,
  values: SchemaValues,
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');

  const queryString = fc
    .tuple(
      fc.tuple(
        ...query.map((parameter) =>
          fc
            .option(queryValue(values, parameter.schema), { nil: undefined })
            .map((value) => [parameter.name, value] as const),
        ),
      ),
      fc.constantFrom(false, false, false, true),
    )
    .map(([entries, extra]) => {
      const search = new URLSearchParams();
      for (const [name, value] of entries) if (value !== undefined) search.append(name, value);
      if (extra) search.append(EXTRA_FIELD, EXTRA_VALUE);
      return { search: search.toString(), extra };
    });

  const path = fc
    .tuple(...pathParameters.map(() => fc.oneof(fc.constantFrom('a.png', '..', '.env'), oddText)))
    .map((texts) => {
      let url = operation.path;
      pathParameters.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(texts[index])));
      });
      return url;
    });

  const body = operation.body
    ? values
        .body(operation.body)
        .chain(({ value, extra }) => encodings(value).map((encoded) => ({ ...encoded, extra })))
    : fc.constant(undefined);

  return fc.tuple(path, queryString, body).map(([url, search, encoded]) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (encoded?.type) headers['content-type'] = encoded.type;
    return {
      method: operation.method,
      url: search.search ? `${url}?${search.search}` : url,
      headers,
      payload: encoded?.payload,
      extra: search.extra || (encoded?.extra ?? false),
    };
  });
}
