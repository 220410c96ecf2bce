const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A date as the workspace pages show it (e.g. "Nov 27, 2026"). */
export const formatDay = (iso: string) => day.format(new Date(iso));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What deleting a workspace does, said before it is done (its specs go with it). */
export function deletionMessage(name: string, specs: number): string {
  const what =
    specs === 0
      ? 'It has no specs.'
      : `Its ${plural(specs, 'spec is', 'specs are')} deleted with it, for every member, and cannot be restored. To keep a spec, move it to Personal in My Specs first.`;
  return `Delete the workspace “${name}”? ${what} Its members lose access and pending invitations stop working.`;
}
