const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When a row was changed, as the properties panel says it: "just now", "5 minutes ago", "3 hours ago", else the date. */
export function changedWhen(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < 24 * HOUR) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return dateTime.format(new Date(at));
}
