import { SPEC_TRASH_DAYS } from '@specwright/core';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A date as the workspace pages show it (e.g. "Nov 27, 2026"). */
export const formatDay = (iso: string) => day.format(new Date(iso));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What deleting a workspace does, said before it is done (its specs go to the deleting owner's trash). */
export function deletionMessage(name: string, specs: number): string {
  const what =
    specs === 0
      ? 'It has no specs.'
      : `Its ${plural(specs, 'spec goes', 'specs go')} to your trash, restorable there for ${SPEC_TRASH_DAYS} days; the other members lose them.`;
  return `Delete the workspace “${name}”? ${what} Its members lose access and pending invitations stop working.`;
}
