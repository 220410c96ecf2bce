import type { LivePeer } from '@specwright/core';
import { peerActivity, peersByRow } from '../presence/peer-spots';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const ROW_BAR_WIDTH = 3;

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

/** A name label inside the top right corner of the person's cell or, when no cell of theirs shows, of the row. */
function label(peers: readonly [LivePeer, ...LivePeer[]], box: Box): HTMLElement {
  const element = mark('sw-peer__label', peers[0]);
  element.textContent = peers.map((peer) => (peer.spot?.editing ? peerActivity(peer) : peer.name)).join(', ');
  element.title = peers.map(peerActivity).join('\n');
  element.style.transform = `translate(${box.left + box.width - 2}px, ${box.top + 2}px) translate(-100%, 0)`;
  return element;
}

/** The rendered parts of a row (one per pinned and scrolled section) as one box, to its last cell's end. */
function rowBox(root: HTMLElement, rowId: string, layer: DOMRect): Box | null {
  const parts = root.querySelectorAll(`.ag-row[row-id=${quoted(rowId)}]`);
  if (parts.length === 0) return null;
  const rects = [...parts].map((part) => part.getBoundingClientRect());
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const cells = root.querySelectorAll(`.ag-row[row-id=${quoted(rowId)}] .ag-cell`);
  const ends = [...cells].map((cell) => cell.getBoundingClientRect().right);
  const right = Math.min(layer.right, Math.max(...ends, ...(ends.length ? [] : [layer.right])));
  return { left: 0, top: top - layer.top, width: right - layer.left, height: bottom - top };
}

function cellBox(root: HTMLElement, rowId: string, field: string, layer: DOMRect): Box | null {
  const selector = `.ag-row[row-id=${quoted(rowId)}] .ag-cell[col-id=${quoted(field)}]`;
  const cell = root.querySelector(selector);
  return cell ? boxIn(layer, cell.getBoundingClientRect()) : null;
}

/**
 * Draws where the others are over the grid, in `layer` (laid over the rows, clipped to them): a bar in each
 * person's colour at the left of their row, an outline round their cell with their name (or "… is editing"),
 * the name at the row's end when no cell of theirs is in sight. Only rows the grid has drawn get marks;
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
      marks.push(outline, label([peer], cell));
    });
    const [first, ...others] = withoutCell;
    if (first) marks.push(label([first, ...others], row));
  }
  layer.replaceChildren(...marks);
}
