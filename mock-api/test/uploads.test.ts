import { useSeededApp } from './helpers.js';

const ctx = useSeededApp();

describe('GET /uploads/avatars/:file', () => {
  it("serves the demo admin's image_url as an SVG with initials", async () => {
    const res = await ctx.api.get('/uploads/avatars/1.svg').buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.headers.etag).toBeTruthy();
    const svg = res.body.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<circle');
    expect(svg).toMatch(/>AM<\/text>/); // Asha Menon
  });

  it('is deterministic and different per account', async () => {
    const a = (await ctx.api.get('/uploads/avatars/1.svg').buffer(true)).body.toString();
    const b = (await ctx.api.get('/uploads/avatars/1.svg').buffer(true)).body.toString();
    const other = (await ctx.api.get('/uploads/avatars/2.svg').buffer(true)).body.toString();
    expect(a).toBe(b);
    expect(other).toMatch(/>VS<\/text>/); // Vikram Singh
    expect(other.match(/fill="(#[0-9A-F]{6})"/)?.[1]).not.toBe(
      a.match(/fill="(#[0-9A-F]{6})"/)?.[1],
    );
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.api.get('/uploads/avatars/1.svg').expect(200);
    const res = await ctx.api
      .get('/uploads/avatars/1.svg')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
    expect(res.text ?? '').toBe('');
  });

  it('escapes names in the SVG', async () => {
    await ctx.api
      .post('/auth/register')
      .send({ email: 'amp@example.com', password: 'secret-123', name: '<b> &co' })
      .expect(202);
    const id = ctx.app.store.admins.findByEmail('amp@example.com')?.id;
    const svg = (await ctx.api.get(`/uploads/avatars/${id}.svg`).buffer(true)).body.toString();
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;&#38;');
  });

  it.each(['999.svg', '1.png', 'abc.svg', '..%2F..%2Fpackage.json'])(
    'answers 404 JSON for %s',
    async (file) => {
      const res = await ctx.api.get(`/uploads/avatars/${file}`).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: false, message: 'Avatar not found', body: null });
    },
  );
});

describe('GET /uploads/drivers/:file', () => {
  const withPhoto = () => ctx.app.store.drivers.all().find((d) => d.photo_url !== null)!;
  const withoutPhoto = () => ctx.app.store.drivers.all().find((d) => d.photo_url === null)!;

  it("serves a driver's photo_url as an SVG with the driver's initials", async () => {
    const driver = withPhoto();
    expect(driver.photo_url).toBe(`uploads/drivers/${driver.id}.svg`);
    const res = await ctx.api.get(`/${driver.photo_url}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const [first, ...rest] = driver.full_name.split(' ');
    const initials = `${first![0]}${rest.join(' ')[0] ?? ''}`.toUpperCase();
    expect(res.body.toString('utf8')).toContain(`>${initials}</text>`);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = `/${withPhoto().photo_url}`;
    const first = await ctx.api.get(path).expect(200);
    await ctx.api.get(path).set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it.each<[string, () => string]>([
    ['a driver without a photo', () => `${withoutPhoto().id}.svg`],
    ['an unknown driver', () => '999999.svg'],
    ['another extension', () => `${withPhoto().id}.png`],
  ])('answers 404 JSON for %s', async (_, file) => {
    const res = await ctx.api.get(`/uploads/drivers/${file()}`).expect(404);
    expect(res.body).toEqual({ success: false, message: 'Photo not found', body: null });
  });
});

describe('GET /health', () => {
  it('answers ok with the uptime, without a token', async () => {
    const res = await ctx.api.get('/health').expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'OK',
      body: { status: 'ok', uptime_seconds: expect.any(Number) },
    });
    expect(res.body.body.uptime_seconds).toBeGreaterThanOrEqual(0);
  });
});
