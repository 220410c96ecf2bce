import type { Row } from '../spec/model.js';

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

/** The document view's entries in row order, requirements numbered 1..n. */
export function documentEntries(rows: readonly Row[]): DocumentEntry[] {
  let number = 0;
  return rows.map((row) => {
    const kind = rowKind(row);
    return kind === 'requirement' ? { row, kind, number: ++number } : { row, kind };
  });
}
