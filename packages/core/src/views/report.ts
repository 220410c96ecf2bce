import { isSelectColumn, visibleColumns } from '../spec/columns.js';
import type { Column, RequirementFile, Row } from '../spec/model.js';
import { isRequirementRow } from './document.js';

export interface ValueCount {
  readonly value: string;
  readonly count: number;
}

export interface ColumnDistribution {
  readonly column: Column;
  /** Counts among the requirements, in the order of the column's options, then any other values met, then '(empty)'. */
  readonly counts: readonly ValueCount[];
}

export interface SpecReport {
  /** Rows that are requirements (not chapters, context or comments). */
  readonly totalRequirements: number;
  readonly totalRows: number;
  readonly distributions: readonly ColumnDistribution[];
}

export const EMPTY_VALUE_LABEL = '(empty)';

function distribution(requirements: readonly Row[], column: Column): ColumnDistribution {
  // A requirement is never a chapter, context or comment: those options of this_is_a would always count 0.
  const options = (column.valueOptions ?? []).filter(
    (option) => column.field !== 'this_is_a' || isRequirementRow({ this_is_a: option }),
  );
  const counts = new Map<string, number>(options.map((option) => [option, 0]));
  let empty = 0;
  for (const row of requirements) {
    const cell = row[column.field];
    const value = cell === undefined || cell === null ? '' : String(cell).trim();
    if (value === '') empty++;
    else counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const list = [...counts].map(([value, count]) => ({ value, count }));
  if (empty > 0) list.push({ value: EMPTY_VALUE_LABEL, count: empty });
  return { column, counts: list };
}

/**
 * The report view's figures: total requirements and, per visible select column, the count of each value
 * among the requirements (chapters, context and comments are not counted).
 */
export function buildReport(file: RequirementFile): SpecReport {
  const requirements = file.data.filter(isRequirementRow);
  return {
    totalRequirements: requirements.length,
    totalRows: file.data.length,
    distributions: visibleColumns(file)
      .filter(isSelectColumn)
      .map((column) => distribution(requirements, column)),
  };
}
