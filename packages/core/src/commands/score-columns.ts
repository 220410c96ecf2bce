import { createColumn } from '../spec/columns.js';
import type { CellValue, RequirementFile } from '../spec/model.js';
import { SCORE_COLUMNS } from '../spec/score-fields.js';
import { isRequirementRow } from '../views/document.js';
import { textColumnOf } from '../views/text-column.js';
import type { Command } from './types.js';

const isEmptyCell = (cell: CellValue | undefined) => cell === undefined || cell === null || cell === '';

/** One row's analysis result, keyed by the row id. */
export interface RowScore {
  id: string;
  score: number;
  score_description: string;
  score_suggestion: string;
}

/** Moves a newly added score column next to the requirement text, where the reader looks. */
function besideTheText(file: RequirementFile): Command[] {
  const textField = textColumnOf(file);
  const textIndex = textField === undefined ? -1 : file.columnOrder.indexOf(textField);
  return textIndex === -1 ? [] : [{ type: 'moveColumn', field: 'score', toIndex: textIndex + 1 }];
}

/**
 * Applying a score analysis (docs/product-rules.md, "States and transitions"): add the missing score columns, then fill them per row id.
 * One group command, so the whole application is one undo step. Results for unknown ids and for chapter,
 * context and comment rows are ignored, and those rows' score cells are emptied.
 */
export function applyScoresCommand(file: RequirementFile, scores: readonly RowScore[]): Command {
  const requirements = file.data.filter(isRequirementRow);
  const known = new Set(requirements.map((row) => row.id));
  const structureRows = file.data.filter((row) => !isRequirementRow(row));
  const present = new Set(file.columns.map((column) => column.field));
  const commands: Command[] = [];
  for (const { field, headerName, width } of SCORE_COLUMNS) {
    if (present.has(field)) continue;
    const column = createColumn({
      field,
      headerName,
      width,
      editorType: field === 'score' ? 'text' : 'textarea',
      align: field === 'score' ? 'center' : 'left',
      order: file.columns.length,
    });
    commands.push({ type: 'addColumn', column });
    if (field === 'score') commands.push(...besideTheText(file));
  }
  const hidden = SCORE_COLUMNS.map((c) => c.field).filter((field) => file.hiddenColumns.includes(field));
  if (hidden.length > 0) commands.push({ type: 'showColumns', fields: hidden });
  for (const { field } of SCORE_COLUMNS) {
    const values: Record<string, CellValue> = {};
    for (const result of scores) if (known.has(result.id)) values[result.id] = result[field];
    for (const row of structureRows) if (!isEmptyCell(row[field])) values[row.id] = '';
    commands.push({ type: 'setColumnValues', field, values });
  }
  return { type: 'group', label: 'Apply scores', commands };
}
