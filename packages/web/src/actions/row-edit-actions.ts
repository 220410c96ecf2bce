import {
  type CellValue,
  choiceFieldsOf,
  isHandEditable,
  type PasteTarget,
  type ProposedChangeVerdict,
  parseTsv,
  pasteCommand,
  type RequirementFile,
  valueOverCurrent,
} from '@specwright/core';
import { type AnyAction, activeSpecEditable, always } from './action-types';
import { addRowAndSelect, INSERT_ROW_LABELS, newRowId, type RowTarget } from './row-edits';

/** The view an edit is made in: it names the edit's undo step. */
export type EditingView = 'table' | 'document' | 'properties' | 'comment';

export interface CellEdit extends RowTarget {
  field: string;
  value: CellValue;
  /** Where the cell was edited; the table when not said. */
  view?: EditingView;
  /**
   * What the cell held when its editor opened: when someone else changed it meanwhile, what was typed is
   * merged into their change instead of replacing it.
   */
  startValue?: CellValue;
}

export interface RowInsert {
  fileId: string;
  /** The row to insert next to; null inserts at the start ('above') or end ('below'). */
  anchorId: string | null;
  position: 'above' | 'below';
}

/** The user's decision on a proposed change of a row. */
export interface ProposedChangeDecision extends RowTarget {
  decision: ProposedChangeVerdict;
  /** Where it was decided; the table when not said. */
  view?: Exclude<EditingView, 'properties'>;
}

/** Cells pasted into the table: where they land (without the editable test, which the file decides). */
export interface CellPaste {
  fileId: string;
  target: Omit<PasteTarget, 'isEditable'>;
  /** The clipboard's text: tab-separated cells, a row per line. */
  text: string;
}

const CELL_EDIT_LABELS: Record<EditingView, string> = {
  table: 'Edit Cell',
  document: 'Edit Description',
  properties: 'Edit Property',
  comment: 'Accept Proposed Change',
};

/** The undo step names of the table's buttons on a proposed change. */
const TABLE_DECISION_LABELS: Record<ProposedChangeVerdict, string> = {
  accept: 'Accept Change',
  reject: 'Reject Change',
  keep: 'Keep Row',
  delete: 'Delete Row',
};

/** The document view names every decision on a proposed change alike. */
const DOCUMENT_DECISION_LABEL = 'Review Change';

/** What an edit typed from `start` writes into the cell as it is now (someone else may have changed it). */
function editOverOthers(
  file: RequirementFile,
  rowId: string,
  field: string,
  start: CellValue,
  value: CellValue,
): CellValue {
  const current = (file.data.find((row) => row.id === rowId)?.[field] ?? null) as CellValue;
  if (current === start) return value;
  const kind = choiceFieldsOf(file.columns).has(field) ? 'choice' : 'text';
  return valueOverCurrent(current, start, value, kind);
}

/** The row edits of the table, the document view and the properties panel, on a given open file. */
export const rowEditActions = [
  {
    id: 'rows.select',
    label: 'Select Row',
    // Reading a row's properties and comments needs no edit right.
    isEnabled: always,
    run: ({ specs }, { fileId, rowId }: { fileId: string; rowId: string | null }) =>
      specs.selectRow(fileId, rowId),
  },
  {
    id: 'rows.insert',
    label: 'Insert Row',
    isEnabled: activeSpecEditable,
    // The new row becomes the selected row (the document view then opens it for editing).
    run: ({ specs, openSpec }, { fileId, anchorId, position }: RowInsert) => {
      const file = openSpec(fileId)?.edit.file;
      if (!file) return;
      const command = { type: 'insertRow', anchorId, position, newId: newRowId() } as const;
      addRowAndSelect(specs, fileId, file, command, INSERT_ROW_LABELS[position]);
    },
  },
  {
    id: 'cells.edit',
    label: 'Edit Cell',
    isEnabled: activeSpecEditable,
    run: ({ specs, openSpec }, { fileId, rowId, field, value, view = 'table', startValue }: CellEdit) => {
      const file = openSpec(fileId)?.edit.file;
      const written =
        file && startValue !== undefined ? editOverOthers(file, rowId, field, startValue, value) : value;
      specs.dispatch(fileId, { type: 'editCell', rowId, field, value: written }, CELL_EDIT_LABELS[view]);
    },
  },
  {
    id: 'table.paste',
    label: 'Paste',
    isEnabled: activeSpecEditable,
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
  {
    id: 'changes.decide',
    label: 'Review Change',
    isEnabled: activeSpecEditable,
    // Accept or reject (keep or delete, for a row proposed for removal) a proposed change of one row.
    run: ({ specs }, { fileId, rowId, decision, view = 'table' }: ProposedChangeDecision) => {
      const label = view === 'document' ? DOCUMENT_DECISION_LABEL : TABLE_DECISION_LABELS[decision];
      specs.dispatch(fileId, { type: 'decideProposedChange', rowId, decision }, label);
    },
  },
  {
    id: 'document.discardNewRow',
    label: 'Discard New Row',
    isEnabled: activeSpecEditable,
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
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, field }: { fileId: string; field: string }) =>
      specs.dispatch(fileId, { type: 'setTextColumn', field }, 'Choose Text Column'),
  },
  {
    id: 'document.undo',
    label: 'Undo',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId }: { fileId: string }) => specs.undo(fileId),
  },
] as const satisfies readonly AnyAction[];
