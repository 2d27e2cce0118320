import { ADMIN, useSeededApp, type TestContext } from './helpers.js';

const preflight = (ctx: TestContext, origin: string, path = '/adminProfile') =>
  ctx.api
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'GET')
    .set('Access-Control-Request-Headers', 'authorization, content-type');

describe('CORS with the default origins', () => {
  // Built from the documented defaults (test/setup-env.ts clears every MOCK_* variable).
  const ctx = useSeededApp();

  it('allows the console by both names of this machine, localhost and 127.0.0.1', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await preflight(ctx, origin).expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const answer = await ctx.api
        .post('/adminlogin')
        .set('Origin', origin)
        .send(ADMIN)
        .expect(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    }
    const otherPort = await preflight(ctx, 'http://127.0.0.1:5173');
    expect(otherPort.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the console origin, the Authorization header and the methods in a preflight', async () => {
    const res = await preflight(ctx, 'http://localhost:3000').expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
    expect(allowed).toContain('accept');
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'DELETE', 'OPTIONS']),
    );
  });

  it('does not allow another origin', async () => {
    const res = await preflight(ctx, 'http://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds the allow-origin header to real answers, errors included', async () => {
    const ok = await ctx.api
      .post('/adminlogin')
      .set('Origin', 'http://localhost:3000')
      .send(ADMIN)
      .expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    const unauthorized = await ctx.api
      .get('/adminProfile')
      .set('Origin', 'http://localhost:3000')
      .expect(401);
    expect(unauthorized.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    const other = await ctx.api.get('/health').set('Origin', 'http://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with configured origins', () => {
  const ctx = useSeededApp({
    corsOrigins: ['http://console.test:5173', 'https://admin.example.in'],
  });

  it('allows each configured origin and no longer the default one', async () => {
    for (const origin of ['http://console.test:5173', 'https://admin.example.in']) {
      const res = await preflight(ctx, origin).expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const res = await preflight(ctx, 'http://localhost:3000');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
