import type { LivePeer } from '@specwright/core';
import { peerActivity, peersByRow } from '../presence/peer-spots';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const ROW_BAR_WIDTH = 3;
/** A name label's height: a label above a cell this close to the top is drawn inside it instead. */
const LABEL_HEIGHT = 16;

/** A value for a quoted attribute selector (row ids are the file's own, any text). */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

const boxIn = (outer: DOMRect, inner: DOMRect): Box => ({
  left: inner.left - outer.left,
  top: inner.top - outer.top,
  width: inner.width,
  height: inner.height,
});

function place(element: HTMLElement, box: Box): void {
  element.style.transform = `translate(${box.left}px, ${box.top}px)`;
  element.style.width = `${box.width}px`;
  element.style.height = `${box.height}px`;
}

function mark(className: string, peer: LivePeer): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.style.setProperty('--peer-colour', peer.colour);
  element.dataset.userId = peer.userId;
  return element;
}

/** A name label, its right edge on the cell's and above it (inside when there is no room), or at the row's start. */
function label(
  peers: readonly [LivePeer, ...LivePeer[]],
  at: { left: number; top: number },
  anchor: 'cell' | 'row',
): HTMLElement {
  const element = mark('sw-peer__label', peers[0]);
  element.textContent = peers.map((peer) => (peer.spot?.editing ? peerActivity(peer) : peer.name)).join(', ');
  element.title = peers.map(peerActivity).join('\n');
  const shift = anchor === 'row' ? '0, 0' : at.top < LABEL_HEIGHT ? '-100%, 0' : '-100%, -100%';
  element.style.transform = `translate(${at.left}px, ${at.top}px) translate(${shift})`;
  return element;
}

/** The rendered parts of a row (one per pinned and scrolled section), their union as one box. */
function rowBox(root: HTMLElement, rowId: string, layer: DOMRect): Box | null {
  const parts = root.querySelectorAll(`.ag-row[row-id=${quoted(rowId)}]`);
  if (parts.length === 0) return null;
  const rects = [...parts].map((part) => part.getBoundingClientRect());
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  return { left: 0, top: top - layer.top, width: layer.width, height: bottom - top };
}

function cellBox(root: HTMLElement, rowId: string, field: string, layer: DOMRect): Box | null {
  const selector = `.ag-row[row-id=${quoted(rowId)}] .ag-cell[col-id=${quoted(field)}]`;
  const cell = root.querySelector(selector);
  return cell ? boxIn(layer, cell.getBoundingClientRect()) : null;
}

/**
 * Draws where the others are over the grid, in `layer` (laid over the rows, clipped to them): a bar in each
 * person's colour at the left of their row, an outline round their cell with their name (or "… is editing"),
 * the name at the row's start when no cell of theirs is in sight. Only rows the grid has drawn get marks;
 * the grid itself is never re-rendered.
 */
export function paintPeerMarks(root: HTMLElement, layer: HTMLElement, peers: readonly LivePeer[]): void {
  const area = layer.getBoundingClientRect();
  const marks: HTMLElement[] = [];
  for (const [rowId, onRow] of peersByRow(peers)) {
    const row = rowBox(root, rowId, area);
    if (!row) continue;
    const withoutCell: LivePeer[] = [];
    onRow.forEach((peer, index) => {
      const bar = mark('sw-peer__row', peer);
      place(bar, { ...row, left: index * ROW_BAR_WIDTH, width: ROW_BAR_WIDTH });
      marks.push(bar);
      const field = peer.spot?.field;
      const cell = field ? cellBox(root, rowId, field, area) : null;
      if (!cell) {
        withoutCell.push(peer);
        return;
      }
      const outline = mark('sw-peer__cell', peer);
      outline.dataset.editing = String(peer.spot?.editing === true);
      place(outline, cell);
      marks.push(outline, label([peer], { left: cell.left + cell.width, top: cell.top }, 'cell'));
    });
    const [first, ...others] = withoutCell;
    if (first) {
      const start = (onRow.length + 1) * ROW_BAR_WIDTH;
      const top = row.top + (row.height - LABEL_HEIGHT) / 2;
      marks.push(label([first, ...others], { left: start, top }, 'row'));
    }
  }
  layer.replaceChildren(...marks);
}
