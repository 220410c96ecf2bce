import type { Review, ReviewRole } from '@specwright/core';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** A due date (YYYY-MM-DD) as the panel shows it, e.g. "Dec 12, 2026". */
export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** Whether an open review's due date has passed (the day itself still counts as on time). */
export function isOverdue(review: Review, now = new Date()): boolean {
  if (review.status !== 'open' || !review.due_date) return false;
  return review.due_date.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** The names of the people playing `role`, "nobody" when none. */
export function namesOf(review: Review, role: ReviewRole): string {
  const names = review.people.filter((person) => person.role === role).map((person) => person.user.name);
  return names.length === 0 ? 'Nobody' : names.join(', ');
}

/** The progress lines of a review, in the order the panel shows them. */
export function progressLines(review: Review): { label: string; value: string }[] {
  const { rows, reviewed, approved, needs_changes, rejected, open_comments } = review.progress;
  const of = (count: number) => `${count} of ${rows}`;
  return [
    { label: 'Reviewed', value: of(reviewed) },
    { label: 'Approved', value: of(approved) },
    { label: 'Needs changes', value: String(needs_changes) },
    { label: 'Rejected', value: String(rejected) },
    { label: 'Open comments', value: String(open_comments) },
  ];
}

/** Whether everyone named has finished: every row approved (the share the bar shows). */
export function approvedShare(review: Review): number {
  const { rows, approved } = review.progress;
  return rows === 0 ? 0 : (approved / rows) * 100;
}
