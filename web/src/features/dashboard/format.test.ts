import { activateLanguage } from '@/lib/i18n';
import { formatDay, formatDayShort, formatStayLength } from './format';

describe('dashboard wording', () => {
  it('says how long a stay has lasted, in the largest units that matter', () => {
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    const since = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(formatStayLength(since(45), now)).toBe('45 min');
    expect(formatStayLength(since(185), now)).toBe('3 h 5 min');
    expect(formatStayLength(since(2 * 1440 + 4 * 60 + 59), now)).toBe('2 d 4 h');
    // A clock a little behind the server's never shows a negative stay.
    expect(formatStayLength(since(-2), now)).toBe('0 min');
  });

  it('writes an India day, given as YYYY-MM-DD, as that date', () => {
    expect(formatDay('2026-11-01')).toBe('1 Nov 2026');
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDayShort('2026-11-01')).toBe('1 Nov');
  });
});

describe('dashboard wording in Hindi', () => {
  it('names the month and the units of a stay in Hindi', async () => {
    await activateLanguage('hi');
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    expect(formatStayLength(new Date(now - (2 * 1440 + 4 * 60) * 60_000).toISOString(), now)).toBe(
      '2 दिन 4 घंटे',
    );
    expect(formatDay('2026-11-01')).toBe('1 नव॰ 2026');
    expect(formatDayShort('2026-11-01')).toBe('1 नव॰');
    // The chart's bars ask for their language explicitly.
    expect(formatDay('2026-11-01', 'en')).toBe('1 Nov 2026');
  });
});
