import type { Row } from '@specwright/core';
import type { SuppressKeyboardEventParams } from 'ag-grid-community';

/** Alt+↑/↓ belong to the app (move the selected row): the grid lets them pass unless a cell is being edited. */
export function passAltArrows({ event, editing }: SuppressKeyboardEventParams<Row>): boolean {
  return !editing && event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown');
}

/**
 * Keyboard access to the decision buttons of a proposed change inside a grid cell: Tab and Shift+Tab step through the buttons
 * (then on to the next cell), and Enter or Space on a button presses it instead of reaching the grid.
 * Returns true when the grid must ignore the key.
 */
export function onProposedChangeCellKey(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const cell = target?.closest<HTMLElement>('.ag-cell');
  if (!target || !cell) return false;
  const onButton = target.tagName === 'BUTTON';
  if (onButton && (event.key === 'Enter' || event.key === ' ')) return true;
  if (event.key !== 'Tab' || event.type !== 'keydown') return false;
  const buttons = [...cell.querySelectorAll<HTMLButtonElement>('button')];
  const index = onButton ? buttons.indexOf(target as HTMLButtonElement) : -1;
  const next = event.shiftKey ? index - 1 : index + 1;
  if (event.shiftKey && index === 0) {
    event.preventDefault();
    cell.focus();
    return true;
  }
  const button = next >= 0 ? buttons[next] : undefined;
  if (!button || (event.shiftKey && index === -1)) return false;
  event.preventDefault();
  button.focus();
  return true;
}

/** Enter or Space on a score cell opens its finding (the pill's popover); the grid must then ignore the key. */
export function onScoreCellKey(event: KeyboardEvent): boolean {
  if (event.type !== 'keydown' || (event.key !== 'Enter' && event.key !== ' ')) return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const button = target?.closest('.ag-cell')?.querySelector<HTMLButtonElement>('button.score-cell__button');
  if (!button) return false;
  event.preventDefault();
  button.click();
  return true;
}
