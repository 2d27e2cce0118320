import { expectStatus } from './answers.js';
import { parse } from 'csv-parse/sync';
import type { Test } from 'supertest';
import { neutraliseCell } from '../src/http/exports.js';
import { bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

/**
 * CSV exports: a signed-in `POST …_export_link` with the list's filters and sort answers a
 * single-use, short-lived link; following it without any header streams the file of exactly the
 * rows the list has, in its order.
 */

const ctx = useSeededApp();
const tokens = useSignedIn(ctx);

const BOM = '\uFEFF';

async function linkFor(path: string, view: object = {}, token = tokens.admin) {
  const res = await ctx.api.post(`${path}_link`).set(bearer(token)).send(view).expect(200);
  return res.body.body as { url: string; filename: string; expires_at: string };
}

/** Follows a link as a browser does: no Authorization header. */
const follow = (url: string) => ctx.api.get(url).buffer(true).parse(textParser);

/** The body as text: Supertest leaves text/csv unread unless given a parser. */
const textParser: Parameters<Test['parse']>[0] = (res, done) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
};

async function download(path: string, view: object = {}) {
  const res = await follow((await linkFor(path, view)).url).expect(200);
  return res.body as string;
}

/** The rows of a CSV file (heading row first), as a spreadsheet reads them. */
const rowsOf = (csv: string): string[][] => parse(csv, { bom: true, relaxColumnCount: false });

/** Every row of a list view, through all its pages, as the list answers them. */
async function listAll(path: string, view: object) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    // The company list is one page: it takes no page or limit.
    const paging = path === '/company_list' ? {} : { page, limit: 100 };
    const res = await ctx.api
      .get(path)
      .query({ ...view, ...paging })
      .set(bearer(tokens.admin))
      .expect(200);
    rows.push(...res.body.body);
    if (path === '/company_list' || page >= res.body.pagination.totalPages) return rows;
  }
}

describe.each([
  {
    list: '/users_list',
    exportPath: '/users_export',
    view: { status: 'blocked', sort: 'name', order: 'desc' },
    id: 'user_id',
    heading: 'Driver ID',
  },
  {
    list: '/checkin_detail_list',
    exportPath: '/checkin_detail_export',
    view: { search: 'singh', sort: 'checked_in', order: 'asc' },
    id: 'id',
    heading: 'Check-in ID',
  },
  {
    list: '/resting_point_list',
    exportPath: '/resting_point_export',
    view: { status: 'active', sort: 'today_checkins' },
    id: 'id',
    heading: 'Resting point ID',
  },
  {
    list: '/company_list',
    exportPath: '/company_export',
    view: { search: 'road', sort: 'drivers', order: 'desc' },
    id: 'company_id',
    heading: 'Company ID',
  },
  {
    list: '/sub_admin_list',
    exportPath: '/sub_admin_export',
    view: { status: 'active', sort: 'created', order: 'asc' },
    id: 'id',
    heading: 'Sub admin ID',
  },
])('$exportPath', ({ list, exportPath, view, id, heading }) => {
  it('has exactly the rows of the filtered, sorted list, in its order', async () => {
    const expected = (await listAll(list, view)).map((row) => String(row[id]));
    expect(expected.length).toBeGreaterThan(1);
    const [head, ...rows] = rowsOf(await download(exportPath, view));
    expect(head![0]).toBe(heading);
    expect(rows.map((row) => row[0])).toEqual(expected);
  });

  it('answers the file as a UTF-8 attachment named after the list and the day', async () => {
    const link = await linkFor(exportPath, view);
    expect(link.url).toMatch(new RegExp(`^${exportPath}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(link.filename).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const res = await follow(link.url).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${link.filename}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    // Streamed: sent in chunks as written, not measured first as one string.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect((res.body as string).startsWith(BOM + heading)).toBe(true);
  });
});

describe('the file', () => {
  it('starts with a byte order mark and a heading row, and ends lines with CRLF', async () => {
    const text = await download('/users_export', { serach: 'zzzz-no-such-driver' });
    expect(text).toBe(
      `${BOM}Driver ID,Name,Mobile,Email,Vehicle number,Vehicle type,Company,City,State,Status,Registered (IST)\r\n`,
    );
  });

  it('has every row, with no cap: all the check-ins', async () => {
    const total = (await ctx.api.get('/checkin_detail_list').set(bearer(tokens.admin)).expect(200))
      .body.pagination.total;
    expect(total).toBeGreaterThan(10_000);
    expect(rowsOf(await download('/checkin_detail_export'))).toHaveLength(total + 1);
  });

  it('keeps Hindi names and quotes commas, quotes and line breaks', async () => {
    const driver = ctx.app.store.drivers.live()[0]!;
    ctx.app.store.drivers.update(driver.id, { full_name: 'राजेश "राजू" कुमार, जूनियर' });
    const [, row] = rowsOf(await download('/users_export', { serach: driver.vehicle_number }));
    expect(row![1]).toBe('राजेश "राजू" कुमार, जूनियर');

    const point = ctx.app.store.restingPoints.all()[0]!;
    ctx.app.store.restingPoints.update(point.id, { address: 'Plot 4,\nNH48 service road' });
    const text = await download('/resting_point_export', { search: point.name });
    const found = rowsOf(text).find((cells) => cells[0] === String(point.id));
    expect(found![4]).toBe('Plot 4,\nNH48 service road');
  });

  it('shows times in India time, named in the heading', async () => {
    const driver = ctx.app.store.drivers.live()[0]!;
    ctx.app.store.drivers.update(driver.id, { created_at: '2026-03-01T20:15:00.000Z' });
    const [head, row] = rowsOf(await download('/users_export', { serach: driver.vehicle_number }));
    expect(head!.at(-1)).toBe('Registered (IST)');
    expect(row!.at(-1)).toBe('2026-03-02 01:45');
  });

  it('neutralises cells that could start a formula, and leaves phone numbers readable', async () => {
    const driver = ctx.app.store.drivers.live()[0]!;
    ctx.app.store.drivers.update(driver.id, {
      full_name: '=HYPERLINK("http://evil.example","Click")',
      email: '@SUM(1+1)',
      mobile: '+91 98765 43210',
    });
    await ctx.api
      .post('/company_add')
      .set(bearer(tokens.admin))
      .send({ company_name: '-2+3+cmd|calc' })
      .expect(200);
    const [, row] = rowsOf(await download('/users_export', { serach: driver.vehicle_number }));
    expect(row![1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row![2]).toBe('+91 98765 43210');
    expect(row![3]).toBe(`'@SUM(1+1)`);
    const companies = rowsOf(await download('/company_export', { search: 'cmd' }));
    expect(companies[1]![1]).toBe(`'-2+3+cmd|calc`);
  });
});

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-1+cmd', "'-1+cmd"],
    ['@A1', "'@A1"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+91-98765-43210', '+91-98765-43210'],
    ['+91 98••• ••210', '+91 98••• ••210'],
    ['+91 98765 43210 ext=2', "'+91 98765 43210 ext=2"],
    ['+1', "'+1"],
    ['Ravi = driver', 'Ravi = driver'],
    ['98765 43210', '98765 43210'],
    ['', ''],
  ])('%j becomes %j', (cell, safe) => {
    expect(neutraliseCell(cell)).toBe(safe);
  });
});

describe('links', () => {
  it('need a signed-in account to ask for one, and nothing to follow one', async () => {
    const res = await ctx.api.post('/users_export_link').send({});
    expectStatus(res, 401);
    const link = await linkFor('/users_export');
    await follow(link.url).expect(200);
  });

  it('work once: a second use is 410', async () => {
    const link = await linkFor('/company_export');
    await follow(link.url).expect(200);
    const again = await ctx.api.get(link.url);
    expectStatus(again, 410);
    expectError(
      again.body,
      'This download link was used already. Export the list again for a new one.',
    );
  });

  it('expire a minute after they were issued', async () => {
    const before = Date.now();
    const link = await linkFor('/company_export');
    const expires = Date.parse(link.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60_000);

    const token = new URL(link.url, 'http://api').searchParams.get('token')!;
    ctx.app.store.exportLinks.get(token)!.expiresAt = Date.now() - 1;
    const res = await ctx.api.get(link.url);
    expectStatus(res, 410);
    expectError(res.body, 'This download link has expired. Export the list again for a new one.');
  });

  it('end with the session that asked for them', async () => {
    const link = await linkFor('/company_export');
    await ctx.api.post('/auth/logout').set(bearer(tokens.admin)).expect(200);
    const res = await ctx.api.get(link.url);
    expectStatus(res, 410);
    expectError(
      res.body,
      'The session that asked for this download has ended. Sign in and export again.',
    );
  });

  it('are refused when unknown, malformed, or for another list', async () => {
    const unknown = await ctx.api.get(`/users_export?token=${'A'.repeat(43)}`);
    expectStatus(unknown, 404);
    expectError(unknown.body, 'This download link is not valid. Export the list again.');

    const malformed = await ctx.api.get('/users_export?token=../../etc/passwd');
    expectStatus(malformed, 400);
    expect(malformed.body.message).toBe('token is not a download token');
    expect((await ctx.api.get('/users_export')).status).toBe(400);

    const link = await linkFor('/company_export');
    const other = await ctx.api.get(link.url.replace('/company_export', '/users_export'));
    expectStatus(other, 404);
    // The refusal did not spend it.
    await follow(link.url).expect(200);
  });

  it('are not spent by a HEAD request', async () => {
    const link = await linkFor('/company_export');
    expect((await ctx.api.head(link.url)).status).toBe(404);
    await follow(link.url).expect(200);
  });

  it('check the view like the list does: a bad sort is a 400 naming the choices', async () => {
    const res = await ctx.api
      .post('/users_export_link')
      .set(bearer(tokens.admin))
      .send({ sort: 'mobile' });
    expectStatus(res, 400);
    expect(res.body.message).toBe('sort must be one of: name, registered, status, city');
    const city = await ctx.api
      .post('/users_export_link')
      .set(bearer(tokens.admin))
      .send({ city_id: '5' });
    expectStatus(city, 400);
    expect(city.body.message).toBe('city_id must be a whole number');
  });
});

describe('who may export', () => {
  it('a sub admin exports the lists of their sections', async () => {
    for (const path of ['/users_export', '/checkin_detail_export', '/company_export']) {
      const link = await linkFor(path, {}, tokens.subAdmin);
      await follow(link.url).expect(200);
    }
    await linkFor('/resting_point_export', {}, tokens.subAdmin);
  });

  it('but not the sub admins, which only administrators may see', async () => {
    const res = await ctx.api.post('/sub_admin_export_link').set(bearer(tokens.subAdmin)).send({});
    expectStatus(res, 403);
    expectError(res.body, 'Only administrators can do this');
  });
});
