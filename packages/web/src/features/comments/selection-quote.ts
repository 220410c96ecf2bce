import { type RefObject, useEffect, useState } from 'react';

/** Text selected inside one entry's requirement text: the row, the text and its offsets in it. */
export interface SelectedText {
  rowId: string;
  quote: string;
  start: number;
  end: number;
  /** Where the selection ends on screen, relative to the container (to place the button there). */
  top: number;
  left: number;
}

/** The offset of (node, offset) in the text of `root`. */
function offsetIn(root: Element, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The selection when it lies within the text of one entry (`.doc-entry__text` of a `[data-row-id]`). */
export function selectedTextIn(container: HTMLElement, selection: Selection | null): SelectedText | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const startText = (range.startContainer.parentElement ?? null)?.closest('.doc-entry__text');
  const endText = (range.endContainer.parentElement ?? null)?.closest('.doc-entry__text');
  if (!startText || startText !== endText || !container.contains(startText)) return null;
  const rowId = startText.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
  const quote = range.toString();
  if (!rowId || quote.trim() === '') return null;
  const box = range.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  return {
    rowId,
    quote,
    start: offsetIn(startText, range.startContainer, range.startOffset),
    end: offsetIn(startText, range.endContainer, range.endOffset),
    top: box.bottom - frame.top + container.scrollTop,
    left: box.left - frame.left,
  };
}

/** The text selected in one entry of the container, kept current as the selection changes. */
export function useSelectedText(
  containerRef: RefObject<HTMLElement | null>,
  on: boolean,
): SelectedText | null {
  const [selected, setSelected] = useState<SelectedText | null>(null);
  useEffect(() => {
    if (!on) return;
    const update = () => {
      const container = containerRef.current;
      setSelected(container ? selectedTextIn(container, document.getSelection()) : null);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [containerRef, on]);
  return on ? selected : null;
}
