// Shown in the admin's own time zone (the browser's), with Indian digit grouping.
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const number = new Intl.NumberFormat('en-IN');

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** e.g. "21 Nov 2026, 2:30 pm"; '—' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : '—';
}

export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateOnly.format(date) : '—';
}

/** e.g. 12,34,567 */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** Words from a snake_case value: `checked_in` → "Checked in". */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
