import type { CellValue } from '../spec/model.js';

/** The row types a spec knows; every value of an imported type column becomes one of them. */
export const ROW_TYPES = ['requirement', 'chapter', 'context', 'comment'] as const;
export type RowType = (typeof ROW_TYPES)[number];

/**
 * Type values other tools use for rows that are not requirements, by the first word of the value in lower
 * case ("Heading 2" → heading). Figures and tables are comments: shown, but neither numbered nor scored.
 * Any other value (requirement, functional, constraint, …) is a requirement.
 */
const TYPE_SYNONYMS: Readonly<Record<Exclude<RowType, 'requirement'>, readonly string[]>> = {
  chapter: ['chapter', 'heading', 'header', 'headline', 'title', 'section', 'subsection', 'folder', 'h'],
  context: ['context', 'background', 'rationale', 'assumption', 'assumptions', 'overview'],
  comment: [
    'comment',
    'note',
    'notes',
    'info',
    'information',
    'informational',
    'informative',
    'remark',
    'annotation',
    'explanation',
    'figure',
    'table',
    'image',
  ],
};

const TYPE_BY_WORD = new Map<string, RowType>(
  Object.entries(TYPE_SYNONYMS).flatMap(([type, words]) => words.map((word) => [word, type as RowType])),
);

/** The row type a value of the type column most likely means. */
export function guessRowType(value: string): RowType {
  const firstWord = value
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .find((word) => word !== '');
  return (firstWord !== undefined && TYPE_BY_WORD.get(firstWord)) || 'requirement';
}

/** A distinct value of the type column and how many rows have it. */
export interface TypeValueCount {
  readonly value: string;
  readonly count: number;
}

/** The text of a type cell, or null when it is blank. */
export function typeText(value: CellValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The distinct non-blank values of a column, in the order they first appear, with their counts. */
export function distinctTypeValues(
  rows: readonly (readonly CellValue[])[],
  column: number,
): TypeValueCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const text = typeText(row[column]);
    if (text !== null) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The type a value becomes: the user's choice for it, else the guess. */
export function rowTypeOf(value: string, chosen: Readonly<Record<string, RowType>> | undefined): RowType {
  return (chosen && Object.hasOwn(chosen, value) ? chosen[value] : undefined) ?? guessRowType(value);
}
