import type { LivePeer } from '@specwright/core';
import { peerActivity, peersByRow } from '../presence/peer-spots';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One mark as measured: drawn by `drawMarks`, which changes an element only where it differs. */
interface Mark {
  kind: 'row' | 'cell' | 'label';
  colour: string;
  transform: string;
  width: string;
  height: string;
  text: string;
  title: string;
  editing: string;
}

/** The part of the page the marks may cover: the grid's rows, below its header (page coordinates). */
interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const ROW_BAR_WIDTH = 3;

/** A value for a quoted attribute selector (row ids are the file's own, any text). */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

function shape(kind: Mark['kind'], peer: LivePeer, box: Box): Mark {
  return {
    kind,
    colour: peer.colour,
    transform: `translate(${box.left}px, ${box.top}px)`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    text: '',
    title: '',
    editing: String(peer.spot?.editing === true),
  };
}

/** A name label inside the top right corner of the person's cell or, when no cell of theirs shows, of the row. */
function label(peers: readonly [LivePeer, ...LivePeer[]], box: Box): Mark {
  return {
    ...shape('label', peers[0], box),
    transform: `translate(${box.left + box.width - 2}px, ${box.top + 2}px) translate(-100%, 0)`,
    width: '',
    height: '',
    text: peers.map((peer) => (peer.spot?.editing ? peerActivity(peer) : peer.name)).join(', '),
    title: peers.map(peerActivity).join('\n'),
  };
}

/** The rendered parts of a row (one per pinned and scrolled section) as one box, up to the last column's end. */
function rowBox(root: HTMLElement, rowId: string, layer: Area, columnsEnd: number): Box | null {
  const parts = root.querySelectorAll(`.ag-row[row-id=${quoted(rowId)}]`);
  if (parts.length === 0) return null;
  const rects = [...parts].map((part) => part.getBoundingClientRect());
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const right = Math.min(layer.right, columnsEnd, Math.max(...rects.map((rect) => rect.right)));
  return { left: 0, top: top - layer.top, width: right - layer.left, height: bottom - top };
}

function cellBox(root: HTMLElement, rowId: string, field: string, layer: Area): Box | null {
  const selector = `.ag-row[row-id=${quoted(rowId)}] .ag-cell[col-id=${quoted(field)}]`;
  const rect = root.querySelector(selector)?.getBoundingClientRect();
  return rect
    ? { left: rect.left - layer.left, top: rect.top - layer.top, width: rect.width, height: rect.height }
    : null;
}

/** Where the marks go, read from the grid's rows as drawn (reads only, so the layout is computed once). */
function measureMarks(root: HTMLElement, area: Area, peers: readonly LivePeer[]): Mark[] {
  const headers = [...root.querySelectorAll('.ag-header-cell')].map(
    (cell) => cell.getBoundingClientRect().right,
  );
  const columnsEnd = headers.length > 0 ? Math.max(...headers) : area.right;
  const marks: Mark[] = [];
  for (const [rowId, onRow] of peersByRow(peers)) {
    const row = rowBox(root, rowId, area, columnsEnd);
    if (!row) continue;
    const withoutCell: LivePeer[] = [];
    onRow.forEach((peer, index) => {
      marks.push(shape('row', peer, { ...row, left: index * ROW_BAR_WIDTH, width: ROW_BAR_WIDTH }));
      const field = peer.spot?.field;
      const cell = field ? cellBox(root, rowId, field, area) : null;
      if (cell) marks.push(shape('cell', peer, cell), label([peer], cell));
      else withoutCell.push(peer);
    });
    const [first, ...others] = withoutCell;
    if (first) marks.push(label([first, ...others], row));
  }
  return marks;
}

const drawn = new WeakMap<Element, Mark>();

/** Draws the marks into the layer's elements, reusing them and changing only what differs. */
function drawMarks(layer: HTMLElement, marks: readonly Mark[]): void {
  while (layer.children.length > marks.length) layer.lastElementChild?.remove();
  marks.forEach((mark, index) => {
    const element =
      (layer.children[index] as HTMLElement | undefined) ?? layer.appendChild(document.createElement('div'));
    const before = drawn.get(element);
    if (before?.kind !== mark.kind)
      element.className = mark.kind === 'label' ? 'sw-peer__label peer-tag' : `sw-peer__${mark.kind}`;
    if (before?.colour !== mark.colour) element.style.setProperty('--peer-colour', mark.colour);
    if (before?.transform !== mark.transform) element.style.transform = mark.transform;
    if (before?.width !== mark.width) element.style.width = mark.width;
    if (before?.height !== mark.height) element.style.height = mark.height;
    if (before?.text !== mark.text) element.textContent = mark.text;
    if (before?.title !== mark.title) element.title = mark.title;
    if (before?.editing !== mark.editing) element.dataset.editing = mark.editing;
    drawn.set(element, mark);
  });
}

/** The grid's rows below its header: the marks' layer covers them, so marks of rows scrolled under it are cut. */
function rowsArea(root: HTMLElement): Area {
  const outer = root.getBoundingClientRect();
  const headerBottom = root.querySelector('.ag-header')?.getBoundingClientRect().bottom ?? outer.top;
  const top = Math.max(outer.top, headerBottom);
  return { left: outer.left, top, right: outer.right, bottom: Math.max(top, outer.bottom) };
}

function fitLayer(layer: HTMLElement, root: HTMLElement, area: Area): void {
  const { style } = layer;
  const top = `${area.top - root.getBoundingClientRect().top}px`;
  const width = `${area.right - area.left}px`;
  const height = `${area.bottom - area.top}px`;
  if (style.top !== top) style.top = top;
  if (style.left !== '0px') style.left = '0px';
  if (style.width !== width) style.width = width;
  if (style.height !== height) style.height = height;
}

/**
 * Draws where the others are over the grid, in `layer` (laid over the rows, clipped to them): a bar in each
 * person's colour at the left of their row, an outline round their cell with their name (or "… is editing"),
 * the name at the row's end when no cell of theirs is in sight. Only rows the grid has drawn get marks;
 * the grid itself is never re-rendered. Everything is measured before anything is changed, so the page is
 * laid out once.
 */
export function paintPeerMarks(root: HTMLElement, layer: HTMLElement, peers: readonly LivePeer[]): void {
  const area = rowsArea(root);
  const marks = measureMarks(root, area, peers);
  fitLayer(layer, root, area);
  drawMarks(layer, marks);
}
