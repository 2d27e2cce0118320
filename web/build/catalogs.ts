/*
 * The message catalogs' checks and compilation, for scripts/catalogs.ts (which reads and writes
 * the files) and the tests. Lingui's compiler turns ICU MessageFormat into what its runtime reads,
 * so the console ships no parser.
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type Catalog = Record<string, string>;
/** A message's values and their TypeScript types, e.g. `{ count: 'number' }`. */
export type Values = Record<string, string>;

/** The values a compiled message takes: plural counts are numbers, the rest text or numbers. */
export function valuesOf(message: CompiledMessage, into: Values = {}): Values {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    const isCount = type === 'plural' || type === 'selectordinal' || type === 'number';
    into[name] = isCount ? 'number' : type === 'date' ? 'Date | number' : 'string | number';
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch)) valuesOf(branch, into);
      }
    }
  }
  return into;
}

/** Each message compiled for Lingui's runtime; `name` says where, in an error. */
export function compile(name: string, catalog: Catalog): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(catalog)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${name}: "${key}" is not valid ICU: ${error}`);
    }
  }
  return compiled;
}

/**
 * What is wrong between a folder's English and Hindi: a key missing from either, or a Hindi
 * message taking other values than the English one. `hiName` names the Hindi file.
 */
export function catalogProblems(
  hiName: string,
  en: Record<string, CompiledMessage>,
  hi: Record<string, CompiledMessage>,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) {
    if (!(key in hi)) {
      problems.push(`${hiName}: "${key}" is missing`);
      continue;
    }
    const want = Object.keys(valuesOf(en[key]!)).sort().join(', ');
    const got = Object.keys(valuesOf(hi[key]!)).sort().join(', ');
    if (want !== got) problems.push(`${hiName}: "${key}" takes {${got}}, English {${want}}`);
  }
  for (const key of Object.keys(hi)) {
    if (!(key in en)) problems.push(`${hiName}: "${key}" is not in English`);
  }
  return problems;
}
