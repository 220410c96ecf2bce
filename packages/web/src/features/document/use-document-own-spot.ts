import { useEffect } from 'react';
import { setOwnSpot } from '../presence/presence-wiring';

/**
 * Tells the others where this tab is in the document: the entry being edited (its text) or else the one
 * selected. Nowhere once the document is closed.
 */
export function useDocumentOwnSpot(
  fileId: string,
  selectedRowId: string | null,
  editingRowId: string | null,
  textField: string | undefined,
): void {
  useEffect(() => {
    const editing = editingRowId !== null;
    setOwnSpot(fileId, {
      rowId: editingRowId ?? selectedRowId,
      field: editing ? (textField ?? null) : null,
      editing,
    });
  }, [fileId, selectedRowId, editingRowId, textField]);
  useEffect(() => () => setOwnSpot(fileId, null), [fileId]);
}
