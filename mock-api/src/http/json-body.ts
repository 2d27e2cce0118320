import { fieldError } from './envelope.js';
import { badRequest } from './errors.js';

/**
 * Two checks on a JSON request body that JSON.parse does not make.
 *
 * - Bytes that are not UTF-8 are refused, not read as U+FFFD: TextDecoder with `fatal: true` (the
 *   WHATWG Encoding Standard's decoder, built into Node) throws on them.
 * - A key twice in one object is refused: JSON.parse keeps the last value, while other readers
 *   of the same body (a proxy, a log, a validator) may keep the first, so the server would act
 *   on a value nobody checked. Node has no parser option for it and the maintained parsers
 *   (secure-json-parse, Fastify's own) do not look, so the text is scanned once more after
 *   JSON.parse accepted it: in valid JSON only strings need care, and each key is read back with
 *   JSON.parse so that `"a"` and `"\u0061"` are the same key. Linear in the length of the text.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

export const BODY_PROBLEMS = {
  notUtf8: 'Request body is not valid UTF-8 text',
  duplicateKey: (path: string) => `Request body has the key ${path} twice`,
} as const;

/** The body as text; 400 when it is not UTF-8. */
export function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    const message = BODY_PROBLEMS.notUtf8;
    throw badRequest(message, [fieldError('body', message, 'not_utf8')], 'unreadable_body');
  }
}

/** An object (with the keys seen so far) or an array (with the index of its current item). */
interface Open {
  keys: Set<string> | null;
  path: string;
  index: number;
}

/** 400 naming the first key found twice in one object of `json`, which JSON.parse accepted. */
export function refuseDuplicateKeys(json: string): void {
  const open: Open[] = [];
  let lastString = '';
  let keyPath = '';
  const valuePath = () => {
    const parent = open.at(-1);
    if (!parent) return '';
    return parent.keys ? keyPath : `${parent.path}[${parent.index}]`;
  };
  for (let at = 0; at < json.length; at += 1) {
    const char = json[at];
    if (char === '"') {
      let end = at + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      lastString = json.slice(at, end + 1);
      at = end;
    } else if (char === ':') {
      const object = open.at(-1)!;
      const key = JSON.parse(lastString) as string;
      keyPath = object.path === '' ? key : `${object.path}.${key}`;
      if (object.keys!.has(key)) {
        const message = BODY_PROBLEMS.duplicateKey(keyPath);
        throw badRequest(
          message,
          [fieldError(keyPath, message, 'duplicate_key')],
          'unreadable_body',
        );
      }
      object.keys!.add(key);
    } else if (char === ',') {
      const parent = open.at(-1);
      if (parent && !parent.keys) parent.index += 1;
    } else if (char === '{' || char === '[') {
      open.push({ keys: char === '{' ? new Set() : null, path: valuePath(), index: 0 });
    } else if (char === '}' || char === ']') {
      open.pop();
    }
  }
}
