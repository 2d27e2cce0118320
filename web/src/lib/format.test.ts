import { formatDate, formatDateTime, formatNumber, indiaDate } from './format';
import { activateLanguage } from './i18n';

describe('India time, in a browser that is not in India', () => {
  it('runs in UTC (jest.config.js), so the conversion is proved, not a coincidence', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    expect(new Date('2026-11-23T08:35:00Z').getHours()).toBe(8);
  });

  it('shows a time in India time with the zone named', () => {
    // 08:35 UTC is 14:05 in India (UTC+05:30).
    expect(formatDateTime('2026-11-23T08:35:00.000Z')).toBe('23 Nov 2026, 14:05 IST');
  });

  it('moves to the next India day after 18:30 UTC', () => {
    expect(formatDateTime('2026-11-23T18:30:00Z')).toBe('24 Nov 2026, 00:00 IST');
    expect(formatDate('2026-11-23T18:30:00Z')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-23T18:29:59Z')).toBe('23 Nov 2026');
  });

  it("gives an instant's India date as YYYY-MM-DD, for date filters", () => {
    expect(indiaDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(indiaDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('shows a dash when there is no valid time', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });
});

describe("dates and numbers in the console's language", () => {
  it('writes numbers with Latin digits and Indian grouping in English and in Hindi', async () => {
    expect(formatNumber(195981)).toBe('1,95,981');
    await activateLanguage('hi');
    expect(formatNumber(195981)).toBe('1,95,981');
  });

  it('names the month in Hindi and keeps India time with IST', async () => {
    await activateLanguage('hi');
    expect(formatDateTime('2026-11-23T08:35:00.000Z')).toBe('23 नव॰ 2026, 14:05 IST');
    expect(formatDate('2026-11-23T18:30:00Z')).toBe('24 नव॰ 2026');
    // A date filter's value stays YYYY-MM-DD whatever the language.
    expect(indiaDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });
});
