/**
 * The Idempotency-Keys of changes not yet answered, by request (address and JSON body): the same
 * request sent again (a retry, or Save pressed again after a lost answer) carries the same key,
 * so the API answers it once; a changed body (another value, another version) is a new change
 * with a new key. An answered request's key is dropped. Kept in memory only, a few at most.
 */

const MAX_KEPT = 50;
const keys = new Map<string, string>();

const requestId = (url: string, body: string) => `${url}\n${body}`;

/**
 * A random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost): a console
 * served over plain http elsewhere makes one from `getRandomValues` (RFC 9562, version 4).
 */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const saveKeys = {
  /** The key of this request: the one it had if it was sent before without an answer, else new. */
  keyFor(url: string, body: string): string {
    const id = requestId(url, body);
    let key = keys.get(id);
    if (key === undefined) {
      key = newKey();
      keys.set(id, key);
      if (keys.size > MAX_KEPT) keys.delete(keys.keys().next().value as string);
    }
    return key;
  },
  /** The API answered this request: sending it again is a new change. */
  answered(url: string, body: string): void {
    keys.delete(requestId(url, body));
  },
};
