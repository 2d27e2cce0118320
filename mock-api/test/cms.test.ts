import { expectStatus } from './answers.js';
import { bearer, expectError, login, SUB_ADMIN, useSeededApp } from './helpers.js';

const ctx = useSeededApp();

describe('GET /cms_list', () => {
  it('lists the five seeded pages with their last update, without content', async () => {
    const token = await login(ctx.api);
    const res = await ctx.api.get('/cms_list').set(bearer(token)).expect(200);
    expect(res.body.body.map((page: { title: string }) => page.title)).toEqual([
      'About us',
      'Terms & conditions',
      'Privacy policy',
      'FAQ',
      'Contact',
    ]);
    for (const page of res.body.body) {
      expect(page).toEqual({
        id: expect.any(Number),
        slug: expect.stringMatching(/^[a-z-]+$/),
        title: expect.any(String),
        version: 1,
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updated_by: expect.any(String),
      });
    }
  });

  it('needs a token', async () => {
    await ctx.api.get('/cms_list').expect(401);
  });
});

describe('POST /cms_detail', () => {
  it('finds a page by id or by slug, with Markdown content', async () => {
    const token = await login(ctx.api);
    const bySlug = await ctx.api
      .post('/cms_detail')
      .set(bearer(token))
      .send({ slug: 'FAQ' })
      .expect(200);
    expect(bySlug.body.body).toMatchObject({ slug: 'faq', title: 'FAQ' });
    expect(bySlug.body.body.content).toMatch(/^# Frequently asked questions/);
    const byId = await ctx.api
      .post('/cms_detail')
      .set(bearer(token))
      .send({ id: bySlug.body.body.id })
      .expect(200);
    expect(byId.body.body).toEqual(bySlug.body.body);
  });

  it('answers 404 for an unknown page, or an id and slug that disagree', async () => {
    const token = await login(ctx.api);
    for (const body of [{ slug: 'careers' }, { id: 99 }, { id: 1, slug: 'faq' }]) {
      const res = await ctx.api.post('/cms_detail').set(bearer(token)).send(body);
      expectStatus(res, 404);
      expectError(res.body, 'Page not found');
    }
  });

  it('answers 400 when neither id nor slug is given', async () => {
    const res = await ctx.api
      .post('/cms_detail')
      .set(bearer(await login(ctx.api)))
      .send({});
    expectStatus(res, 400);
    expectError(res.body, 'Give the id or the slug of the page');
  });
});

describe('POST /cms_edit', () => {
  it('saves title and content with the time and the name of whoever saved (sub admins too)', async () => {
    const token = await login(ctx.api, SUB_ADMIN);
    const before = Date.now();
    const res = await ctx.api
      .post('/cms_edit')
      .set(bearer(token))
      .send({ id: 4, title: '  Help & FAQ ', content: '## New\n\nText' })
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Page saved',
      body: { id: 4, slug: 'faq', title: 'Help & FAQ', content: '## New\n\nText' },
    });
    expect(res.body.body.updated_by).toBe('Vikram Singh');
    expect(Date.parse(res.body.body.updated_at)).toBeGreaterThanOrEqual(before - 1000);
    const list = await ctx.api.get('/cms_list').set(bearer(token)).expect(200);
    expect(list.body.body[3]).toMatchObject({ title: 'Help & FAQ', updated_by: 'Vikram Singh' });
  });

  it('strips script, event handlers and javascript: links, and says so', async () => {
    const token = await login(ctx.api);
    // Blank lines between blocks: an HTML block runs to the next blank line, and what is inside
    // it is HTML, not Markdown links.
    const content = [
      '# Safe',
      '<script>window.pwned = true</script>',
      '<img src="x" onerror="window.pwned = true">',
      '',
      '[call](javascript:alert(1))',
      '',
      '[site](https://restpoint.example.in)',
    ].join('\n');
    const res = await ctx.api
      .post('/cms_edit')
      .set(bearer(token))
      .send({ id: 1, title: 'About us', content })
      .expect(200);
    expect(res.body.message).toBe(
      'Page saved. Unsafe markup was removed: script elements, event-handler attributes, javascript: links.',
    );
    const saved = res.body.body.content;
    expect(saved).not.toMatch(/<script|onerror|javascript:/i);
    expect(saved).toBe(
      '# Safe\n\n<img src="x" />\n\n[call](#)\n\n[site](https://restpoint.example.in)',
    );
  });

  it('answers 400 for empty content, or content that is only script', async () => {
    const token = await login(ctx.api);
    const empty = await ctx.api
      .post('/cms_edit')
      .set(bearer(token))
      .send({ id: 1, title: 'About us', content: '' });
    expectStatus(empty, 400);
    expectError(empty.body, 'content is required');
    const onlyScript = await ctx.api
      .post('/cms_edit')
      .set(bearer(token))
      .send({ id: 1, title: 'About us', content: '<script>alert(1)</script>' });
    expectStatus(onlyScript, 400);
    expect(onlyScript.body.errors?.[0]?.field).toBe('content');
  });

  it('answers 404 for an unknown page', async () => {
    const res = await ctx.api
      .post('/cms_edit')
      .set(bearer(await login(ctx.api)))
      .send({ id: 42, title: 'Careers', content: 'x' });
    expectStatus(res, 404);
  });
});
