import { catalogProblems, compile } from '../../build/catalogs';

// The catalogs themselves are checked by `npm run catalogs -w web -- --check` in `npm test`;
// these prove what that check finds.
describe('the message catalogs check', () => {
  const en = compile('en', {
    'drivers.count': '{count, plural, one {# driver} other {# drivers}}',
    'drivers.title': 'Driver managments',
  });

  it('finds nothing wrong when Hindi has every English key with the same values', () => {
    const hi = compile('hi', {
      'drivers.count': '{count, plural, one {# ड्राइवर} other {# ड्राइवर}}',
      'drivers.title': 'ड्राइवर प्रबंधन',
    });
    expect(catalogProblems('hi', en, hi)).toEqual([]);
  });

  it('names a key missing from Hindi, one only in Hindi, and a message with other values', () => {
    const hi = compile('hi', {
      'drivers.count': '{total} ड्राइवर',
      'drivers.subtitle': 'सभी ड्राइवर',
    });
    expect(catalogProblems('hi', en, hi)).toEqual([
      'hi: "drivers.count" takes {total}, English {count}',
      'hi: "drivers.title" is missing',
      'hi: "drivers.subtitle" is not in English',
    ]);
  });

  it('refuses a message that is not valid ICU, naming it', () => {
    expect(() => compile('en', { broken: '{count, plural, one {# driver}' })).toThrow(
      'en: "broken" is not valid ICU',
    );
  });
});
