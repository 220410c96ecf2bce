import { afterEach, describe, expect, it } from 'vitest';
import { installColumnDragThreshold, isBelowThreshold } from './drag-threshold';

function gridWithHeader() {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="ag-header-cell"><span class="label">ID</span><button type="button">menu</button>' +
    '<div class="ag-header-cell-resize"></div></div><div class="ag-cell">x</div>';
  document.body.append(root);
  return root;
}

const pointer = (type: string, x: number, y = 0) =>
  new PointerEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, cancelable: true });

/** The pointer moves that reach the grid (a listener on the document, as AG Grid's). */
function movesSeenByGrid() {
  const seen: number[] = [];
  const listener = (event: Event) => seen.push((event as PointerEvent).clientX);
  document.addEventListener('pointermove', listener);
  return { seen, stop: () => document.removeEventListener('pointermove', listener) };
}

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.body.innerHTML = '';
});

describe('column drag threshold', () => {
  it('needs 10 px in either direction', () => {
    expect(isBelowThreshold(9, -9, 10)).toBe(true);
    expect(isBelowThreshold(10, 0, 10)).toBe(false);
    expect(isBelowThreshold(0, -12, 10)).toBe(false);
  });

  it('holds back moves of a header press until they reach 10 px', () => {
    const root = gridWithHeader();
    const grid = movesSeenByGrid();
    cleanups.push(installColumnDragThreshold(root), grid.stop);
    const label = root.querySelector('.label') as HTMLElement;
    label.dispatchEvent(pointer('pointerdown', 100));
    for (const x of [103, 108, 112, 104]) label.dispatchEvent(pointer('pointermove', x));
    window.dispatchEvent(pointer('pointerup', 104));
    // Once past the threshold the drag is the grid's, even back under 10 px.
    expect(grid.seen).toEqual([112, 104]);
  });

  it('leaves the resize handle, buttons and cells alone', () => {
    const root = gridWithHeader();
    const grid = movesSeenByGrid();
    cleanups.push(installColumnDragThreshold(root), grid.stop);
    for (const selector of ['.ag-header-cell-resize', 'button', '.ag-cell']) {
      const target = root.querySelector(selector) as HTMLElement;
      target.dispatchEvent(pointer('pointerdown', 0));
      target.dispatchEvent(pointer('pointermove', 2));
      window.dispatchEvent(pointer('pointerup', 2));
    }
    expect(grid.seen).toEqual([2, 2, 2]);
  });

  it('stops listening when removed', () => {
    const root = gridWithHeader();
    const grid = movesSeenByGrid();
    installColumnDragThreshold(root)();
    cleanups.push(grid.stop);
    const label = root.querySelector('.label') as HTMLElement;
    label.dispatchEvent(pointer('pointerdown', 0));
    label.dispatchEvent(pointer('pointermove', 3));
    expect(grid.seen).toEqual([3]);
  });
});
