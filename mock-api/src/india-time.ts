/**
 * India time, worked out here for the whole mock API. India has one time zone, UTC+05:30, with
 * no daylight saving, so each India day is a fixed span of UTC. Days are counted as whole numbers
 * since 1970-01-01 (an India date), which makes "which day", "which week" and "the 30 days up to
 * today" integer arithmetic.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India date of an instant (ms since the epoch), as a day number. */
export const indiaDay = (ms: number): number => Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS);

/** The India day of a `YYYY-MM-DD` India date. */
export const indiaDayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The instant (ms) the India day `day` begins: its midnight in India. */
export const indiaDayStart = (day: number): number => day * DAY_MS - INDIA_OFFSET_MS;

/** `YYYY-MM-DD` of an India day. */
export const indiaDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The Monday that begins the week of `day` (day 0, 1970-01-01, was a Thursday). */
export const mondayOf = (day: number): number => day - ((day + 3) % 7);

/** Midnight today in India, as an ISO instant. */
export const startOfTodayInIndia = (now = Date.now()): string =>
  new Date(indiaDayStart(indiaDay(now))).toISOString();

/** "2026-11-23 14:05" (empty for none): India time, as a spreadsheet reads a date and time. */
export function indiaDateTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const readableFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "23 Nov 2026, 14:05 IST": India time, as the people using the console read it. */
export const indiaTime = (iso: string) => `${readableFormat.format(new Date(iso))} IST`;
