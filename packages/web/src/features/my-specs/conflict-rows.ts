import {
  type MergeSide,
  orderedColumns,
  type RequirementFile,
  type Row,
  type RowConflict,
  rowText,
  specDiff,
  textColumnOf,
  type WordPart,
} from '@specwright/core';

/** One cell two sides hold differently, each side's text with the words only it has marked. */
export interface ConflictCell {
  header: string;
  mine: WordPart[];
  theirs: WordPart[];
}

/** What the conflict dialog shows of one row: its cells that differ, or the side that removed it. */
export interface ConflictView {
  id: string;
  /** The row's requirement text (this tab's, or the server's when removed here), to tell which row it is. */
  text: string;
  mineRemoved: boolean;
  theirsRemoved: boolean;
  cells: ConflictCell[];
}

/** The parts one side shows: the shared words, and the words only it has (marked as added). */
function sideParts(parts: readonly WordPart[], side: MergeSide): WordPart[] {
  // The diff runs from theirs to mine: removed words are theirs alone, added words mine alone.
  const foreign = side === 'mine' ? 'removed' : 'added';
  return parts
    .filter((part) => part.kind !== foreign)
    .map((part): WordPart => (part.kind === 'same' ? part : { kind: 'added', text: part.text }));
}

/** The cells of a row present on one side only: every cell with a value. */
function wholeRow(file: RequirementFile, row: Row, side: MergeSide): ConflictCell[] {
  return orderedColumns(file).flatMap((column) => {
    const value = row[column.field];
    if (value === undefined || value === null || value === '') return [];
    const parts: WordPart[] = [{ kind: 'same', text: String(value) }];
    return [
      {
        header: column.headerName,
        mine: side === 'mine' ? parts : [],
        theirs: side === 'theirs' ? parts : [],
      },
    ];
  });
}

/** A conflict as the dialog shows it, compared word by word by the one diff engine. */
export function conflictView(file: RequirementFile, conflict: RowConflict): ConflictView {
  const { id, mine, theirs } = conflict;
  const shown = mine ?? theirs;
  const text = shown ? rowText(shown, textColumnOf(file)) : '';
  const view = { id, text, mineRemoved: mine === null, theirsRemoved: theirs === null };
  if (!mine || !theirs) {
    const present = mine ?? theirs;
    return { ...view, cells: present ? wholeRow(file, present, mine ? 'mine' : 'theirs') : [] };
  }
  const headers = new Map(file.columns.map((column) => [column.field, column.headerName]));
  const side = (row: Row) => ({ columns: orderedColumns(file), rows: [row] });
  const [change] = specDiff(side(theirs), side(mine));
  const cells = change?.kind === 'changed' ? change.cells : [];
  return {
    ...view,
    cells: cells.map((cell) => ({
      header: headers.get(cell.field) ?? cell.field,
      mine: sideParts(cell.parts, 'mine'),
      theirs: sideParts(cell.parts, 'theirs'),
    })),
  };
}

/** The column headers of a file in order, for the choice between two sets of columns. */
export const columnHeaders = (file: RequirementFile) =>
  orderedColumns(file)
    .map((column) => column.headerName)
    .join(', ');
