import { expectStatus } from './answers.js';
import {
  IDEMPOTENCY_KEYS_PER_ACCOUNT,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_TTL_MS,
  IdempotencyRegistry,
} from '../src/plugins/idempotency.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

const KEY = 'Idempotency-Key';
const REPLAYED = 'idempotent-replayed';

describe('Idempotency-Key on writes', () => {
  const ctx = useSeededApp({ enableTestControl: true });
  const tokens = useSignedIn(ctx);

  const addCompany = (name: string, key?: string, token = tokens.admin) => {
    const call = ctx.api.post('/company_add').set(bearer(token));
    return (key === undefined ? call : call.set(KEY, key)).send({ company_name: name });
  };
  const companiesNamed = (name: string) =>
    ctx.app.store.companies.all().filter((company) => company.company_name === name).length;

  it('answers a repeated key with the first answer, marked as replayed, and acts once', async () => {
    const first = await addCompany('Idem Roadlines', 'key-1').expect(200);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const activity = ctx.app.store.activity.matching({}).length;

    const again = await addCompany('Idem Roadlines', 'key-1').expect(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(companiesNamed('Idem Roadlines')).toBe(1);
    expect(ctx.app.store.activity.matching({}).length).toBe(activity);

    // Without the key the same request acts (and the name is taken now).
    await addCompany('Idem Roadlines').expect(409);
  });

  it('replays a refusal the handler gave too, and treats the body regardless of key order', async () => {
    const company = ctx.app.store.companies.all()[0];
    if (!company) throw new Error('no seeded company');
    const loaded = company.version;
    await ctx.api
      .post('/company_edit')
      .set(bearer(tokens.subAdmin))
      .send({ company_id: company.id, company_name: 'Overtaking Carriers' })
      .expect(200);
    const stale = { company_id: company.id, company_name: 'Renamed Carriers', version: loaded };
    const first = await ctx.api
      .post('/company_edit')
      .set(bearer(tokens.admin))
      .set(KEY, 'stale-edit')
      .send(stale)
      .expect(409);
    const reordered = { version: loaded, company_name: 'Renamed Carriers', company_id: company.id };
    const again = await ctx.api
      .post('/company_edit')
      .set(bearer(tokens.admin))
      .set(KEY, 'stale-edit')
      .send(reordered)
      .expect(409);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('refuses the key with a different body or path (422), changing nothing', async () => {
    await addCompany('First Carriers', 'key-2').expect(200);
    const other = await addCompany('Second Carriers', 'key-2').expect(422);
    expect(other.body).toMatchObject({
      success: false,
      message: IDEMPOTENCY_MESSAGES.reused,
      code: 'idempotency_key_reused',
    });
    const state = ctx.app.store.states.all()[0];
    await ctx.api
      .post('/state_delete')
      .set(bearer(tokens.admin))
      .set(KEY, 'key-2')
      .send({ id: state?.id })
      .expect(422);
    expect(companiesNamed('Second Carriers')).toBe(0);
    expect(ctx.app.store.states.findById(state?.id ?? 0)).toBeDefined();
  });

  it('answers 409 idempotency_in_progress while the first request runs, then replays it', async () => {
    // Hashing is the one place a write awaits; holding it holds a sub admin add mid-request.
    const hasher = ctx.app.passwords;
    const hashNow = hasher.hash.bind(hasher);
    let release = () => {};
    const hashPassword = jest.spyOn(hasher, 'hash').mockImplementationOnce(async (password) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return hashNow(password);
    });
    const body = {
      full_name: 'Kiran Desai',
      email: 'kiran.desai@example.in',
      mobile: '+91 98765 43210',
      password: 'long-enough-1',
    };
    const send = () =>
      ctx.api.post('/sub_admin_add').set(bearer(tokens.admin)).set(KEY, 'held').send(body);

    const first = send().then((response) => response);
    await waitFor(() => hashPassword.mock.calls.length === 1);
    const during = await send().expect(409);
    expect(during.body).toMatchObject({
      message: IDEMPOTENCY_MESSAGES.inProgress,
      code: 'idempotency_in_progress',
    });

    release();
    const answered = await first;
    expectStatus(answered, 201);
    const after = await send().expect(201);
    expect(after.headers[REPLAYED]).toBe('true');
    expect(after.body).toEqual(answered.body);
    expect(ctx.app.store.admins.all().filter((a) => a.email === body.email)).toHaveLength(1);
  });

  it('replays a write whose answer a fault still holds back (the answer was lost)', async () => {
    await ctx.api
      .post('/__faults')
      .send({ method: 'POST', url: '/company_add', hold_ms: 30_000, times: 1 })
      .expect(201);
    const lost = addCompany('Lost Answer Carriers', 'lost');
    lost.catch(() => undefined);
    await waitFor(() => companiesNamed('Lost Answer Carriers') === 1);
    const retry = await addCompany('Lost Answer Carriers', 'lost').expect(200);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.body.body.company_name).toBe('Lost Answer Carriers');
    expect(companiesNamed('Lost Answer Carriers')).toBe(1);
    lost.abort();
  });

  it('keeps keys per account: the same key from another account is its own', async () => {
    await addCompany('Admin Carriers', 'shared').expect(200);
    const theirs = await addCompany('Sub Admin Carriers', 'shared', tokens.subAdmin).expect(200);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(companiesNamed('Sub Admin Carriers')).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const start = Date.now();
    await addCompany('Early Roadways', 'day-old').expect(200);
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(start + IDEMPOTENCY_TTL_MS - 60_000);
      // The clock moved past the session's idle timeout too: sign in again at the new time.
      const token = await signIn();
      const kept = await addCompany('Early Roadways', 'day-old', token).expect(200);
      expect(kept.headers[REPLAYED]).toBe('true');

      now.mockReturnValue(start + IDEMPOTENCY_TTL_MS + 60_000);
      const later = await signIn();
      // Acting again: the name is taken by the first request's company.
      const again = await addCompany('Early Roadways', 'day-old', later);
      expect(again.headers[REPLAYED]).toBeUndefined();
      expectStatus(again, 409);
    } finally {
      now.mockRestore();
    }
  });

  it('does not keep an answer the request never reached the handler for', async () => {
    const refused = await addCompany('Sub Only', 'not-allowed', 'not-a-token').expect(401);
    expect(refused.headers[REPLAYED]).toBeUndefined();
    await addCompany('', 'empty-name').expect(400);
    await addCompany('Valid Now Roadlines', 'empty-name').expect(200);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'a key'],
    ['non-ASCII', 'clé'],
    ['too long', 'k'.repeat(256)],
  ])('refuses a key that is %s with a 400 naming the header', async (_what, key) => {
    const res = await addCompany('Badkey Carriers', key).expect(400);
    expect(res.body).toMatchObject({
      message: 'idempotency-key must be 1 to 255 visible ASCII characters (no spaces)',
      errors: [{ field: 'idempotency-key' }],
    });
    expect(companiesNamed('Badkey Carriers')).toBe(0);
  });

  it('acts once for 200 concurrent requests with one key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => addCompany('Crowd Logistics', 'crowd')),
    );
    expect(companiesNamed('Crowd Logistics')).toBe(1);
    const acted = answers.filter((a) => a.status === 200 && a.headers[REPLAYED] === undefined);
    expect(acted).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toEqual(acted[0]?.body);
      else expect(answer.body).toMatchObject({ code: 'idempotency_in_progress' });
    }
  });

  it('is forgotten by POST /__reset', async () => {
    await addCompany('Reset Roadlines', 'reset').expect(200);
    await ctx.api.post('/__reset').expect(200);
    const token = await signIn();
    const res = await addCompany('Reset Roadlines', 'reset', token).expect(200);
    expect(res.headers[REPLAYED]).toBeUndefined();
  });

  it('allows the header from the console origin (CORS)', async () => {
    const res = await ctx.api
      .options('/company_add')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,idempotency-key')
      .expect(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });

  async function signIn() {
    const res = await ctx.api
      .post('/adminlogin')
      .send({ email: 'admin@example.com', password: 'password123' })
      .expect(200);
    return res.body.body.token as string;
  }
});

describe('IdempotencyRegistry', () => {
  it(`keeps at most ${IDEMPOTENCY_KEYS_PER_ACCOUNT} keys per account, dropping the oldest`, () => {
    const registry = new IdempotencyRegistry();
    const kinds = new Set<string>();
    for (let i = 0; i <= IDEMPOTENCY_KEYS_PER_ACCOUNT; i += 1) {
      kinds.add(registry.claim(1, `key-${i}`, 'same').kind);
    }
    expect([...kinds]).toEqual(['new']);
    expect(registry.size(1)).toBe(IDEMPOTENCY_KEYS_PER_ACCOUNT);
    expect(registry.claim(1, `key-${IDEMPOTENCY_KEYS_PER_ACCOUNT}`, 'same').kind).toBe('running');
    expect(registry.claim(1, 'key-0', 'same').kind).toBe('new');
    expect(registry.size(2)).toBe(0);
  });

  it('drops keys older than the TTL by its clock', () => {
    let clock = 1_000;
    const registry = new IdempotencyRegistry({ ttlMs: 100, now: () => clock });
    registry.claim(7, 'a', 'f');
    registry.complete(7, 'a', { status: 200, contentType: 'application/json', payload: '{}' });
    clock += 100;
    expect(registry.claim(7, 'a', 'f').kind).toBe('replay');
    clock += 1;
    expect(registry.claim(7, 'a', 'f').kind).toBe('new');
  });

  it('releases a key whose request ended without an answer to keep', () => {
    const registry = new IdempotencyRegistry();
    registry.claim(1, 'k', 'f');
    registry.release(1, 'k');
    expect(registry.claim(1, 'k', 'f').kind).toBe('new');
    registry.complete(1, 'k', { status: 200, contentType: undefined, payload: '{}' });
    registry.release(1, 'k');
    expect(registry.claim(1, 'k', 'f').kind).toBe('replay');
  });
});

async function waitFor(condition: () => boolean) {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
