import { gunzipSync } from 'node:zlib';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

describe('compressed answers', () => {
  const ctx = useSeededApp();
  const tokens = useSignedIn(ctx);
  // Fastify's inject hands the bytes over as they were sent (Supertest would decompress them).
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('gzips a large answer for a client that accepts gzip, to the same JSON', async () => {
    const plain = await get('/city_list_all', { ...bearer(tokens.admin) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get('/city_list_all', {
      ...bearer(tokens.admin),
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers, such as an error, as they are', async () => {
    const refused = await get('/city_list_all', { 'Accept-Encoding': 'gzip' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().success).toBe(false);
  });
});
