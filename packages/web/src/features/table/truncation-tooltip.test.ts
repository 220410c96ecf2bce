import { afterEach, describe, expect, it } from 'vitest';
import { installTruncationTooltips } from './truncation-tooltip';

function cellWith(text: string, scrollWidth: number, clientWidth: number): HTMLElement {
  const cell = document.createElement('div');
  cell.className = 'ag-cell';
  cell.textContent = text;
  Object.defineProperty(cell, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(cell, 'clientWidth', { value: clientWidth });
  return cell;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('truncation tooltips', () => {
  it('shows the full text of a cut cell on hover, and none for a cell that fits', () => {
    const root = document.createElement('div');
    const long = cellWith('<b>A long requirement</b>', 300, 120);
    const short = cellWith('Short', 40, 120);
    root.append(long, short);
    document.body.append(root);
    const remove = installTruncationTooltips(root);
    long.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    short.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(long.getAttribute('title')).toBe('<b>A long requirement</b>');
    expect(short.hasAttribute('title')).toBe(false);
    remove();
  });
});
