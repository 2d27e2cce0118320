/**
 * India's calendar: one time zone, UTC+05:30, no daylight saving, so each India day is a fixed
 * span of UTC. Days are counted as whole numbers since 1970-01-01 (an India date), which makes
 * "which day", "which week" and "the 30 days up to today" integer arithmetic.
 */

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India date of an instant (ms since the epoch), as a day number. */
export const indiaDay = (ms: number): number => Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS);

/** The instant (ms) the India day `day` begins: its midnight in India. */
export const indiaDayStart = (day: number): number => day * DAY_MS - INDIA_OFFSET_MS;

/** `YYYY-MM-DD` of an India day. */
export const indiaDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The Monday that begins the week of `day` (day 0, 1970-01-01, was a Thursday). */
export const mondayOf = (day: number): number => day - ((day + 3) % 7);
