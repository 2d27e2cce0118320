/**
 * Dates and times are shown in India time (Asia/Kolkata, UTC+05:30, no daylight saving) whatever
 * the browser's own zone: the service, its drivers and the API's "today" are all in India, so an
 * admin abroad or a browser set to UTC reads the same times as everyone else. A time names the
 * zone ("IST") in either language; numbers use Latin digits with Indian grouping (1,95,981) in
 * both, and dates name their month in the console's language.
 */
import { currentLanguage, LOCALES, type Language } from '@/lib/i18n';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * A formatter made on its first use. Building an Intl formatter loads locale and time-zone data:
 * made when their module loaded, the four below took about 50 ms of main thread on a cold load,
 * before any screen could show.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** A formatter per language, each made on its first use in that language. */
function perLanguage<T>(make: (locale: string) => T): () => T {
  const made = new Map<Language, () => T>();
  return () => {
    const language = currentLanguage();
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = onFirstUse(() => make(LOCALES[language]))));
    return formatter();
  };
}

/** A date format in India time, in the console's language. */
const inIndia = (options: Intl.DateTimeFormatOptions) =>
  perLanguage(
    (locale) => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options }),
  );

const dateTime = inIndia({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = inIndia({ day: 'numeric', month: 'short', year: 'numeric' });
// en-CA writes dates as YYYY-MM-DD, the form of a date input and of the API's date parameters.
const isoDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);
const number = perLanguage((locale) => new Intl.NumberFormat(locale));

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** e.g. "21 Nov 2026, 14:30 IST" (India time); '—' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? `${dateTime().format(date)} IST` : '—';
}

/** e.g. "21 Nov 2026": the day in India; '—' when there is no date. */
export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateOnly().format(date) : '—';
}

/** The India date of an instant as YYYY-MM-DD (today by default), e.g. for a date filter. */
export function indiaDate(at: Date = new Date()): string {
  return isoDate().format(at);
}

/** e.g. 12,34,567 */
export function formatNumber(value: number): string {
  return number().format(value);
}

/** A count with its noun: "1 city", "1,204 cities". */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Words from a snake_case value: `checked_in` → "Checked in". */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
