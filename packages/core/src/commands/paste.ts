import type { Command } from './types.js';

/** Where a block of cells lands: the table's rows and columns as shown (sorted, filtered, reordered). */
export interface PasteTarget {
  /** The ids of the rows in display order. */
  readonly rowIds: readonly string[];
  /** The fields of the shown columns in display order. */
  readonly fields: readonly string[];
  /** The cell the block's top-left corner goes to. */
  readonly rowIndex: number;
  readonly columnIndex: number;
  /** Whether a column takes typed values (the id and score columns do not). */
  readonly isEditable: (field: string) => boolean;
}

/**
 * Pasting a block of cells (rows of strings) as one undoable edit: each value goes to the cell at its
 * offset from the target cell; cells past the last column are dropped, rows past the last row are added
 * below it (ids from `newRowId`), and columns that take no typed values are skipped.
 */
export function pasteCommand(
  target: PasteTarget,
  block: readonly (readonly string[])[],
  newRowId: () => string,
): Command | null {
  const { rowIds, fields, rowIndex, columnIndex, isEditable } = target;
  const commands: Command[] = [];
  let lastRowId = rowIds.at(-1) ?? null;
  block.forEach((values, offset) => {
    let rowId = rowIds[rowIndex + offset];
    if (rowId === undefined) {
      rowId = newRowId();
      commands.push({ type: 'insertRow', anchorId: lastRowId, position: 'below', newId: rowId });
      lastRowId = rowId;
    }
    values.forEach((value, column) => {
      const field = fields[columnIndex + column];
      if (field !== undefined && isEditable(field) && rowId !== undefined) {
        commands.push({ type: 'editCell', rowId, field, value });
      }
    });
  });
  return commands.some((command) => command.type === 'editCell')
    ? { type: 'group', label: 'Paste', commands }
    : null;
}
