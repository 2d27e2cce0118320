/*
 * Words for the dashboard's figures. Moments in time go through formatDateTime (India time);
 * these are calendar dates the API already gives as India days (`YYYY-MM-DD`), so they are read
 * as they are written, in UTC, and never shift a day whatever the browser's time zone.
 */
import { currentLanguage, LOCALES, type Language } from '@/lib/i18n';
import { t } from './messages.gen';

/** A date format in the given language, made on its first use in that language. */
function calendarFormat(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (language: Language) => {
    let format = made.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' });
      made.set(language, format);
    }
    return format;
  };
}

const longDate = calendarFormat({ dateStyle: 'medium' });
const shortDate = calendarFormat({ day: 'numeric', month: 'short' });
// A date-only ISO string is read as midnight UTC.
const calendarDay = (date: string) => new Date(date);

/** "21 Nov 2026" for `2026-11-21` (the month in the console's language by default). */
export const formatDay = (date: string, language = currentLanguage()) =>
  longDate(language).format(calendarDay(date));

/** "21 Nov" for `2026-11-21`: under a chart's bars. */
export const formatDayShort = (date: string, language = currentLanguage()) =>
  shortDate(language).format(calendarDay(date));

/** How long a stay has lasted so far: "45 min", "3 h 5 min", "2 d 4 h". */
export function formatStayLength(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('dashboard.stay.daysHours', { days, hours });
  if (hours > 0) return t('dashboard.stay.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('dashboard.stay.minutes', { minutes });
}
