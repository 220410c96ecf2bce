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

/**
 * The offset in `container`'s text of the point (x, y), where a click there puts the caret; undefined
 * when the point is not on its text (or the browser cannot tell).
 */
export function textOffsetAt(container: HTMLElement, x: number, y: number): number | undefined {
  const doc = container.ownerDocument;
  const position = doc.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : doc.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset;
  if (!node || offset === undefined || node.nodeType !== Node.TEXT_NODE || !container.contains(node)) {
    return undefined;
  }
  const walker = doc.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  let before = 0;
  while (walker.nextNode()) {
    if (walker.currentNode === node) return before + offset;
    before += walker.currentNode.textContent?.length ?? 0;
  }
  return undefined;
}
