import type { RequirementFile, Row } from '../spec/model.js';

/** Rows whose this_is_a is one of these are structure, not requirements: styled apart and not numbered. */
export const STRUCTURE_KINDS = ['context', 'chapter', 'comment'] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

export interface DocumentEntry {
  readonly row: Row;
  readonly kind: StructureKind | 'requirement';
  /** 1-based number among the requirements; undefined for structure rows. */
  readonly number?: number;
}

export function rowKind(row: Readonly<Record<string, unknown>>): DocumentEntry['kind'] {
  const kind = typeof row.this_is_a === 'string' ? row.this_is_a.trim().toLowerCase() : '';
  return (STRUCTURE_KINDS as readonly string[]).includes(kind) ? (kind as StructureKind) : 'requirement';
}

/**
 * True unless the row is a chapter, context or comment: only requirements are scored, quality-reviewed, linted,
 * charged for, counted in the report and filled by default. A missing or other this_is_a is a requirement.
 */
export function isRequirementRow(row: Readonly<Record<string, unknown>>): boolean {
  return rowKind(row) === 'requirement';
}

/** The type column, whose values tell requirements from chapters, context and comments. */
export const TYPE_FIELD = 'this_is_a';

/**
 * The type a new requirement row gets: the type column's default when it names a requirement, else the
 * value the spec's requirements use most, else its first option that names one, else 'requirement'.
 * Undefined when the spec has no type column (a row without a type is a requirement already).
 */
export function requirementTypeOf(file: RequirementFile): string | undefined {
  const column = file.columns.find((candidate) => candidate.field === TYPE_FIELD);
  if (!column) return undefined;
  const namesRequirement = (value: string | undefined): value is string =>
    value !== undefined && value.trim() !== '' && rowKind({ [TYPE_FIELD]: value }) === 'requirement';
  if (namesRequirement(column.defaultValue)) return column.defaultValue;
  const counts = new Map<string, number>();
  for (const row of file.data) {
    const value = row[TYPE_FIELD];
    if (typeof value === 'string' && namesRequirement(value)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const [mostUsed] = [...counts].sort((a, b) => b[1] - a[1]);
  return mostUsed?.[0] ?? column.valueOptions?.find(namesRequirement) ?? 'requirement';
}

/** The document view's entries in row order, requirements numbered 1..n. */
export function documentEntries(rows: readonly Row[]): DocumentEntry[] {
  let number = 0;
  return rows.map((row) => {
    const kind = rowKind(row);
    return kind === 'requirement' ? { row, kind, number: ++number } : { row, kind };
  });
}
