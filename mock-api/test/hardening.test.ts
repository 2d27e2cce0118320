import { expectStatus } from './answers.js';
import { TEXT_PROBLEMS } from '../src/http/text.js';
import { ADMIN, bearer, expectError, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp({ enableTestControl: true });
const tokens = useSignedIn(ctx);

const CONTROL = TEXT_PROBLEMS.controlSingleLine;
const CONTROL_ML = TEXT_PROBLEMS.controlMultiLine;
const SURROGATE = TEXT_PROBLEMS.loneSurrogate;
const INVISIBLE = TEXT_PROBLEMS.invisibleOnly;

const stateId = (code: string) => ctx.app.store.states.findByCode(code)?.id ?? 0;
const cityId = (code: string, name: string) =>
  ctx.app.store.cities.findByName(stateId(code), name)?.id ?? 0;

const restingPoint = (change: Record<string, unknown>) => ({
  name: 'Text Rules Rest Stop',
  type: 'dormitory',
  address: 'NH44, km 32, Bypass Road, Hosur',
  pincode: '635109',
  state_id: stateId('TN'),
  city_id: cityId('TN', 'Hosur'),
  latitude: 12.7409,
  longitude: 77.8253,
  highway: 'NH44',
  parking_capacity: 60,
  beds: 40,
  amenities: ['toilets'],
  open_24x7: true,
  opening_hours: null,
  contact_name: 'Ravi Kumar',
  contact_phone: '+91 98765 43210',
  status: 'active',
  ...change,
});

const policeContact = (change: Record<string, unknown>) => ({
  station_name: 'Text Rules Police Station',
  officer: 'Inspector R. Selvam',
  phone_numbers: ['112'],
  state_id: stateId('TN'),
  city_id: cityId('TN', 'Hosur'),
  address: 'Bypass Road, Hosur, Tamil Nadu 635109',
  resting_point_ids: [],
  ...change,
});

const policy = (change: Record<string, unknown>) => ({
  title: 'Text rules policy',
  body: 'Rest well.',
  effective_date: '2027-01-01',
  ...change,
});

const broadcast = (change: Record<string, unknown>) => ({
  title: 'Road closed',
  message: 'NH48 closed tonight.',
  audience: { all: true },
  channels: ['in_app'],
  ...change,
});

type Case = [label: string, path: string, field: string, problem: string, body: () => object];

const cases: Case[] = [
  [
    'NUL in a name',
    '/company_add',
    'company_name',
    CONTROL,
    () => ({ company_name: 'Vayu\u0000 Roadlines' }),
  ],
  [
    'a line break in a name',
    '/company_add',
    'company_name',
    CONTROL,
    () => ({ company_name: 'Vayu\nRoadlines' }),
  ],
  [
    'a tab in a name',
    '/resting_point_add',
    'name',
    CONTROL,
    () => restingPoint({ name: 'Rest\tStop' }),
  ],
  [
    'DEL in a name',
    '/company_add',
    'company_name',
    CONTROL,
    () => ({ company_name: 'Vayu\u007f' }),
  ],
  [
    'zero-width spaces only',
    '/company_add',
    'company_name',
    INVISIBLE,
    () => ({ company_name: '\u200b\u200b\u200b' }),
  ],
  [
    'invisible characters and spaces',
    '/resting_point_add',
    'contact_name',
    INVISIBLE,
    () => restingPoint({ contact_name: '\u2060 \u200d\ufeff\u3164' }),
  ],
  [
    'a lone high surrogate',
    '/company_add',
    'company_name',
    SURROGATE,
    () => ({ company_name: 'Vayu \ud83d Roadlines' }),
  ],
  [
    'a lone low surrogate',
    '/resting_point_add',
    'contact_name',
    SURROGATE,
    () => restingPoint({ contact_name: 'Ravi \ude00' }),
  ],
  [
    'a control character in a nullable field with a pattern',
    '/resting_point_add',
    'highway',
    CONTROL,
    () => restingPoint({ highway: 'NH\u000044' }),
  ],
  [
    'a control character in a field with a pattern',
    '/resting_point_add',
    'pincode',
    CONTROL,
    () => restingPoint({ pincode: '635\u0000109' }),
  ],
  [
    'NUL in Markdown',
    '/policy_add',
    'body',
    CONTROL_ML,
    () => policy({ body: '# Rules\n\nRest\u0000 well.' }),
  ],
  [
    'an escape sequence in Markdown',
    '/policy_add',
    'body',
    CONTROL_ML,
    () => policy({ body: '\u001b[31mred\u001b[0m' }),
  ],
  [
    'a C1 control in Markdown',
    '/cms_edit',
    'content',
    CONTROL_ML,
    () => ({ id: 1, title: 'About us', content: 'Next\u0085line' }),
  ],
  [
    'a lone surrogate in a message',
    '/broadcast_send',
    'message',
    SURROGATE,
    () => broadcast({ message: 'Road \udfff closed' }),
  ],
  [
    'a bell in an address',
    '/police_add',
    'address',
    CONTROL_ML,
    () => policeContact({ address: 'Bypass Road\u0007, Hosur' }),
  ],
  [
    'a vertical tab in an address',
    '/resting_point_add',
    'address',
    CONTROL_ML,
    () => restingPoint({ address: 'NH44\u000bHosur bypass' }),
  ],
  [
    'a line break in a broadcast title',
    '/broadcast_send',
    'title',
    CONTROL,
    () => broadcast({ title: 'Road\nclosed' }),
  ],
];

describe('text rules: control characters, lone surrogates, invisible-only names', () => {
  it.each(cases)('%s: %s answers 400 naming %s', async (_label, path, field, problem, body) => {
    const before = JSON.stringify(ctx.app.store.companies.all()).length;
    const res = await ctx.api.post(path).set(bearer(tokens.admin)).send(body()).expect(400);
    const message = `${field} ${problem}`;
    expectError(res.body, message);
    expect(res.body.errors).toContainEqual({ field, message, code: 'bad_text', params: {} });
    expect(JSON.stringify(ctx.app.store.companies.all()).length).toBe(before);
  });

  it('keeps tabs and line breaks in multi-line fields', async () => {
    const markdown = '# Rules\r\n\r\n- Rest\tlong\n- Drive\tsafe\n';
    const res = await ctx.api
      .post('/policy_add')
      .set(bearer(tokens.admin))
      .send(policy({ body: markdown }))
      .expect(201);
    expect(res.body.body.body).toBe(markdown);

    const address = 'Bypass Road\nHosur\tTamil Nadu 635109';
    const contact = await ctx.api
      .post('/police_add')
      .set(bearer(tokens.admin))
      .send(policeContact({ address }))
      .expect(201);
    expect(contact.body.body.address).toBe(address);
  });

  it('accepts names with emoji, accents and joiners between letters of one Indic script', async () => {
    // A joiner elsewhere (between Latin letters) is refused: names.test.ts.
    for (const name of ['Vayu 🚚 Roadlines', 'Ærø Transports', 'क्\u200dष Logistics']) {
      const res = await ctx.api
        .post('/company_add')
        .set(bearer(tokens.admin))
        .send({ company_name: name });
      expectStatus(res, 200);
      expect(res.body.body.company_name).toBe(name);
    }
  });

  it('checks register and sign-in fields before anything else happens', async () => {
    const register = await ctx.api
      .post('/auth/register')
      .send({ email: 'zw@example.com', password: 'secret-pass', name: '\u200b \u200b' })
      .expect(400);
    expectError(register.body, `name ${INVISIBLE}`);
    expect(ctx.app.store.admins.findByEmail('zw@example.com')).toBeUndefined();

    const login = await ctx.api
      .post('/adminlogin')
      .send({ email: ADMIN.email, password: `${ADMIN.password}\u0000` })
      .expect(400);
    expectError(login.body, `password ${CONTROL}`);
  });

  it('applies to query strings too', async () => {
    const res = await ctx.api
      .get('/company_list')
      .query({ search: 'vayu\u0000' })
      .set(bearer(tokens.admin))
      .expect(400);
    expectError(res.body, `search ${CONTROL}`);
  });
});

describe('headers on every answer', () => {
  const expectHardened = (res: { headers: Record<string, string> }, where: string) => {
    expect({ where, nosniff: res.headers['x-content-type-options'] }).toEqual({
      where,
      nosniff: 'nosniff',
    });
    expect({ where, cache: res.headers['cache-control'] }).toEqual({ where, cache: 'no-store' });
  };

  it('puts Cache-Control: no-store and nosniff on successes, errors and preflights', async () => {
    const auth = bearer(tokens.admin);
    expectHardened(await ctx.api.get('/adminProfile').set(auth).expect(200), 'profile');
    expectHardened(await ctx.api.get('/company_list').set(auth).expect(200), 'list');
    expectHardened(await ctx.api.post('/adminlogin').send(ADMIN).expect(200), 'sign-in');
    expectHardened(await ctx.api.get('/adminProfile').expect(401), '401');
    expectHardened(await ctx.api.post('/adminlogin').send({}).expect(400), '400');
    expectHardened(await ctx.api.get('/nowhere').expect(404), '404');
    expectHardened(await ctx.api.get('/health').expect(200), 'health');
    const preflight = await ctx.api
      .options('/adminlogin')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expectHardened(preflight, 'preflight');
  });

  it('also on injected faults and 415s', async () => {
    await ctx.api
      .post('/__faults')
      .send({ method: 'GET', url: '/company_list', status: 503, times: 1 })
      .expect(201);
    const faulted = await ctx.api.get('/company_list').set(bearer(tokens.admin)).expect(503);
    expectHardened(faulted, 'fault');
    const unsupported = await ctx.api
      .post('/adminlogin')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expectHardened(unsupported, '415');
  });

  it('lets images keep their own caching, with nosniff', async () => {
    const image = await ctx.api.get('/uploads/avatars/1.svg').expect(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const again = await ctx.api
      .get('/uploads/avatars/1.svg')
      .set('If-None-Match', String(image.headers.etag))
      .expect(304);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });
});
