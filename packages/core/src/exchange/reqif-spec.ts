import { createColumn } from '../spec/columns.js';
import type { ImportResult } from '../spec/import.js';
import type { CellValue, Column, Row } from '../spec/model.js';
import { firstTooLongRow } from '../spec/row-text-length.js';
import { DEFAULT_TEXT_COLUMN } from '../views/text-column.js';
import { parseColumnIdentifier, type ReqifKind, STANDARD_ATTRIBUTES } from './reqif-names.js';
import { assignRowIds, fieldForHeader, isBlank } from './source-table.js';

/** An attribute definition of a spec object type. */
export interface AttributeInfo {
  readonly id: string;
  readonly kind: ReqifKind;
  readonly name: string;
  /** Enumeration values (identifier → name) in their order. */
  readonly enumNames: ReadonlyMap<string, string>;
}

/** A spec object's place in a hierarchy. */
export interface ObjectEntry {
  readonly objectId: string;
  readonly hasChildren: boolean;
  readonly depth: number;
}

interface ColumnDraft {
  field: string;
  headerName: string;
  kind: ReqifKind;
  options: Set<string>;
  order: number;
}

type Role = { role: 'id' } | { role: 'chapterName' } | { role: 'column'; draft: ColumnDraft };

/** Columns from the attribute definitions: Specwright's own by their identifier, others by name. */
function columnRoles(attributes: ReadonlyMap<string, AttributeInfo>): Map<string, Role> {
  const roles = new Map<string, Role>();
  const byName = new Map<string, ColumnDraft>();
  const taken = new Set<string>();
  const ours = [...attributes.values()].filter((info) => parseColumnIdentifier(info.id));
  const others = [...attributes.values()].filter((info) => !parseColumnIdentifier(info.id));
  for (const info of ours) {
    const parsed = parseColumnIdentifier(info.id) ?? { order: 0 };
    const field = parsed.field && !taken.has(parsed.field) ? parsed.field : fieldForHeader(info.name, taken);
    taken.add(field);
    const draft = {
      field,
      headerName: info.name,
      kind: info.kind,
      options: new Set(info.enumNames.values()),
      order: parsed.order,
    };
    roles.set(info.id, { role: 'column', draft });
  }
  const hasText = taken.has(DEFAULT_TEXT_COLUMN);
  for (const [index, info] of others.entries()) {
    if (info.name === STANDARD_ATTRIBUTES.foreignId) roles.set(info.id, { role: 'id' });
    else if (info.name === STANDARD_ATTRIBUTES.chapterName) roles.set(info.id, { role: 'chapterName' });
    else {
      let draft = byName.get(info.name);
      if (!draft) {
        const isText =
          !hasText &&
          !taken.has(DEFAULT_TEXT_COLUMN) &&
          (info.name === STANDARD_ATTRIBUTES.text || info.kind === 'XHTML');
        const field = isText ? DEFAULT_TEXT_COLUMN : fieldForHeader(info.name, taken);
        taken.add(field);
        const headerName = info.name.startsWith('ReqIF.')
          ? isText
            ? 'Description'
            : info.name.slice(6)
          : info.name;
        draft = { field, headerName, kind: info.kind, options: new Set(), order: 1_000_000 + index };
        byName.set(info.name, draft);
      }
      for (const name of info.enumNames.values()) draft.options.add(name);
      roles.set(info.id, { role: 'column', draft });
    }
  }
  return roles;
}

function toColumn(draft: ColumnDraft, order: number): Column {
  const base = { field: draft.field, headerName: draft.headerName, order };
  if (draft.kind === 'ENUMERATION')
    return createColumn({ ...base, editorType: 'select', valueOptions: [...draft.options] });
  if (draft.kind === 'XHTML') {
    return createColumn({
      ...base,
      editorType: 'textarea',
      align: 'left',
      ...(draft.field === DEFAULT_TEXT_COLUMN ? { width: 400 } : {}),
    });
  }
  return createColumn(base);
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

/**
 * A spec from ReqIF content: one column per attribute, one row per spec object in hierarchy order. An
 * object with objects under it (or only a chapter name) is a chapter; ids come from ReqIF.ForeignID.
 */
export function buildReqifSpec(
  attributes: ReadonlyMap<string, AttributeInfo>,
  objects: ReadonlyMap<string, ReadonlyMap<string, CellValue>>,
  hierarchy: readonly ObjectEntry[],
): ImportResult {
  const roles = columnRoles(attributes);
  const drafts = [
    ...new Set([...roles.values()].flatMap((role) => (role.role === 'column' ? [role.draft] : []))),
  ];
  drafts.sort((a, b) => a.order - b.order);
  const hasType = drafts.some((draft) => draft.field === 'this_is_a');
  const cells: Record<string, CellValue>[] = [];
  const givenIds: (CellValue | undefined)[] = [];
  let chapters = 0;
  for (const entry of orderedObjects(objects, hierarchy)) {
    const row: Record<string, CellValue> = {};
    let chapterName: CellValue | undefined;
    let id: CellValue | undefined;
    for (const [attributeId, value] of objects.get(entry.objectId) ?? []) {
      const role = roles.get(attributeId);
      if (role?.role === 'id') id = value;
      else if (role?.role === 'chapterName') chapterName = value;
      else if (role?.role === 'column' && !isBlank(value)) row[role.draft.field] = value;
    }
    const isChapter = entry.hasChildren || (!isBlank(chapterName) && isBlank(row[DEFAULT_TEXT_COLUMN]));
    if (isBlank(row[DEFAULT_TEXT_COLUMN]) && chapterName !== undefined && !isBlank(chapterName))
      row[DEFAULT_TEXT_COLUMN] = chapterName;
    if (!hasType && isChapter) {
      row.this_is_a = 'chapter';
      chapters++;
    }
    cells.push(row);
    givenIds.push(id);
  }
  const warnings: string[] = [];
  const ids = assignRowIds(givenIds, warnings);
  const rows: Row[] = cells.map((row, index) => ({
    ...(chapters > 0 && row.this_is_a === undefined ? { this_is_a: 'requirement' } : {}),
    ...row,
    id: ids[index] as string,
    rowOrder: index + 1,
    tempChangeStatus: 'unchanged',
  }));
  if (
    !drafts.some((draft) => draft.field === DEFAULT_TEXT_COLUMN) &&
    rows.some((row) => row[DEFAULT_TEXT_COLUMN] !== undefined)
  ) {
    drafts.unshift({
      field: DEFAULT_TEXT_COLUMN,
      headerName: 'Description',
      kind: 'XHTML',
      options: new Set(),
      order: -1,
    });
  }
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
  return { ok: true, spec: { columns: drafts.map(toColumn), rows }, warnings };
}
