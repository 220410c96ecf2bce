import { diffWordsWithSpace } from 'diff';
import type { CellValue, Row } from '../spec/model.js';
import { rowText, textColumnOf } from '../views/text-column.js';

/** One side of a comparison: a spec's columns, rows and (for the requirement text column) its uiStyles. */
export interface SpecSide {
  readonly columns: readonly { field: string }[];
  readonly rows: readonly Row[];
  readonly uiStyles?: { textColumn?: string };
}

/** A piece of a changed cell's text: kept, added or removed (word by word). */
export interface WordPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One cell whose value differs between the two sides, with its text compared word by word. */
export interface CellChange {
  field: string;
  before: string;
  after: string;
  parts: WordPart[];
}

/** One row that differs between two versions of a spec (matched by row id). */
export type RowChange =
  | { kind: 'added'; id: string; text: string; score: number | null }
  | { kind: 'removed'; id: string; text: string; score: number | null }
  | {
      kind: 'changed';
      id: string;
      /** The requirement text before and after (the same when only other cells changed). */
      before: string;
      after: string;
      scoreBefore: number | null;
      scoreAfter: number | null;
      /** Every changed cell other than the score, in column order. */
      cells: CellChange[];
    };

export interface SpecDiffOptions {
  /** Only requirement rows (not chapters, context or comments), compared by their requirement text alone. */
  readonly requirementTextOnly?: boolean;
}

/** Fields that say where a row is or whether it is a proposed change, not what it holds. */
const notContent = new Set(['rowOrder', 'tempChangeStatus', 'originalRowId', 'score']);

export const scoreOf = (row: Row): number | null => {
  const value: CellValue | undefined = row.score;
  const score =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(score) ? score : null;
};

/** Rows count as requirements when they are not chapters, context or comments. */
export const isRequirement = (row: Row) => {
  const type = row.this_is_a;
  return type === undefined || type === null || type === '' || type === 'requirement';
};

const cellText = (value: CellValue | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The text of `before` and `after` compared word by word. */
export function wordParts(before: string, after: string): WordPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** The fields compared: the columns of both sides in order, then any other field a row holds. */
function comparedFields(before: SpecSide, after: SpecSide): string[] {
  const fields = new Set<string>();
  for (const column of [...after.columns, ...before.columns]) fields.add(column.field);
  return [...fields].filter((field) => !notContent.has(field));
}

function changedCells(fields: readonly string[], previous: Row, row: Row): CellChange[] {
  const cells: CellChange[] = [];
  for (const field of fields) {
    const before = cellText(previous[field]);
    const after = cellText(row[field]);
    if (before !== after) cells.push({ field, before, after, parts: wordParts(before, after) });
  }
  return cells;
}

/**
 * The rows added, removed and changed (matched by row id) from `before` to `after`, in the order of
 * `after` with the removed rows last. `before` is null for a spec that is new: every row is then added.
 * The one comparison behind the version history and the requirement changes of a pull request.
 */
export function specDiff(
  before: SpecSide | null,
  after: SpecSide,
  options: SpecDiffOptions = {},
): RowChange[] {
  const textOnly = options.requirementTextOnly === true;
  const keep = textOnly ? isRequirement : () => true;
  const afterField = textColumnOf(after);
  const beforeField = before ? textColumnOf(before) : undefined;
  const fields = before && !textOnly ? comparedFields(before, after) : [];
  const old = new Map<string, Row>();
  for (const row of before?.rows ?? []) if (keep(row)) old.set(row.id, row);
  const changes: RowChange[] = [];
  for (const row of after.rows) {
    if (!keep(row)) continue;
    const text = rowText(row, afterField);
    const previous = old.get(row.id);
    old.delete(row.id);
    if (!previous) {
      changes.push({ kind: 'added', id: row.id, text, score: scoreOf(row) });
      continue;
    }
    if (previous === row) continue;
    const earlier = rowText(previous, beforeField);
    const scoreBefore = scoreOf(previous);
    const scoreAfter = scoreOf(row);
    const cells = textOnly
      ? earlier === text
        ? []
        : [{ field: afterField ?? '', before: earlier, after: text, parts: wordParts(earlier, text) }]
      : changedCells(fields, previous, row);
    if (cells.length > 0 || (!textOnly && scoreBefore !== scoreAfter)) {
      changes.push({
        kind: 'changed',
        id: row.id,
        before: earlier,
        after: text,
        scoreBefore,
        scoreAfter,
        cells,
      });
    }
  }
  for (const row of old.values()) {
    changes.push({ kind: 'removed', id: row.id, text: rowText(row, beforeField), score: scoreOf(row) });
  }
  return changes;
}

/** How many rows each kind of change touches. */
export function diffCounts(changes: readonly RowChange[]): Record<RowChange['kind'], number> {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const change of changes) counts[change.kind] += 1;
  return counts;
}
