import type { ImportResult } from '../spec/import.js';
import type { CellValue, Row } from '../spec/model.js';
import { firstTooLongRow } from '../spec/row-text-length.js';
import { DEFAULT_TEXT_COLUMN } from '../views/text-column.js';
import { type ColumnDraft, columnRoles, type Role, toColumn } from './reqif-drafts.js';
import type { AttributeInfo, ReqifKind } from './reqif-names.js';
import { type ReqifRelation, relationLinks } from './reqif-relations.js';
import { assignRowIds, fieldForHeader, isBlank } from './source-table.js';

/** A spec object's place in a hierarchy. */
export interface ObjectEntry {
  readonly objectId: string;
  readonly hasChildren: boolean;
  readonly depth: number;
}

/** The objects in hierarchy order, each once, then those no hierarchy names. */
function orderedObjects(objects: ReadonlyMap<string, unknown>, order: readonly ObjectEntry[]): ObjectEntry[] {
  const seen = new Set<string>();
  const result: ObjectEntry[] = [];
  for (const entry of order) {
    if (!objects.has(entry.objectId) || seen.has(entry.objectId)) continue;
    seen.add(entry.objectId);
    result.push(entry);
  }
  for (const objectId of objects.keys()) {
    if (!seen.has(objectId)) result.push({ objectId, hasChildren: false, depth: 0 });
  }
  return result;
}

interface ObjectCells {
  readonly row: Record<string, CellValue>;
  readonly id: CellValue | undefined;
  readonly isChapter: boolean;
}

/**
 * One object's cells. Its heading (ReqIF.ChapterName, else ReqIF.Name) is the text of a chapter when the
 * object has no text, and its title when it has; a ReqIF.Name beside a chapter name gets a column of its own.
 */
function objectCells(
  values: ReadonlyMap<string, CellValue>,
  roles: ReadonlyMap<string, Role>,
  headingFields: { title: string; name: string },
  hasChildren: boolean,
): ObjectCells {
  const row: Record<string, CellValue> = {};
  let chapterName: CellValue | undefined;
  let name: CellValue | undefined;
  let id: CellValue | undefined;
  for (const [attributeId, value] of values) {
    const role = roles.get(attributeId);
    if (role?.role === 'id') id = value;
    else if (role?.role === 'chapterName' && !isBlank(value)) chapterName = value;
    else if (role?.role === 'name' && !isBlank(value)) name = value;
    else if (role?.role === 'column' && !isBlank(value)) row[role.draft.field] = value;
  }
  const heading = chapterName ?? name;
  const hasText = !isBlank(row[DEFAULT_TEXT_COLUMN]);
  if (heading !== undefined) row[hasText ? headingFields.title : DEFAULT_TEXT_COLUMN] = heading;
  if (chapterName !== undefined && name !== undefined) row[headingFields.name] = name;
  return { row, id, isChapter: hasChildren || (heading !== undefined && !hasText) };
}

const textDraft = (kind: ReqifKind, headerName: string, field: string, order: number): ColumnDraft => ({
  field,
  headerName,
  kind,
  options: new Set(),
  order,
});

/**
 * A spec from ReqIF content: one column per attribute, one row per spec object in hierarchy order. An
 * object with objects under it (or only a heading) is a chapter; ids come from ReqIF.ForeignID; the
 * relations between two of the objects become links.
 */
export function buildReqifSpec(
  attributes: ReadonlyMap<string, AttributeInfo>,
  objects: ReadonlyMap<string, ReadonlyMap<string, CellValue>>,
  hierarchy: readonly ObjectEntry[],
  warnings: string[] = [],
  relations: readonly ReqifRelation[] = [],
  preferredText?: string,
): ImportResult {
  const roles = columnRoles(attributes, preferredText);
  const drafts = [
    ...new Set([...roles.values()].flatMap((role) => (role.role === 'column' ? [role.draft] : []))),
  ];
  drafts.sort((a, b) => a.order - b.order);
  const taken = new Set(drafts.map((draft) => draft.field));
  const headingFields = { title: fieldForHeader('Title', taken), name: fieldForHeader('Name', taken) };
  const hasType = taken.has('this_is_a');
  const cells: Record<string, CellValue>[] = [];
  const givenIds: (CellValue | undefined)[] = [];
  let chapters = 0;
  const entries = orderedObjects(objects, hierarchy);
  for (const entry of entries) {
    const values = objects.get(entry.objectId) ?? new Map<string, CellValue>();
    const { row, id, isChapter } = objectCells(values, roles, headingFields, entry.hasChildren);
    if (!hasType && isChapter) {
      row.this_is_a = 'chapter';
      chapters++;
    }
    cells.push(row);
    givenIds.push(id);
  }
  const ids = assignRowIds(givenIds, warnings);
  const rowIdOf = new Map(entries.map((entry, index) => [entry.objectId, ids[index] as string]));
  const links = relationLinks(relations, rowIdOf, warnings);
  const rows: Row[] = cells.map((row, index) => ({
    ...(chapters > 0 && row.this_is_a === undefined ? { this_is_a: 'requirement' } : {}),
    ...row,
    id: ids[index] as string,
    rowOrder: index + 1,
    tempChangeStatus: 'unchanged',
  }));
  const used = (field: string) => rows.some((row) => row[field] !== undefined);
  if (!taken.has(DEFAULT_TEXT_COLUMN) && used(DEFAULT_TEXT_COLUMN))
    drafts.unshift(textDraft('XHTML', 'Description', DEFAULT_TEXT_COLUMN, -1));
  if (used(headingFields.title)) {
    const afterText = drafts.findIndex((draft) => draft.field === DEFAULT_TEXT_COLUMN) + 1;
    drafts.splice(afterText, 0, textDraft('STRING', 'Title', headingFields.title, -1));
  }
  if (used(headingFields.name)) drafts.push(textDraft('STRING', 'Name', headingFields.name, Infinity));
  if (chapters > 0) {
    drafts.push({
      field: 'this_is_a',
      headerName: 'Type',
      kind: 'ENUMERATION',
      options: new Set(['requirement', 'chapter']),
      order: Infinity,
    });
  }
  const tooLong = firstTooLongRow(rows);
  if (tooLong) return { ok: false, message: tooLong };
  const spec = { columns: drafts.map(toColumn), rows, ...(links.length > 0 ? { links } : {}) };
  return { ok: true, spec, warnings };
}
