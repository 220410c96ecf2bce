const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'March 4, 2026' in the viewer's time zone; '—' when unknown. */
export function formatDay(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DAY.format(date) : '—';
}

/** 'Mar 4, 2026, 10:15 AM' in the viewer's time zone; '—' when unknown. */
export function formatDayAndTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DAY_AND_TIME.format(date) : '—';
}
