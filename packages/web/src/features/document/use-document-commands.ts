import type { Command, ReviewDecision, Row } from '@specwright/core';
import { useMemo } from 'react';
import { useSpecFilesStore } from '../../state/spec-files';

/** A new row id in the same form as the toolbar's row actions. */
export function newRowId(): string {
  return `req-${crypto.randomUUID().slice(0, 8)}`;
}

export interface DocumentCommands {
  select: (rowId: string | null) => void;
  saveDescription: (rowId: string, text: string) => void;
  /** Inserts a blank row above or below the anchor (or at the end when null) and returns its id. */
  insert: (anchorId: string | null, position: 'above' | 'below') => string | undefined;
  /** Deletes the row and selects its neighbour; returns the neighbour's id. */
  remove: (rowId: string) => string | null;
  review: (rowId: string, decision: ReviewDecision) => void;
  undo: () => void;
}

function rowsOf(fileId: string): readonly Row[] {
  return useSpecFilesStore.getState().specs[fileId]?.edit.file.data ?? [];
}

/** Every edit the document view makes, each one core command through the spec store (so undo works). */
export function useDocumentCommands(fileId: string): DocumentCommands {
  return useMemo(() => {
    const store = () => useSpecFilesStore.getState();
    const dispatch = (command: Command, label: string) => store().dispatch(fileId, command, label);
    return {
      select: (rowId) => store().selectRow(fileId, rowId),
      saveDescription: (rowId, text) =>
        dispatch({ type: 'editCell', rowId, field: 'description', value: text }, 'Edit Description'),
      insert: (anchorId, position) => {
        const before = new Set(rowsOf(fileId).map((row) => row.id));
        const label = position === 'above' ? 'Insert Row Above' : 'Insert Row Below';
        dispatch({ type: 'insertRow', anchorId, position, newId: newRowId() }, label);
        // The id may have been made unique by core, so look for the row that was not there before.
        const added = rowsOf(fileId).find((row) => !before.has(row.id));
        if (added) store().selectRow(fileId, added.id);
        return added?.id;
      },
      remove: (rowId) => {
        const rows = rowsOf(fileId);
        const index = rows.findIndex((row) => row.id === rowId);
        if (index === -1) return null;
        const neighbour = (rows[index + 1] ?? rows[index - 1])?.id ?? null;
        dispatch({ type: 'deleteRows', rowIds: [rowId] }, 'Delete Row');
        if (neighbour) store().selectRow(fileId, neighbour);
        return neighbour;
      },
      review: (rowId, decision) => dispatch({ type: 'reviewRow', rowId, decision }, 'Review Change'),
      undo: () => store().undo(fileId),
    };
  }, [fileId]);
}
