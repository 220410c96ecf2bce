import type { ProposedChangeVerdict } from '@specwright/core';
import { useMemo } from 'react';
import type { RunOptions } from '../../actions/action-types';
import { runAction } from '../../actions/app-actions';
import { readSpecFiles } from '../../state/read-stores';

export interface DocumentCommands {
  select: (rowId: string | null) => void;
  /**
   * Writes an entry's text into the spec's requirement text column `field`; `startText` is what it held
   * when its editing began (someone else may have changed it since).
   */
  saveText: (rowId: string, field: string, text: string, startText?: string) => void;
  /** Takes back a row just added and left without text (no undo step stays) and selects `select`. */
  discardNewRow: (rowId: string, select: string | null) => void;
  /** Remembers which column holds the requirement text (one undo step). */
  setTextColumn: (field: string) => void;
  /** Inserts a blank row above or below the anchor (or at the end when null) and returns its id. */
  insert: (anchorId: string | null, position: 'above' | 'below') => string | undefined;
  /** Deletes the row and selects its neighbour; returns the neighbour's id. */
  remove: (rowId: string) => string | null;
  decide: (rowId: string, decision: ProposedChangeVerdict) => void;
  undo: () => void;
}

const FROM_DOCUMENT: RunOptions = { source: 'document' };

function selectedRowId(fileId: string): string | null {
  return readSpecFiles().specs[fileId]?.selectedRowId ?? null;
}

/** Every edit the document view makes, each one action (so it is one undo step and reports a failure). */
export function useDocumentCommands(fileId: string): DocumentCommands {
  return useMemo(
    () => ({
      select: (rowId) => {
        runAction('rows.select', FROM_DOCUMENT, { fileId, rowId });
      },
      saveText: (rowId, field, text, startText) => {
        const edit = { fileId, rowId, field, value: text, view: 'document', startValue: startText } as const;
        runAction('cells.edit', FROM_DOCUMENT, edit);
      },
      discardNewRow: (rowId, select) => {
        runAction('document.discardNewRow', FROM_DOCUMENT, { fileId, rowId, select });
      },
      setTextColumn: (field) => {
        runAction('document.setTextColumn', FROM_DOCUMENT, { fileId, field });
      },
      // Inserting and deleting select the new row or the neighbour, which the view then edits or focuses.
      insert: (anchorId, position) =>
        runAction('rows.insert', FROM_DOCUMENT, { fileId, anchorId, position })
          ? (selectedRowId(fileId) ?? undefined)
          : undefined,
      remove: (rowId) =>
        runAction('rows.delete', FROM_DOCUMENT, { fileId, rowId }) ? selectedRowId(fileId) : null,
      decide: (rowId, decision) => {
        runAction('changes.decide', FROM_DOCUMENT, { fileId, rowId, decision, view: 'document' });
      },
      undo: () => {
        runAction('document.undo', FROM_DOCUMENT, { fileId });
      },
    }),
    [fileId],
  );
}
