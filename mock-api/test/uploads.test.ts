import { signedPhotoUrl } from '../src/http/photo-urls.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

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
      .send({ email: 'amp@example.com', password: 'secret-123', name: '< &co' })
      .expect(202);
    const id = ctx.app.store.admins.findByEmail('amp@example.com')?.id;
    const svg = (await ctx.api.get(`/uploads/avatars/${id}.svg`).buffer(true)).body.toString();
    expect(svg).not.toContain('<&');
    expect(svg).toContain('&#60;&#38;');
  });

  it.each(['999.svg', '1.png', 'abc.svg', '..%2F..%2Fpackage.json'])(
    'answers 404 JSON for %s',
    async (file) => {
      const res = await ctx.api.get(`/uploads/avatars/${file}`).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ success: false, message: 'Avatar not found', body: null });
    },
  );
});

describe('GET /uploads/drivers/:file: photos by signed URL only', () => {
  const tokens = useSignedIn(ctx);
  const withPhoto = () => ctx.app.store.drivers.all().find((d) => d.photo_url !== null)!;
  const withoutPhoto = () => ctx.app.store.drivers.all().find((d) => d.photo_url === null)!;
  const REFUSED = {
    success: false,
    message: 'This photo link is not valid or has expired. Load the driver again.',
    body: null,
    code: 'photo_link_invalid',
    params: {},
  };

  /** The driver's photo_url as the API answers it to `token`. */
  async function photoUrlOf(id: number, token = tokens.subAdmin): Promise<string> {
    const res = await ctx.api
      .post('/user_detail_view')
      .set(bearer(token))
      .send({ user_id: id })
      .expect(200);
    return res.body.body.photo_url as string;
  }

  afterEach(() => jest.restoreAllMocks());

  it("serves the driver's photo_url (a signed path) as an SVG with the driver's initials", async () => {
    const driver = withPhoto();
    const url = await photoUrlOf(driver.id);
    expect(url).toMatch(
      new RegExp(`^uploads/drivers/${driver.id}\\.svg\\?expires=\\d+&sig=[\\w-]{43}$`),
    );
    const res = await ctx.api.get(`/${url}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const [first, ...rest] = driver.full_name.split(' ');
    const initials = `${first![0]}${rest.join(' ')[0] ?? ''}`.toUpperCase();
    expect(res.body.toString('utf8')).toContain(`>${initials}</text>`);
    // Personal data: cached by this browser only, no longer than the URL works.
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(20 * 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 60);
  });

  it('gives the same URL within 10 minutes, each working for at least 15 minutes', async () => {
    const driver = withPhoto();
    // The start of the current 10-minute bucket (not a fixed day: the shared sessions' idle
    // timeout counts from their last use, which this test moves forward).
    let now = Math.floor(Date.now() / 600_000) * 600_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const first = await photoUrlOf(driver.id);
    now += 9 * 60_000 + 59_000;
    expect(await photoUrlOf(driver.id, tokens.admin)).toBe(first); // any viewer, same bucket
    now += 1000;
    const next = await photoUrlOf(driver.id);
    expect(next).not.toBe(first);
    // Issued at the very end of its bucket, a URL still works 15 minutes later…
    now += 10 * 60_000 - 1000;
    const late = await photoUrlOf(driver.id);
    now += 15 * 60_000;
    await ctx.api.get(`/${late}`).expect(200);
    // …and stops working once expired.
    now += 15 * 60_000;
    expect((await ctx.api.get(`/${late}`).expect(403)).body).toEqual(REFUSED);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = `/${await photoUrlOf(withPhoto().id)}`;
    const first = await ctx.api.get(path).expect(200);
    await ctx.api.get(path).set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it('refuses (403) an unsigned, tampered or borrowed URL', async () => {
    const driver = withPhoto();
    const other = ctx.app.store.drivers.all().find((d) => d.photo_url && d.id !== driver.id)!;
    const url = await photoUrlOf(driver.id);
    const [, expires, sig] = /expires=(\d+)&sig=([\w-]+)/.exec(url)!;
    const refused = [
      `/uploads/drivers/${driver.id}.svg`,
      `/uploads/drivers/${driver.id}.svg?expires=${expires}`,
      `/uploads/drivers/${driver.id}.svg?expires=${Number(expires) + 600}&sig=${sig}`,
      `/uploads/drivers/${driver.id}.svg?expires=${expires}&sig=${sig!.slice(0, -2)}AA`,
      `/uploads/drivers/${other.id}.svg?expires=${expires}&sig=${sig}`,
    ];
    for (const path of refused) {
      expect((await ctx.api.get(path).expect(403)).body).toEqual(REFUSED);
    }
  });

  it.each<[string, () => string]>([
    ['a driver without a photo', () => `${withoutPhoto().id}.svg`],
    ['an unknown driver', () => '999999.svg'],
    ['another extension', () => `${withPhoto().id}.png`],
  ])('answers 404 JSON for %s, even signed', async (_, file) => {
    const res = await ctx.api.get(`/${signedPhotoUrl(`uploads/drivers/${file()}`)}`).expect(404);
    expect(res.body).toMatchObject({ success: false, message: 'Photo not found', body: null });
  });

  it('keeps admin avatars public, cached for a day', async () => {
    const res = await ctx.api.get('/uploads/avatars/2.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
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
