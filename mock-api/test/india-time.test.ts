import {
  indiaDate,
  indiaDateTime,
  indiaDay,
  indiaDayOf,
  indiaDayStart,
  indiaTime,
  mondayOf,
  startOfTodayInIndia,
} from '../src/india-time.js';

const at = (iso: string) => Date.parse(iso);

describe('India time', () => {
  it('starts an India day at 18:30 UTC the day before', () => {
    expect(indiaDate(indiaDay(at('2026-11-22T18:29:59.999Z')))).toBe('2026-11-22');
    expect(indiaDate(indiaDay(at('2026-11-22T18:30:00.000Z')))).toBe('2026-11-23');
    expect(new Date(indiaDayStart(indiaDayOf('2026-11-23'))).toISOString()).toBe(
      '2026-11-22T18:30:00.000Z',
    );
    expect(startOfTodayInIndia(at('2026-11-23T02:00:00Z'))).toBe('2026-11-22T18:30:00.000Z');
  });

  it('reads a YYYY-MM-DD India date back as the same day', () => {
    for (const date of ['1970-01-01', '2024-02-29', '2026-12-31']) {
      expect(indiaDate(indiaDayOf(date))).toBe(date);
    }
  });

  it('begins a week on the Monday, in India', () => {
    // Sunday 29 Nov 2026 at 20:00 UTC is already Monday 30 Nov in India.
    expect(indiaDate(mondayOf(indiaDay(at('2026-11-29T20:00:00Z'))))).toBe('2026-11-30');
    expect(indiaDate(mondayOf(indiaDayOf('2026-11-29')))).toBe('2026-11-23');
  });

  it('writes India times for spreadsheets and for people', () => {
    expect(indiaDateTime('2026-11-23T08:35:00.000Z')).toBe('2026-11-23 14:05');
    expect(indiaDateTime(null)).toBe('');
    expect(indiaTime('2026-11-23T08:35:00.000Z')).toBe('23 Nov 2026, 14:05 IST');
  });
});
