import { ADMIN, SUB_ADMIN, bearer, login, useSeededApp } from './helpers.js';

const ctx = useSeededApp({ enableTestControl: true, driverCount: 10, checkinCount: 10 });

const me = async (token: string) =>
  (await ctx.api.get('/auth/me').set(bearer(token)).expect(200)).body.body.preferences;
const update = (token: string, body: unknown) =>
  ctx.api
    .post('/admin_preferences_update')
    .set(bearer(token))
    .send(body as object);

describe('account preferences', () => {
  it('start as the device decides, in English, and are kept per account across sessions', async () => {
    const admin = await login(ctx.api, ADMIN);
    const subAdmin = await login(ctx.api, SUB_ADMIN);
    expect(await me(admin)).toEqual({ theme: 'system', language: 'en' });

    const saved = await update(admin, { theme: 'dark' }).expect(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Preferences saved',
      body: { theme: 'dark', language: 'en' },
    });
    await update(admin, { language: 'hi' }).expect(200);

    // Another session of the same account sees them; another account keeps its own.
    expect(await me(await login(ctx.api, ADMIN))).toEqual({ theme: 'dark', language: 'hi' });
    expect(await me(subAdmin)).toEqual({ theme: 'system', language: 'en' });
  });

  it('refuses unknown values, unknown keys and an empty change with a 400 naming the field', async () => {
    const admin = await login(ctx.api, ADMIN);
    const badTheme = await update(admin, { theme: 'sepia' }).expect(400);
    expect(badTheme.body.errors).toEqual([expect.objectContaining({ field: 'theme' })]);
    const badKey = await update(admin, { font: 'large' }).expect(400);
    expect(badKey.body.message).toContain('font');
    await update(admin, {}).expect(400);
    expect(await me(admin)).toEqual({ theme: 'system', language: 'en' });
  });

  it('needs a session', async () => {
    await ctx.api.post('/admin_preferences_update').send({ theme: 'dark' }).expect(401);
  });

  it('are forgotten by a reset', async () => {
    const admin = await login(ctx.api, ADMIN);
    await update(admin, { theme: 'light' }).expect(200);
    await ctx.api.post('/__reset').expect(200);
    expect(await me(await login(ctx.api, ADMIN))).toEqual({ theme: 'system', language: 'en' });
  });
});
