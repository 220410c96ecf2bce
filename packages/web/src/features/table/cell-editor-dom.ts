/** The row and column ids of the cell being edited (inline or in a popup editor). */
export function editingCell(container: HTMLElement): { rowId: string; colId: string } | null {
  const cell = container.querySelector('.ag-cell-inline-editing, .ag-cell-popup-editing');
  const colId = cell?.getAttribute('col-id');
  const rowId = cell?.closest('.ag-row')?.getAttribute('row-id');
  return colId && rowId ? { rowId, colId } : null;
}

/** The grid's text editor that `target` is, when it is one inside `container`. */
export function editorOf(
  target: EventTarget | null,
  container: HTMLElement,
): HTMLInputElement | HTMLTextAreaElement | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return null;
  if (!target.closest('.ag-cell-edit-wrapper, .ag-popup-editor, .ag-cell-editor, .ag-large-text'))
    return null;
  return container.contains(target) ? target : null;
}
