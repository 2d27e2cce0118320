import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FaultMethod, FaultRule } from '../config.js';
import { isControlPath, pathOf } from '../http/paths.js';

/**
 * Marks an injected failure, which may have any status: not an answer of the API, so the
 * OpenAPI document does not declare it (the tests' contract check leaves such answers alone).
 */
export const FAULT_HEADER = 'X-Mock-Fault';

/** Injected failures: preset from MOCK_FAULTS, changed through /__faults, restored by /__reset. */
export class FaultRegistry {
  private rules: FaultRule[] = [];

  constructor(private readonly presets: readonly FaultRule[]) {
    this.reset();
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  /** Adds a rule; it replaces any rule for the same method and path. */
  add(rule: FaultRule): FaultRule {
    const copy = { ...rule };
    this.rules = [...this.rules.filter((r) => !sameTarget(r, copy)), copy];
    return copy;
  }

  clear(): number {
    const count = this.rules.length;
    this.rules = [];
    return count;
  }

  reset(): void {
    this.rules = this.presets.map((rule) => ({ ...rule }));
  }

  /** The rule for this request, if any, counting one use of it. */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find((r) => r.method === method && r.url === path);
    if (!rule) return undefined;
    if (rule.times !== null) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }
}

function sameTarget(
  a: { method: FaultMethod; url: string },
  b: { method: FaultMethod; url: string },
) {
  return a.method === b.method && a.url === b.url;
}

declare module 'fastify' {
  interface FastifyInstance {
    faults: FaultRegistry;
  }
  interface FastifyRequest {
    /** Milliseconds a hold fault keeps this request's answer back, once it is ready. */
    faultHoldMs: number;
  }
}

async function faultsPlugin(app: FastifyInstance) {
  app.decorate('faults', new FaultRegistry(app.config.faults));
  app.decorateRequest('faultHoldMs', 0);

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (isControlPath(path)) return;
    const rule = app.faults.take(request.method, path);
    if (!rule) return;
    if (rule.holdMs !== undefined) {
      request.log.info({ fault: rule }, 'Injected hold');
      request.faultHoldMs = rule.holdMs;
      return;
    }
    request.log.info({ fault: rule }, 'Injected failure');
    // No `code`: it stands for a failure the API itself does not know (a proxy's 502, say), so a
    // client shows its message. Sent as text: the route's serializer would ask for a code.
    return reply
      .code(rule.status)
      .header(FAULT_HEADER, 'injected')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ success: false, message: rule.message, body: null }));
  });

  // The answer is complete (and kept for its Idempotency-Key, whose plugin is registered first).
  // Until the client gives up: then there is nobody left to answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.faultHoldMs <= 0 || reply.raw.destroyed) return payload;
    const gone = new AbortController();
    const abort = () => gone.abort();
    reply.raw.once('close', abort);
    await sleep(request.faultHoldMs, undefined, { signal: gone.signal }).catch(() => undefined);
    reply.raw.off('close', abort);
    return payload;
  });
}

export default fp(faultsPlugin, { name: 'faults', decorators: { fastify: ['config'] } });
