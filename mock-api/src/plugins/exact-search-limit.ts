import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';
import { maskEmail, maskLicence, maskMobile } from '../http/masking.js';
import { personalDataViewOf } from '../http/personal-data.js';
import { mayReveal } from '../permissions.js';
import { fullName, type AdminRecord, type FieldChange } from '../store/index.js';

/**
 * The exact-match search as an oracle (issue 22): an account that sees drivers' personal data
 * masked still finds a driver by a whole mobile number, so enumerating candidate numbers would
 * recover a masked one (40,435 searches in 8.9 s did). Such searches — by a whole mobile number,
 * e-mail or licence number, by an account that may not reveal — are therefore:
 *
 * - limited per account across every call that takes a driver search (the list, the export
 *   link's row count, the bulk actions' `filter`): MOCK_EXACT_SEARCH_LIMIT a minute (30),
 *   counted by the throttle plugin (429 with Retry-After beyond; POST /__reset forgets counts);
 * - recorded in the activity log without flooding it: one `search` entry per account per minute
 *   that had any, with their count and the masked values (never the full ones), written when the
 *   minute is over, plus one entry at the first refusal of each window.
 *
 * Names, fragments and vehicle numbers (which are not masked) are neither limited nor recorded.
 * The drivers section adds `guard` as a preHandler of all its routes.
 */

declare module 'fastify' {
  interface FastifyInstance {
    exactSearchLimit: {
      /** preHandler: counts (and may refuse) the request's search if it is an exact one. */
      guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      /** Writes the entries of minutes that are over (the timers do it too). */
      flush: (now?: number) => void;
      /** Forgets pending entries (POST /__reset and the tests). */
      reset: () => void;
    };
  }
}

/** For the document: the operations that take a driver search. */
export const EXACT_SEARCH_NOTE =
  'A sub admin without the reveal permission may search by a whole mobile number, e-mail or licence number MOCK_EXACT_SEARCH_LIMIT times a minute (30 by default), counted across the driver list, its export link and the bulk actions: 429 with `Retry-After` beyond. Names and vehicle numbers are not limited.';

const MINUTE_MS = 60_000;
/** Masked values an entry lists at most: enough to see a pattern, short enough to read. */
const VALUES_LISTED = 20;

const PHONE_LIKE = /^[\d\s+().-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** An Indian driving licence: state, RTO, year, number (`MH12 2015 0012345`, any separators). */
const LICENCE = /^[A-Za-z]{2}[\s-]?\d{2}[\s-]?\d{4}[\s-]?\d{7}$/;

/** `+91 98765 43210`, `098765 43210`, `9876543210`: the 10-digit national number, or the digits. */
function nationalDigits(text: string): string {
  const all = text.replace(/\D/g, '');
  if (all.length === 12 && all.startsWith('91')) return all.slice(2);
  if (all.length === 11 && all.startsWith('0')) return all.slice(1);
  return all;
}

/**
 * The search masked as the account sees such values (`+91 98••• ••210`), when it is a whole
 * mobile number (10 digits or more), e-mail or licence number; else null.
 */
export function maskedExactSearch(search: string | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  if (PHONE_LIKE.test(text)) {
    const digits = nationalDigits(text);
    if (digits.length < 10) return null;
    return maskMobile(
      digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits,
    );
  }
  if (EMAIL.test(text)) return maskEmail(text.toLowerCase());
  if (LICENCE.test(text)) return maskLicence(text.replace(/[\s-]/g, '').toUpperCase());
  return null;
}

/** Where the drivers' calls carry their search: the list's query, an export's or bulk body. */
function searchOf(request: FastifyRequest): string | undefined {
  const query = request.query as { serach?: unknown } | undefined;
  const body = request.body as { serach?: unknown; filter?: { serach?: unknown } } | undefined;
  const search = query?.serach ?? body?.serach ?? body?.filter?.serach;
  return typeof search === 'string' ? search : undefined;
}

/** One account's exact searches in one minute. */
interface Tally {
  actor: AdminRecord;
  minute: number;
  searches: number;
  refused: number;
  values: Set<string>;
  timer: NodeJS.Timeout;
}

async function exactSearchLimitPlugin(app: FastifyInstance) {
  const { store, config } = app;
  const tallies = new Map<number, Tally>();
  /** Per account: when its current refusal window ends (its first 429 was recorded). */
  const refusedUntil = new Map<number, number>();

  const append = (actor: AdminRecord, changes: FieldChange[]) =>
    store.activity.append({
      actor_id: actor.id,
      actor_name: fullName(actor),
      actor_role: actor.role,
      section: 'drivers',
      record_type: 'driver',
      record_id: null,
      record_label: 'Search by mobile number, e-mail or licence number',
      action: 'search',
      changes,
      batch_id: null,
    });

  const write = (tally: Tally) => {
    clearTimeout(tally.timer);
    tallies.delete(tally.actor.id);
    const values = [...tally.values];
    const more = tally.searches + tally.refused - values.length;
    append(tally.actor, [
      { field: 'searches', before: null, after: String(tally.searches) },
      ...(tally.refused > 0
        ? [{ field: 'refused', before: null, after: String(tally.refused) }]
        : []),
      {
        field: 'searched_for',
        before: null,
        after: values.join(', ') + (more > 0 && values.length >= VALUES_LISTED ? ', …' : ''),
      },
    ]);
  };

  const flush = (now = Date.now()) => {
    const minute = Math.floor(now / MINUTE_MS);
    for (const tally of [...tallies.values()]) if (tally.minute < minute) write(tally);
  };

  const tally = (actor: AdminRecord, masked: string, refused: boolean) => {
    const now = Date.now();
    flush(now);
    const minute = Math.floor(now / MINUTE_MS);
    let current = tallies.get(actor.id);
    if (!current) {
      const timer = setTimeout(() => flush(), (minute + 1) * MINUTE_MS - now + 50);
      timer.unref();
      current = { actor, minute, searches: 0, refused: 0, values: new Set(), timer };
      tallies.set(actor.id, current);
    }
    if (refused) current.refused += 1;
    else current.searches += 1;
    if (current.values.size < VALUES_LISTED) current.values.add(masked);
  };

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.auth?.user;
    if (!user || !personalDataViewOf(user).masked || mayReveal(user)) return;
    const masked = maskedExactSearch(searchOf(request));
    if (masked === null) return;
    try {
      await app.throttle.exactSearchPerAccount(request, reply);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      tally(user, masked, true);
      const now = Date.now();
      if ((refusedUntil.get(user.id) ?? 0) <= now) {
        const waitSeconds = Number(reply.getHeader('Retry-After')) || 60;
        refusedUntil.set(user.id, now + waitSeconds * 1000);
        append(user, [
          {
            field: 'limit',
            before: null,
            after: `${config.exactSearchLimit.max} a minute reached; refused for ${waitSeconds} s`,
          },
        ]);
      }
      throw error;
    }
    tally(user, masked, false);
  };

  const reset = () => {
    for (const pending of tallies.values()) clearTimeout(pending.timer);
    tallies.clear();
    refusedUntil.clear();
  };

  app.decorate('exactSearchLimit', { guard, flush, reset });
  app.addHook('onClose', async () => reset());
}

export default fp(exactSearchLimitPlugin, {
  name: 'exact-search-limit',
  dependencies: ['throttle'],
  decorators: { fastify: ['config', 'store', 'throttle'] },
});
