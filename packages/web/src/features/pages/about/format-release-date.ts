const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * '2026-11-21' (or a full ISO timestamp) → 'November 21, 2026'. The calendar date is kept as written,
 * whatever the viewer's time zone. Anything unreadable is returned unchanged.
 */
export function formatReleaseDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return value;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1) return value;
  return LONG_DATE.format(date);
}
