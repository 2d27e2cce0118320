import type { OpenAPI3 } from 'openapi-typescript';
import { INDIA_BOUNDS } from './http/places.js';
import { GENERATED_HEADER } from './openapi.js';
import { BROADCAST_LIMITS } from './routes/broadcasts.js';

/** Where the console's validation rules are generated, relative to the mock-api folder. */
export const GENERATED_LIMITS_FILE = '../web/src/lib/api-limits.gen.ts';

/** The JSON Schema keywords a form can check before sending. */
const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'enum',
] as const;

type SchemaNode = Record<string, unknown>;
type Rules = Record<string, unknown>;
type Document = {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, SchemaNode> };
};

const REF_PREFIX = '#/components/schemas/';
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isObjectSchema = (node: SchemaNode) =>
  node.type === 'object' || isNode(node.properties) || node.allOf !== undefined;

/** The component a `$ref` names, or undefined for anything else. */
function refName(node: SchemaNode): string | undefined {
  const ref = node.$ref;
  return typeof ref === 'string' && ref.startsWith(REF_PREFIX)
    ? ref.slice(REF_PREFIX.length)
    : undefined;
}

/**
 * The rules of one field: its keywords, its items' rules under `items`, a referenced enum's
 * values, and for `anyOf` (a string or null) the rules of the non-null branches. Undefined when
 * there are none. Referenced objects are listed on their own instead.
 */
function fieldRules(node: SchemaNode, schemas: Record<string, SchemaNode>): Rules | undefined {
  const name = refName(node);
  if (name !== undefined) {
    const target = schemas[name];
    return target && !isObjectSchema(target) ? fieldRules(target, schemas) : undefined;
  }
  const rules: Rules = {};
  for (const branch of [...asNodes(node.anyOf), ...asNodes(node.oneOf)]) {
    if (branch.type !== 'null') Object.assign(rules, fieldRules(branch, schemas));
  }
  for (const keyword of RULE_KEYWORDS) {
    if (node[keyword] !== undefined) rules[keyword] = node[keyword];
  }
  if (isNode(node.items)) {
    const items = fieldRules(node.items, schemas);
    if (items) rules.items = items;
  }
  return Object.keys(rules).length > 0 ? rules : undefined;
}

const asNodes = (value: unknown): SchemaNode[] =>
  Array.isArray(value) ? value.filter(isNode) : [];

/** The request body schemas of every operation, and the object schemas they refer to. */
function requestSchemaNames(document: Document): string[] {
  const schemas = document.components?.schemas ?? {};
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (!isNode(node)) return;
    const name = refName(node);
    if (name !== undefined) {
      const target = schemas[name];
      if (!found.has(name) && target && isObjectSchema(target)) {
        found.add(name);
        visit(target);
      }
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else visit(value);
    }
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (isNode(operation)) visit(operation.requestBody);
    }
  }
  return [...found].sort();
}

/** `{ SchemaName: { field: rules } }` for every request schema. */
export function requestRules(openapi: OpenAPI3): Record<string, Record<string, Rules>> {
  const document = openapi as Document;
  const schemas = document.components?.schemas ?? {};
  const result: Record<string, Record<string, Rules>> = {};
  for (const name of requestSchemaNames(document)) {
    const fields: Record<string, Rules> = {};
    const properties = schemas[name]?.properties;
    for (const [field, node] of Object.entries(isNode(properties) ? properties : {})) {
      const rules = isNode(node) ? fieldRules(node, schemas) : undefined;
      if (rules) fields[field] = rules;
    }
    result[name] = fields;
  }
  return result;
}

/**
 * Rules the API checks in its route code instead of a schema (the schema keeps the wider
 * bounds so that the route can answer with its own message), taken from the same constants.
 */
const CODE_RULES = {
  insideIndia: { latitude: [...INDIA_BOUNDS.lat], longitude: [...INDIA_BOUNDS.lng] },
  pushMessageMaxLength: BROADCAST_LIMITS.pushMessage,
};

/* ------------------------------------------------------------ TypeScript text */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSON Schema pattern as a RegExp literal, with the `u` flag Ajv compiles it with. */
function regExpLiteral(pattern: string): string {
  return String(new RegExp(pattern, 'u'));
}

/** Prettier's line width (the root package.json): the output is formatted as Prettier would. */
const WIDTH = 100;

/**
 * `value` as TypeScript, starting after `prefix` (indentation and key) and followed by `suffix`:
 * on one line where it fits, else one entry per line, as Prettier prints it.
 */
function literal(value: unknown, indent: string, prefix: string, suffix: string, key?: string) {
  if (key === 'pattern' && typeof value === 'string') return regExpLiteral(value);
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return JSON.stringify(value);
  }
  const inner = `${indent}  `;
  let parts: string[];
  let open: string;
  let close: string;
  if (Array.isArray(value)) {
    parts = value.map((item) => literal(item, inner, inner, ','));
    [open, close] = ['[', ']'];
  } else if (isNode(value)) {
    parts = Object.entries(value).map(([name, item]) => {
      const label = `${IDENTIFIER.test(name) ? name : quote(name)}: `;
      return label + literal(item, inner, inner + label, ',', name);
    });
    [open, close] = ['{', '}'];
  } else {
    throw new Error(`Cannot write ${String(value)} as a rule`);
  }
  if (parts.length === 0) return `${open}${close}`;
  const pad = open === '{' ? ' ' : '';
  const flat = `${open}${pad}${parts.join(', ')}${pad}${close}`;
  if (!flat.includes('\n') && prefix.length + flat.length + suffix.length <= WIDTH) return flat;
  return `${open}\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}${close}`;
}

function exported(name: string, value: unknown): string {
  const prefix = `export const ${name} = `;
  const suffix = ' as const;';
  return prefix + literal(value, '', prefix, suffix) + suffix;
}

/** The generated module: `requestRules` from the document and the rules the API checks in code. */
export function generateApiLimits(document: OpenAPI3): string {
  return [
    GENERATED_HEADER,
    '',
    '/**',
    ' * What the API accepts in each request body, from its OpenAPI document: per schema and field,',
    ' * the lengths, patterns, ranges, item counts and enum values (`items`: the rules of each item',
    ' * of a list). Forms take their limits from here, so they cannot drift from the API.',
    ' */',
    exported('requestRules', requestRules(document)),
    '',
    '/**',
    ' * Rules the API checks in its route code rather than in a schema, with the values it uses:',
    ' * coordinates inside India, and the shorter message of a push notification.',
    ' */',
    exported('codeRules', CODE_RULES),
    '',
  ].join('\n');
}
