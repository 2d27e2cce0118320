import { TEXT_PROBLEMS } from '../src/http/text.js';
import { bearer, useSeededApp, useSignedIn } from './helpers.js';

const ctx = useSeededApp({ driverCount: 20, checkinCount: 50, restingPointCount: 5 });
const tokens = useSignedIn(ctx);

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

/** Real names in the scripts of India; joiners where their writers use them. */
const INDIAN_NAMES: [string, string][] = [
  ['Hindi (half-form with ZWJ)', `लक्${'\u094D'}${ZWJ}ष्मी ट्रांसपोर्ट`],
  ['Marathi (eyelash ra with ZWJ)', `वार्${ZWJ}याची वाहतूक`],
  ['Tamil', 'சென்னை சரக்கு போக்குவரத்து'],
  ['Telugu (ZWNJ against a conjunct)', `శ్రీ లక్ష్మి ట్రాన్స్${ZWNJ}పోర్ట్`],
  ['Kannada (ZWNJ against a conjunct)', `ಬೆಂಗಳೂರು ಟ್ರಾನ್ಸ್${ZWNJ}ಪೋರ್ಟ್`],
  ['Bengali (ra-phala with ZWJ)', `র${ZWJ}্যাপিড পরিবহন`],
  ['Gujarati', 'અમદાવાદ રોડલાઇન્સ'],
  ['Punjabi', 'ਅੰਮ੍ਰਿਤਸਰ ਟਰਾਂਸਪੋਰਟ'],
  ['Malayalam (chillus with ZWJ)', `കൊച്ചിന്${ZWJ} ട്രാന്${ZWJ}സ്പോര്${ZWJ}ട്ട്`],
  ['Odia', 'ଭୁବନେଶ୍ୱର ପରିବହନ'],
];

const addCompany = (name: string) =>
  ctx.api.post('/company_add').set(bearer(tokens.admin)).send({ company_name: name });

describe('names and titles', () => {
  it.each(INDIAN_NAMES)('accepts a real name in %s', async (_script, name) => {
    const res = await addCompany(name).expect(200);
    expect(res.body.body.company_name).toBe(name);
  });

  it.each([
    ['markup', '<img src=x onerror=alert(1)> Roadlines', TEXT_PROBLEMS.markup],
    ['a closing tag', 'Roadlines</p>', TEXT_PROBLEMS.markup],
    ['a right-to-left override', 'Shree \u202Eseniltdaor', TEXT_PROBLEMS.directionControl],
    ['a direction isolate', 'Shree \u2067Balaji\u2069', TEXT_PROBLEMS.directionControl],
    ['a zero-width space', 'Shree\u200BBalaji', TEXT_PROBLEMS.invisible],
    ['a zero-width joiner between Latin letters', `Shree${ZWJ}Balaji`, TEXT_PROBLEMS.invisible],
    ['a joiner between two scripts', `लक्${'\u094D'}${ZWJ}a`, TEXT_PROBLEMS.invisible],
    ['a line separator', 'Shree\u2028Balaji', TEXT_PROBLEMS.lineSeparator],
    ['a paragraph separator', 'Shree\u2029Balaji', TEXT_PROBLEMS.lineSeparator],
    ['tag characters', 'Balaji\u{E0041}\u{E0042}', TEXT_PROBLEMS.invisible],
    [
      'four stacked combining marks',
      'Bala\u0301\u0302\u0303\u0304\u0305ji',
      TEXT_PROBLEMS.stackedMarks,
    ],
  ])('refuses %s, naming the field', async (_what, name, problem) => {
    const res = await addCompany(name).expect(400);
    expect(res.body.errors).toMatchObject([
      { field: 'company_name', message: `company_name ${problem}` },
    ]);
  });

  it('counts combining marks after NFC, and allows "<" that starts no tag', async () => {
    // a + U+0301 becomes á, which leaves three marks on it.
    await addCompany('Bala\u0301\u0302\u0303\u0304ji < 3 > 2').expect(200);
  });

  it.each([
    ['/state_add', { name: '<b>Goa</b>', code: 'GA' }, 'name'],
    ['/policy_add', { title: 'Rules\u202E', body: 'x', effective_date: '2027-01-01' }, 'title'],
    ['/broadcast_send', { title: 'Hi\u200B', message: 'x', audience: 'all' }, 'title'],
  ])('applies to %s', async (url, body, field) => {
    const res = await ctx.api.post(url).set(bearer(tokens.admin)).send(body).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});

describe('plain-text fields', () => {
  it('are declared text/plain in the document: broadcast messages and change notes', async () => {
    const doc = (await ctx.app.inject({ url: '/docs/json' })).json();
    const schemas = doc.components.schemas;
    expect(schemas.BroadcastSendRequest.properties.message.contentMediaType).toBe('text/plain');
    const note = schemas.PolicyPublishRequest.properties.change_note;
    expect(JSON.stringify(note)).toContain('"contentMediaType":"text/plain"');
  });
});
