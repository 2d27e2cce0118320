import { expectStatus } from './answers.js';
import { countRecipients } from '../src/store/index.js';
import { bearer, expectError, login, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

const liveDrivers = () => ctx.app.store.drivers.live();

async function count(token: string, audience: Record<string, unknown>) {
  return ctx.api.post('/broadcast_audience_count').set(bearer(token)).send({ audience });
}

describe('POST /broadcast_audience_count', () => {
  it('counts every live driver for all', async () => {
    const res = await count(await login(ctx.api), { all: true });
    expectStatus(res, 200);
    expect(res.body.body).toEqual({
      recipient_count: liveDrivers().length,
      total_drivers: liveDrivers().length,
    });
    expect(liveDrivers().length).toBeLessThan(ctx.app.store.drivers.size); // some are deleted
  });

  it('counts a driver in any chosen state OR city OR company, once', async () => {
    const token = await login(ctx.api);
    const [first, second] = liveDrivers();
    if (!first || !second) throw new Error('the seed has no drivers');
    const companyId = second.company_id ?? 1;
    const audience = {
      state_ids: [first.state_id],
      city_ids: [second.city_id],
      company_ids: [companyId],
    };
    const expected = liveDrivers().filter(
      (d) =>
        d.state_id === first.state_id || d.city_id === second.city_id || d.company_id === companyId,
    ).length;
    const res = await count(token, audience);
    expect(res.body.body.recipient_count).toBe(expected);

    const stateOnly = liveDrivers().filter((d) => d.state_id === first.state_id).length;
    const byState = await count(token, { state_ids: [first.state_id, first.state_id] });
    expect(byState.body.body.recipient_count).toBe(stateOnly);
    expect(expected).toBeGreaterThan(stateOnly);
  });

  it('leaves soft-deleted drivers out', async () => {
    const token = await login(ctx.api);
    const driver = liveDrivers()[0]!;
    const before = (await count(token, { city_ids: [driver.city_id] })).body.body.recipient_count;
    ctx.app.store.drivers.update(driver.id, { deleted_at: new Date().toISOString() });
    const after = (await count(token, { city_ids: [driver.city_id] })).body.body.recipient_count;
    expect(after).toBe(before - 1);
  });

  it.each([
    [{}, 'Choose all drivers, or at least one state, city or company', 'audience'],
    [
      { all: false, state_ids: [] },
      'Choose all drivers, or at least one state, city or company',
      'audience',
    ],
    [
      { all: true, state_ids: [1] },
      'Choose either all drivers or states, cities and companies, not both',
      'audience',
    ],
    [{ state_ids: [1, 999] }, 'Unknown state id 999', 'audience.state_ids'],
    [{ company_ids: [555] }, 'Unknown company id 555', 'audience.company_ids'],
    [{ city_ids: ['3'] }, 'audience.city_ids.0 must be a whole number', 'audience.city_ids.0'],
  ])('answers 400 for %j', async (audience, message, field) => {
    const res = await count(await login(ctx.api), audience);
    expectStatus(res, 400);
    expectError(res.body, message);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });
});

describe('POST /broadcast_send and GET /broadcast_list', () => {
  const send = (token: string, body: Record<string, unknown>) =>
    ctx.api.post('/broadcast_send').set(bearer(token)).send(body);

  it('records the broadcast and lists it first, with the counted recipients', async () => {
    const token = await login(ctx.api);
    const stateId = liveDrivers()[0]!.state_id;
    const expected = (await count(token, { state_ids: [stateId] })).body.body.recipient_count;
    const res = await send(token, {
      title: ' Road closed ',
      message: 'NH48 closed near the ghat tonight. Rest at the nearest point.',
      audience: { state_ids: [stateId] },
      channels: ['in_app', 'push', 'push'],
    });
    expectStatus(res, 201);
    const stateName = ctx.app.store.states.findById(stateId)!.name;
    expect(res.body).toMatchObject({
      message: `Broadcast sent to ${expected} drivers`,
      body: {
        title: 'Road closed',
        channels: ['push', 'in_app'],
        audience: { all: false, state_ids: [stateId], city_ids: [], company_ids: [] },
        audience_summary: `States: ${stateName}`,
        recipient_count: expected,
        status: 'sent',
        sent_by: 'Asha Menon',
      },
    });
    const list = await ctx.api.get('/broadcast_list?limit=5').set(bearer(token)).expect(200);
    expect(list.body.body[0]).toEqual(res.body.body);
    expect(list.body.pagination.total).toBe(ctx.app.store.broadcasts.size);
  });

  it('seeds a history whose counts match the seeded drivers', () => {
    const history = ctx.app.store.broadcasts.all();
    expect(history.length).toBeGreaterThanOrEqual(10);
    for (const row of history) {
      expect(row.recipient_count).toBe(countRecipients(liveDrivers(), row.audience));
    }
    expect(history.some((row) => row.audience.all)).toBe(true);
    expect(history.some((row) => row.status === 'failed')).toBe(true);
  });

  it('lists the seeded history newest first, with paging', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api.get('/broadcast_list?page=2&limit=5').set(bearer(token)).expect(200);
    expect(res.body.body).toHaveLength(5);
    const dates = res.body.body.map((row: { sent_at: string }) => row.sent_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.pagination).toMatchObject({ page: 2, limit: 5 });
  });

  it('enforces the length limits: title 65, push message 240, in-app only 1000', async () => {
    const token = await login(ctx.api);
    const base = { title: 'T', message: 'M', audience: { all: true }, channels: ['push'] };
    const longTitle = await send(token, { ...base, title: 'x'.repeat(66) });
    expectError(longTitle.body, 'title must be at most 65 characters');
    const longPush = await send(token, { ...base, message: 'x'.repeat(241) });
    expectStatus(longPush, 400);
    expectError(longPush.body, 'message must be at most 240 characters for a push notification');
    await send(token, { ...base, message: 'x'.repeat(241), channels: ['in_app'] }).expect(201);
    const tooLong = await send(token, { ...base, message: 'x'.repeat(1001), channels: ['in_app'] });
    expectError(tooLong.body, 'message must be at most 1000 characters');
  });

  it('needs a channel, and an audience that reaches somebody', async () => {
    const token = await login(ctx.api);
    const noChannel = await send(token, {
      title: 'T',
      message: 'M',
      audience: { all: true },
      channels: [],
    });
    expectError(noChannel.body, 'channels must have at least 1 item');
    expect(noChannel.body.errors).toMatchObject([
      { field: 'channels', message: 'channels must have at least 1 item' },
    ]);
    const emptyCity = ctx.app.store.cities.insert({
      name: 'Nowhere',
      state_id: 1,
      status: 'active',
      latitude: 20,
      longitude: 78,
      created_at: new Date().toISOString(),
      version: 1,
      updated_at: new Date().toISOString(),
      updated_by: null,
    });
    const nobody = await send(token, {
      title: 'T',
      message: 'M',
      audience: { city_ids: [emptyCity.id] },
      channels: ['push'],
    });
    expectStatus(nobody, 400);
    expectError(
      nobody.body,
      'No drivers match this audience. Choose other states, cities or companies.',
    );
  });
});
