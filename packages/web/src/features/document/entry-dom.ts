/** DOM look-ups over the document's entries, which sit in chunks (see DocumentEntries). */

export function findEntryElement(list: HTMLElement | null, rowId: string): HTMLElement | undefined {
  if (!list) return undefined;
  return Array.from(list.querySelectorAll<HTMLElement>('.doc-entry')).find(
    (element) => element.dataset.rowId === rowId,
  );
}

/** The entry before or after this one, across chunk boundaries. */
export function adjacentEntry(entry: Element, direction: 'next' | 'previous'): Element | null {
  if (direction === 'next') {
    return entry.nextElementSibling ?? entry.parentElement?.nextElementSibling?.firstElementChild ?? null;
  }
  return (
    entry.previousElementSibling ?? entry.parentElement?.previousElementSibling?.lastElementChild ?? null
  );
}
