import {
  type CellValue,
  isHandEditable,
  type PasteTarget,
  type ProposedChangeVerdict,
  parseTsv,
  pasteCommand,
} from '@specwright/core';
import { type Action, type AnyAction, always } from './action-types';
import { addRowAndSelect, deleteRowSelectingNeighbour, INSERT_ROW_LABELS, newRowId } from './row-edits';

/** A row of an open spec file. */
export interface RowTarget {
  fileId: string;
  rowId: string;
}

export interface CellEdit extends RowTarget {
  field: string;
  value: CellValue;
}

export interface RowInsert {
  fileId: string;
  /** The row to insert next to; null inserts at the start ('above') or end ('below'). */
  anchorId: string | null;
  position: 'above' | 'below';
}

export interface RowReview extends RowTarget {
  decision: ProposedChangeVerdict;
}

/** Cells pasted into the table: where they land (without the editable test, which the file decides). */
export interface CellPaste {
  fileId: string;
  target: Omit<PasteTarget, 'isEditable'>;
  /** The clipboard's text: tab-separated cells, a row per line. */
  text: string;
}

/** The undo step names of the table's review buttons. */
const TABLE_REVIEW_LABELS: Record<ProposedChangeVerdict, string> = {
  accept: 'Accept Change',
  reject: 'Reject Change',
  keep: 'Keep Row',
  delete: 'Delete Row',
};

/** A cell edit from one place of the app, named after that place in the undo history. */
function editCellAction<const Id extends string>(id: Id, label: string): Action<Id, CellEdit> {
  return {
    id,
    label,
    isEnabled: always,
    run: ({ specs }, { fileId, rowId, field, value }) =>
      specs.dispatch(fileId, { type: 'editCell', rowId, field, value }, label),
  };
}

/** The accept/reject (or keep/delete) decision on a pending change of a row. */
function reviewAction<const Id extends string>(
  id: Id,
  undoLabel: (decision: ProposedChangeVerdict) => string,
): Action<Id, RowReview> {
  return {
    id,
    label: 'Review Change',
    isEnabled: always,
    run: ({ specs }, { fileId, rowId, decision }) =>
      specs.dispatch(fileId, { type: 'decideProposedChange', rowId, decision }, undoLabel(decision)),
  };
}

/** The row edits of the table, the document view and the properties panel, on a given open file. */
export const rowEditActions = [
  {
    id: 'rows.select',
    label: 'Select Row',
    isEnabled: always,
    run: ({ specs }, { fileId, rowId }: { fileId: string; rowId: string | null }) =>
      specs.selectRow(fileId, rowId),
  },
  {
    id: 'rows.insert',
    label: 'Insert Row',
    isEnabled: always,
    // The new row becomes the selected row (the document view then opens it for editing).
    run: ({ specs, openSpec }, { fileId, anchorId, position }: RowInsert) => {
      const file = openSpec(fileId)?.edit.file;
      if (!file) return;
      const command = { type: 'insertRow', anchorId, position, newId: newRowId() } as const;
      addRowAndSelect(specs, fileId, file, command, INSERT_ROW_LABELS[position]);
    },
  },
  {
    id: 'rows.remove',
    label: 'Delete Row',
    isEnabled: always,
    run: ({ specs, openSpec }, { fileId, rowId }: RowTarget) => {
      const file = openSpec(fileId)?.edit.file;
      if (file) deleteRowSelectingNeighbour(specs, fileId, file, rowId);
    },
  },
  editCellAction('table.editCell', 'Edit Cell'),
  {
    id: 'table.paste',
    label: 'Paste',
    isEnabled: always,
    // The whole block is one undo step; rows past the end are added, read-only columns are skipped.
    run: ({ specs, openSpec }, { fileId, target, text }: CellPaste) => {
      const file = openSpec(fileId)?.edit.file;
      if (!file) return;
      const editable = new Set(file.columns.filter(isHandEditable).map((column) => column.field));
      const command = pasteCommand(
        { ...target, isEditable: (field) => editable.has(field) },
        parseTsv(text),
        newRowId,
      );
      if (command) specs.dispatch(fileId, command, 'Paste');
    },
  },
  editCellAction('document.editDescription', 'Edit Description'),
  editCellAction('properties.editValue', 'Edit Property'),
  reviewAction('table.reviewRow', (decision) => TABLE_REVIEW_LABELS[decision]),
  reviewAction('document.reviewRow', () => 'Review Change'),
  {
    id: 'document.discardNewRow',
    label: 'Discard New Row',
    isEnabled: always,
    // A row added and left at once (Esc before typing) goes again without an undo step; `select` is the
    // row to select instead (the one it was added next to).
    run: ({ specs }, { fileId, rowId, select }: RowTarget & { select: string | null }) => {
      specs.retractAddedRow(fileId, rowId);
      if (select) specs.selectRow(fileId, select);
    },
  },
  {
    id: 'document.setTextColumn',
    label: 'Choose Text Column',
    isEnabled: always,
    run: ({ specs }, { fileId, field }: { fileId: string; field: string }) =>
      specs.dispatch(fileId, { type: 'setTextColumn', field }, 'Choose Text Column'),
  },
  {
    id: 'document.undo',
    label: 'Undo',
    isEnabled: always,
    run: ({ specs }, { fileId }: { fileId: string }) => specs.undo(fileId),
  },
] as const satisfies readonly AnyAction[];
