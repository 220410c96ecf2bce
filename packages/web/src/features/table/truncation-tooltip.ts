/** The element of a grid cell that holds its text. */
function textElementOf(cell: Element): HTMLElement | null {
  const value = cell.querySelector<HTMLElement>('.ag-cell-value');
  return value ?? (cell instanceof HTMLElement ? cell : null);
}

/**
 * Long cell text is cut with an ellipsis; hovering such a cell shows the full text as its tooltip.
 * One listener for the whole grid, and the check runs only for the hovered cell.
 */
export function installTruncationTooltips(root: HTMLElement): () => void {
  const onOver = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const cell = event.target.closest('.ag-cell');
    if (!cell || !root.contains(cell) || cell.classList.contains('sw-cell--review')) return;
    const text = textElementOf(cell);
    if (!text) return;
    const full = text.textContent ?? '';
    if (full !== '' && text.scrollWidth > text.clientWidth) cell.setAttribute('title', full);
    else cell.removeAttribute('title');
  };
  root.addEventListener('mouseover', onOver);
  return () => root.removeEventListener('mouseover', onOver);
}
