const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the My Specs page shows it (e.g. "Nov 27, 2026, 5:40 AM"). */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
