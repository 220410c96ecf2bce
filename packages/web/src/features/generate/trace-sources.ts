import { isRequirementRow, type RequirementFile, type Row, rowText, textColumnOf } from '@specwright/core';
import type { TraceSource, TraceTarget } from '@specwright/quality/generate';

/** The value of a row's field as text; the row id for the 'id' field and for an empty cell of the left side. */
function cell(row: Row, field: string): string {
  const value = row[field];
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The left side of a trace: each requirement's identifier (the chosen field) and its requirement text. */
export function traceTargets(file: RequirementFile, field: string): TraceTarget[] {
  const textField = textColumnOf(file);
  return file.data
    .filter(isRequirementRow)
    .map((row) => ({ id: cell(row, field) || row.id, text: rowText(row, textField) }));
}

/** The right side: each item (a test), named by its ID column or row id, with the field naming left ids. */
export function traceSources(
  file: RequirementFile,
  field: string,
  idField: string | undefined,
  linked: LinkedTrace = NOT_LINKED,
): TraceSource[] {
  const textField = textColumnOf(file);
  return file.data.filter(isRequirementRow).map((row) => ({
    id: sourceId(row, idField),
    text: rowText(row, textField),
    references: [cell(row, field), ...(linked.references.get(row.id) ?? [])].filter(Boolean).join(', '),
  }));
}

const sourceId = (row: Row, idField: string | undefined) =>
  (idField === undefined ? '' : cell(row, idField)) || row.id;

/** What a spec traced against itself adds from its `verifies` links: the ids each row names, and the suspect pairs. */
export interface LinkedTrace {
  /** The left ids each row (by row id) verifies through a link. */
  references: ReadonlyMap<string, readonly string[]>;
  /** `leftId`, NUL, `rightId` of each pair whose link is suspect. */
  suspect: readonly string[];
}

const NOT_LINKED: LinkedTrace = { references: new Map(), suspect: [] };

/** The key of a pair of the trace matrix, as `LinkedTrace.suspect` holds it. */
export const tracePairKey = (leftId: string, rightId: string) => `${leftId}\u0000${rightId}`;

/** The `verifies` links of a spec traced against itself, named as its two sides name their rows. */
export function linkedTrace(
  file: RequirementFile,
  leftField: string,
  idField: string | undefined,
): LinkedTrace {
  const rows = new Map(file.data.map((row) => [row.id, row]));
  const references = new Map<string, string[]>();
  const suspect: string[] = [];
  for (const link of file.links ?? []) {
    const from = rows.get(link.from);
    const to = link.toSpec === undefined ? rows.get(link.to) : undefined;
    if (link.type !== 'verifies' || !from || !to) continue;
    const leftId = cell(to, leftField) || to.id;
    references.set(from.id, [...(references.get(from.id) ?? []), leftId]);
    if (link.suspect) suspect.push(tracePairKey(leftId, sourceId(from, idField)));
  }
  return { references, suspect };
}
