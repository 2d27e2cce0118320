import { bearer, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp({ driverCount: 20, checkinCount: 50, restingPointCount: 5 });
const tokens = useSignedIn(ctx);

describe('cleaning Markdown off the event loop', () => {
  it('answers /health while hostile policies wait to be cleaned', async () => {
    // Each body costs about 200 times plain text to clean. Cleaned on the event loop, these held
    // every other request until the saves that had arrived were all done.
    const body = '!['.repeat(25_000);
    let saved = 0;
    const saves = Array.from({ length: 40 }, (_, index) =>
      ctx.api
        .post('/policy_add')
        .set(bearer(tokens.subAdmin))
        .send({ title: `Hostile ${index}`, body, effective_date: '2027-01-01' })
        .expect(201)
        .then(() => (saved += 1)),
    );
    // Sent once the saves have arrived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ctx.api.get('/health').expect(200);
    const savedBeforeHealth = saved;
    await Promise.all(saves);
    // Off the event loop none has been saved yet (on it, about 30 of 40 were).
    expect(savedBeforeHealth).toBeLessThan(20);
  });

  it('stores the same text through the pool as the cleaning gives', async () => {
    const res = await ctx.api
      .post('/policy_add')
      .set(bearer(tokens.admin))
      .send({ title: 'Pooled', body: "Hi <svg onload=alert('x')>", effective_date: '2027-01-01' })
      .expect(201);
    expect(res.body.body.body).toBe("Hi &lt;svg onload=alert('x')>");
    expect(res.body.message).toBe(
      'Policy saved. Unsafe markup was removed: other HTML elements (svg).',
    );
  });
});
