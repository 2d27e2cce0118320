import { maskMobile } from '../src/http/masking.js';
import { maskedExactSearch } from '../src/plugins/exact-search-limit.js';
import type { ActivityEntry, DriverRecord } from '../src/store/index.js';
import { bearer, signInRevealer, useSeededApp, useSignedIn } from './helpers.js';

/**
 * The exact-match search as an oracle (issue 22 §1): a sub admin who sees a mobile number masked
 * (`+91 83••• ••615`) could try every number that fits the mask until the list finds the driver.
 * Such searches share one limit per account across every call that searches drivers.
 */

const LIMIT = 30;
const ctx = useSeededApp({ enableTestControl: true, driverCount: 300, checkinCount: 300 });
const tokens = useSignedIn(ctx);

let now = 0;
beforeEach(() => {
  now = Date.parse('2026-03-01T09:00:10Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** A live driver whose mobile number no other driver has. */
function aDriver(): DriverRecord {
  const all = ctx.app.store.drivers.all();
  const driver = ctx.app.store.drivers
    .live()
    .find((one) => all.filter((other) => other.mobile === one.mobile).length === 1);
  if (!driver) throw new Error('the seed has no suitable driver');
  return driver;
}

/** Every number that fits the mask `+91 98••• ••210`, in order: what an attacker would try. */
function* candidates(masked: string): Generator<string> {
  const [, head, tail] = /^\+91 (\d\d)••• ••(\d{3})$/.exec(masked)!;
  for (let hidden = 0; hidden < 100_000; hidden += 1) {
    const digits = `${head}${String(hidden).padStart(5, '0')}${tail}`;
    yield `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  }
}

const search = (token: string, serach: string) =>
  ctx.api.get('/users_list').query({ serach, limit: 10 }).set(bearer(token));

const searchEntries = (): ActivityEntry[] =>
  [...ctx.app.store.activity.newestFirst()].filter((entry) => entry.action === 'search');

/** The value of one changed field of an entry. */
const fieldOf = (entry: ActivityEntry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field)?.after;

describe('the oracle attack', () => {
  it('stops a sub admin enumerating candidate numbers within the limit', async () => {
    const driver = aDriver();
    const masked = maskMobile(driver.mobile);
    // The attacker's order puts the real number well past the limit, as it would be on average.
    const wrong = [...candidates(masked)].filter((number) => number !== driver.mobile);
    const tries = [...wrong.slice(0, 60), driver.mobile];

    const statuses: number[] = [];
    let foundAt = -1;
    for (const [index, number] of tries.entries()) {
      const res = await search(tokens.subAdmin, number);
      statuses.push(res.status);
      if (res.status === 200 && res.body.body.length > 0) foundAt = index;
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body.message).toMatch(
          /^Too many searches by mobile number, e-mail or licence number\. Try again in (1 minute|\d+ seconds?)\.$/,
        );
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
    expect(foundAt).toBe(-1); // the real number was refused, not found

    // Not a broken search: a minute later the same account finds the driver by the number.
    now += 60_000;
    const later = await search(tokens.subAdmin, driver.mobile).expect(200);
    expect(later.body.body.map((row: { user_id: number }) => row.user_id)).toEqual([driver.id]);
  });

  it('shares one limit across the list, the export link and the bulk actions’ filter', async () => {
    const driver = aDriver();
    const numbers = candidates(maskMobile(driver.mobile));
    const next = () => numbers.next().value as string;
    const auth = bearer(tokens.subAdmin);
    for (let i = 0; i < 10; i += 1) await search(tokens.subAdmin, next()).expect(200);
    for (let i = 0; i < 10; i += 1) {
      await ctx.api.post('/users_export_link').set(auth).send({ serach: next() }).expect(200);
    }
    for (let i = 0; i < 10; i += 1) {
      await ctx.api
        .post('/users_bulk_status')
        .set(auth)
        .send({ filter: { serach: next() }, status: 'active' })
        .expect(200);
    }
    await ctx.api.post('/users_export_link').set(auth).send({ serach: next() }).expect(429);
    await ctx.api
      .post('/users_bulk_delete')
      .set(auth)
      .send({ filter: { serach: driver.mobile } })
      .expect(429);
    expect(ctx.app.store.drivers.findById(driver.id)?.deleted_at).toBeNull();
    await search(tokens.subAdmin, next()).expect(429);
  });

  it('counts e-mails and licence numbers too, but not names, fragments or vehicle numbers', async () => {
    const driver = aDriver();
    for (let i = 0; i < 40; i += 1) {
      await search(tokens.subAdmin, driver.vehicle_number).expect(200);
      await search(tokens.subAdmin, driver.full_name.split(' ')[0]!).expect(200);
      await search(tokens.subAdmin, '98765').expect(200); // a fragment finds nothing for them
    }
    for (let i = 0; i < LIMIT / 2; i += 1) {
      await search(tokens.subAdmin, `driver${i}@gmail.com`).expect(200);
      await search(tokens.subAdmin, `MH12 2015 00${String(i).padStart(5, '0')}`).expect(200);
    }
    await search(tokens.subAdmin, 'someone@example.in').expect(429);
  });

  it('does not limit administrators or sub admins who may reveal', async () => {
    const revealer = signInRevealer(ctx);
    const numbers = candidates(maskMobile(aDriver().mobile));
    for (let i = 0; i < LIMIT + 5; i += 1) {
      const number = numbers.next().value as string;
      await search(tokens.admin, number).expect(200);
      await search(revealer, number).expect(200);
    }
  });

  it('forgets the counts at POST /__reset', async () => {
    const numbers = candidates(maskMobile(aDriver().mobile));
    for (let i = 0; i < LIMIT; i += 1) {
      await search(tokens.subAdmin, numbers.next().value as string).expect(200);
    }
    await search(tokens.subAdmin, numbers.next().value as string).expect(429);
    const session = ctx.app.store.sessions.get(tokens.subAdmin)!;
    await ctx.api.post('/__reset').expect(200);
    ctx.app.store.sessions.add(session); // /__reset ends every session
    await search(tokens.subAdmin, numbers.next().value as string).expect(200);
  });
});

describe('the activity log of exact searches', () => {
  it('writes one entry per account per minute, with the count and masked values, and one at the first refusal', async () => {
    const driver = aDriver();
    const numbers = candidates(maskMobile(driver.mobile));
    const tried: string[] = [];
    for (let i = 0; i < LIMIT + 10; i += 1) {
      const number = numbers.next().value as string;
      tried.push(number);
      await search(tokens.subAdmin, number);
    }
    await search(tokens.subAdmin, driver.vehicle_number).expect(200); // not limited

    // The first refusal is recorded at once, and only the first.
    const refusals = searchEntries();
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({
      actor_id: 2,
      section: 'drivers',
      action: 'search',
      changes: [{ field: 'limit', before: null, after: expect.stringMatching(/^30 a minute/) }],
    });

    // The minute's entry is written once it is over.
    now += 60_000;
    ctx.app.exactSearchLimit.flush();
    const [minute] = searchEntries();
    expect(fieldOf(minute, 'searches')).toBe(String(LIMIT));
    expect(fieldOf(minute, 'refused')).toBe('10');
    expect(fieldOf(minute, 'searched_for')).toContain(maskMobile(driver.mobile));
    expect(searchEntries()).toHaveLength(2);

    // Never the numbers themselves, in the log or its API.
    const log = JSON.stringify([...ctx.app.store.activity.newestFirst()]);
    for (const number of tried) expect(log).not.toContain(number.slice(4));
    const api = await ctx.api
      .get('/activity_list')
      .query({ action: 'search' })
      .set(bearer(tokens.admin))
      .expect(200);
    expect(api.body.body).toHaveLength(2);
  });

  it('writes nothing for a minute without exact searches, and nothing for administrators', async () => {
    await search(tokens.subAdmin, aDriver().vehicle_number).expect(200);
    await search(tokens.admin, aDriver().mobile).expect(200);
    now += 120_000;
    ctx.app.exactSearchLimit.flush();
    expect(searchEntries()).toEqual([]);
  });
});

describe('what counts as an exact search', () => {
  it('is a whole mobile number, e-mail or licence number, masked as the account sees it', () => {
    expect(maskedExactSearch('+91 98765 43210')).toBe('+91 98••• ••210');
    expect(maskedExactSearch('09876543210')).toBe('+91 98••• ••210');
    expect(maskedExactSearch('9876543210')).toBe('+91 98••• ••210');
    expect(maskedExactSearch('Ravi.Kumar@Gmail.com')).toBe('r••••@gmail.com');
    expect(maskedExactSearch('mh12 2015 0012345')).toBe('MH12••••••••345');
    for (const other of ['98765', 'Ravi Kumar', 'MH12AB1234', 'gmail.com', '', undefined]) {
      expect(maskedExactSearch(other)).toBeNull();
    }
  });
});
