import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import stableStringify from 'safe-stable-stringify';
import { Type } from 'typebox';
import { failure } from '../http/envelope.js';
import { explainedPattern } from '../http/errors.js';

/**
 * Idempotent writes. Every call that changes something (a route whose config says `changes`,
 * see sections.ts) accepts an `Idempotency-Key` header. The first request with a key acts and its
 * answer (status, headers that matter, body) is kept for that account; a repeat of the key by the
 * same account gets that answer again, marked `Idempotent-Replayed: true`, instead of acting
 * twice. So a client whose answer was lost (a timeout, a dropped connection) can send the same
 * request again safely.
 *
 * - the same key with another request (another path or body) is a 422 `idempotency_key_reused`;
 * - the same key while its first request is still running is a 409 `idempotency_in_progress`;
 * - keys are per account (another account's identical key is its own), kept 24 hours, at most
 *   10,000 per account (the oldest dropped first); POST /__reset forgets them all;
 * - answers the request never reached the handler for (401, 403, 400 of the schema, 429) are not
 *   kept, nor 5xx answers: the key is released and a repeat acts again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEYS_PER_ACCOUNT = 10_000;

export const IDEMPOTENCY_MESSAGES = {
  inProgress:
    'A request with this Idempotency-Key is still running; send it again once that one has answered',
  reused: 'This Idempotency-Key was already used for a different request; use a new key',
} as const;

/** Visible ASCII only (no spaces), so a key is the same string in every client and log. */
const KEY_PATTERN = explainedPattern(
  '^[!-~]{1,255}$',
  'must be 1 to 255 visible ASCII characters (no spaces)',
);

/** The `headers` schema every changing route gets: Fastify validates it (400 naming the header). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      pattern: KEY_PATTERN,
      description:
        'A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account.',
    }),
  ),
});

/** Declared on the answers of a changing route that a repeated key can replay. */
export const replayedHeaderSchema = {
  [REPLAYED_HEADER]: Type.Literal('true', {
    description:
      'Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again)',
  }),
};

export const IDEMPOTENCY_NOTE =
  'Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.';

interface StoredAnswer {
  status: number;
  contentType: string | undefined;
  payload: string;
}

interface Entry {
  /** The path and body the key was first used with, hashed. */
  fingerprint: string;
  storedAt: number;
  /** Undefined while the first request runs. */
  answer?: StoredAnswer;
}

export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'running' }
  | { kind: 'reused' };

interface RegistryOptions {
  ttlMs?: number;
  maxPerAccount?: number;
  now?: () => number;
}

/** The keys of every account: in memory, each account's in the order they were first used. */
export class IdempotencyRegistry {
  private readonly accounts = new Map<number, Map<string, Entry>>();
  private readonly ttlMs: number;
  private readonly maxPerAccount: number;
  private readonly now: () => number;

  constructor({
    ttlMs = IDEMPOTENCY_TTL_MS,
    maxPerAccount = IDEMPOTENCY_KEYS_PER_ACCOUNT,
    now = () => Date.now(),
  }: RegistryOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxPerAccount = maxPerAccount;
    this.now = now;
  }

  /**
   * What to do with a request carrying `key`: act (and the key is now taken), replay the stored
   * answer, or refuse. Synchronous, so two requests can never both be told to act.
   */
  claim(account: number, key: string, fingerprint: string): Claim {
    const keys = this.keysOf(account);
    const entry = keys.get(key);
    if (entry) {
      if (entry.fingerprint !== fingerprint) return { kind: 'reused' };
      return entry.answer ? { kind: 'replay', answer: entry.answer } : { kind: 'running' };
    }
    keys.set(key, { fingerprint, storedAt: this.now() });
    if (keys.size > this.maxPerAccount) keys.delete(keys.keys().next().value as string);
    return { kind: 'new' };
  }

  /** The first request's answer, kept for its repeats. */
  complete(account: number, key: string, answer: StoredAnswer): void {
    const entry = this.accounts.get(account)?.get(key);
    if (entry && !entry.answer) entry.answer = answer;
  }

  /** The first request ended without an answer worth keeping: a repeat acts again. */
  release(account: number, key: string): void {
    const keys = this.accounts.get(account);
    if (keys?.get(key)?.answer === undefined) keys?.delete(key);
  }

  /** How many keys an account holds (expired ones dropped first). */
  size(account: number): number {
    return this.keysOf(account).size;
  }

  reset(): void {
    this.accounts.clear();
  }

  /** The account's keys, those older than the TTL dropped (they are the first in the map). */
  private keysOf(account: number): Map<string, Entry> {
    let keys = this.accounts.get(account);
    if (!keys) {
      keys = new Map();
      this.accounts.set(account, keys);
    }
    const oldest = this.now() - this.ttlMs;
    for (const [key, entry] of keys) {
      if (entry.storedAt >= oldest) break;
      keys.delete(key);
    }
    return keys;
  }
}

/** The request a key stands for: the operation and its (validated) body, key order aside. */
function fingerprintOf(request: FastifyRequest): string {
  const body = stableStringify(request.body ?? null) ?? 'null';
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${body}`)
    .digest('base64url');
}

interface Claimed {
  account: number;
  key: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyRegistry;
  }
  interface FastifyRequest {
    /** Set when this request took an Idempotency-Key: its answer is kept for the key's repeats. */
    idempotencyClaim: Claimed | null;
  }
}

function replay(reply: FastifyReply, answer: StoredAnswer) {
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.code(answer.status).header(REPLAYED_HEADER, 'true').send(answer.payload);
}

async function idempotencyPlugin(app: FastifyInstance) {
  app.decorate('idempotency', new IdempotencyRegistry());
  app.decorateRequest('idempotencyClaim', null);

  // After authentication and validation: only a signed-in account's valid request takes a key.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.changes || !request.auth) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string') return;
    const account = request.auth.user.id;
    const claim = app.idempotency.claim(account, key, fingerprintOf(request));
    switch (claim.kind) {
      case 'new':
        request.idempotencyClaim = { account, key };
        return;
      case 'replay':
        return replay(reply, claim.answer);
      case 'running':
        return reply
          .code(409)
          .send(failure(IDEMPOTENCY_MESSAGES.inProgress, { code: 'idempotency_in_progress' }));
      case 'reused':
        return reply
          .code(422)
          .send(failure(IDEMPOTENCY_MESSAGES.reused, { code: 'idempotency_key_reused' }));
    }
  });

  // Registered before the faults plugin's hold (app.ts): the answer is kept before it is held, as
  // a server whose answer is lost on the way has already finished.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      app.idempotency.release(claim.account, claim.key);
    } else {
      const contentType = reply.getHeader('content-type');
      app.idempotency.complete(claim.account, claim.key, {
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        payload,
      });
    }
    return payload;
  });

  // A request that ended without sending (its connection gone before the handler answered).
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim) app.idempotency.release(claim.account, claim.key);
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency' });
