import { afterEach, describe, expect, it } from 'vitest';
import { onProposedChangeCellKey, passAltArrows } from './cell-keyboard';

function proposedChangeCell() {
  const cell = document.createElement('div');
  cell.className = 'ag-cell';
  cell.tabIndex = -1;
  cell.innerHTML =
    '<span>+ Added</span><button type="button">Accept</button><button type="button">Reject</button>';
  document.body.append(cell);
  const [accept, reject] = [...cell.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  return { cell, accept, reject };
}

function press(target: HTMLElement, key: string, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return { handled: onProposedChangeCellKey(event), prevented: event.defaultPrevented };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Alt+arrows', () => {
  it('pass through the grid to the app unless a cell is being edited', () => {
    const key = (key: string, altKey: boolean, editing = false) =>
      passAltArrows({ event: new KeyboardEvent('keydown', { key, altKey }), editing } as Parameters<
        typeof passAltArrows
      >[0]);
    expect(key('ArrowDown', true)).toBe(true);
    expect(key('ArrowUp', true)).toBe(true);
    expect(key('ArrowDown', false)).toBe(false);
    expect(key('ArrowDown', true, true)).toBe(false);
  });
});

describe('proposed change cell keyboard', () => {
  it('steps through the buttons with Tab, then lets the grid move on', () => {
    const { cell, accept, reject } = proposedChangeCell();
    expect(press(cell, 'Tab')).toEqual({ handled: true, prevented: true });
    expect(document.activeElement).toBe(accept);
    expect(press(accept, 'Tab').handled).toBe(true);
    expect(document.activeElement).toBe(reject);
    expect(press(reject, 'Tab').handled).toBe(false);
  });

  it('steps back with Shift+Tab to the cell, then lets the grid move on', () => {
    const { cell, accept, reject } = proposedChangeCell();
    expect(press(reject, 'Tab', true).handled).toBe(true);
    expect(document.activeElement).toBe(accept);
    expect(press(accept, 'Tab', true).handled).toBe(true);
    expect(document.activeElement).toBe(cell);
    expect(press(cell, 'Tab', true).handled).toBe(false);
  });

  it('keeps Enter and Space on a button away from the grid', () => {
    const { cell, accept } = proposedChangeCell();
    expect(press(accept, 'Enter').handled).toBe(true);
    expect(press(accept, ' ').handled).toBe(true);
    expect(press(cell, 'Enter').handled).toBe(false);
  });
});
