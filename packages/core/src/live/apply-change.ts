import { renumber } from '../commands/row-list.js';
import { normaliseColumn } from '../spec/columns.js';
import { isRecord } from '../spec/guards.js';
import { linkKey, linkOf, linkTouchesRow, type SpecLink } from '../spec/links.js';
import type { CellValue, Column, RequirementFile, Row, UiStyles } from '../spec/model.js';
import type { LiveOp } from './protocol.js';

type CellOp = Extract<LiveOp, { op: 'cell' }>;

/** The rows of a file being changed, with an index by id rebuilt only after a row was placed. */
class RowList {
  rows: Row[];
  private index: Map<string, number> | null = null;
  constructor(rows: readonly Row[]) {
    this.rows = [...rows];
  }
  at(rowId: string): number {
    this.index ??= new Map(this.rows.map((row, position) => [row.id, position]));
    return this.index.get(rowId) ?? -1;
  }
  take(rowId: string): Row | undefined {
    const position = this.at(rowId);
    if (position < 0) return undefined;
    this.index = null;
    return this.rows.splice(position, 1)[0];
  }
  /** After `anchor`; first when it is null, last when the anchor is gone. */
  place(row: Row, anchor: string | null): void {
    const position = anchor === null ? 0 : this.at(anchor);
    this.index = null;
    if (anchor !== null && position < 0) this.rows.push(row);
    else this.rows.splice(anchor === null ? 0 : position + 1, 0, row);
  }
}

function withCell(row: Row, op: CellOp): Row {
  if ((row[op.field] ?? null) === op.value) return row;
  const next: Record<string, CellValue | undefined> = { ...row };
  if (op.value === null && op.field === 'originalRowId') delete next[op.field];
  else next[op.field] = op.value;
  return next as Row;
}

function applyColumns(file: RequirementFile, entries: readonly unknown[]): RequirementFile {
  const columns: Column[] = [];
  const hidden = new Set(file.hiddenColumns);
  entries.forEach((entry, index) => {
    const column = normaliseColumn(entry, index);
    if (!column || columns.some((known) => known.field === column.field)) return;
    // The sender's header as it is (an empty one too): both tabs must show the same column.
    const headerName =
      isRecord(entry) && typeof entry.headerName === 'string' ? entry.headerName : column.headerName;
    columns.push({ ...column, headerName, order: columns.length });
    // A sender that does not share what it hides leaves this tab's choice as it is.
    if (isRecord(entry) && typeof entry.hidden === 'boolean') {
      if (entry.hidden) hidden.add(column.field);
      else hidden.delete(column.field);
    }
  });
  const fields = new Set(columns.map((column) => column.field));
  return {
    ...file,
    columns,
    columnOrder: columns.map((column) => column.field),
    hiddenColumns: [...hidden].filter((field) => fields.has(field)),
    columnsVersion: file.columnsVersion + 1,
  };
}

function applyLink(links: SpecLink[], link: SpecLink, present: boolean): SpecLink[] {
  const key = linkKey(link);
  const index = links.findIndex((known) => linkKey(known) === key);
  if (!present) return index < 0 ? links : links.toSpliced(index, 1);
  const kept = linkOf(link.from, link.to, link.type, link.suspect, link.toSpec);
  return index < 0 ? [...links, kept] : links.with(index, kept);
}

/**
 * An applied change from the live channel onto an open file: rows inserted after their anchor (at the
 * end when it is gone; an id already there is replaced), removed, moved; cells set; columns, uiStyles and
 * links. Rows the change does not touch keep their objects, and their place keeps its rowOrder.
 */
export function applyLiveOps(file: RequirementFile, ops: readonly LiveOp[]): RequirementFile {
  if (ops.length === 0) return file;
  const rows = new RowList(file.data);
  let rowsChanged = false;
  let next = file;
  let links = [...(file.links ?? [])];
  let linksChanged = false;
  for (const op of ops) {
    if (op.op === 'cell') {
      const position = rows.at(op.rowId);
      const row = rows.rows[position];
      if (!row) continue;
      const changed = withCell(row, op);
      if (changed !== row) {
        rows.rows[position] = changed;
        rowsChanged = true;
      }
    } else if (op.op === 'insertRow') {
      rows.take(op.row.id);
      rows.place(op.row as Row, op.after);
      rowsChanged = true;
    } else if (op.op === 'removeRow') {
      if (!rows.take(op.rowId)) continue;
      rowsChanged = true;
      const kept = links.filter((link) => !linkTouchesRow(link, op.rowId));
      linksChanged ||= kept.length !== links.length;
      links = kept;
    } else if (op.op === 'moveRow') {
      const row = rows.take(op.rowId);
      if (!row) continue;
      rows.place(row, op.after === op.rowId ? null : op.after);
      rowsChanged = true;
    } else if (op.op === 'columns') {
      next = applyColumns(next, op.columns);
    } else if (op.op === 'uiStyles') {
      const { uiStyles: _old, ...rest } = next;
      next = isRecord(op.uiStyles) ? { ...rest, uiStyles: op.uiStyles as UiStyles } : rest;
    } else {
      links = applyLink(links, op.link, op.present);
      linksChanged = true;
    }
  }
  if (rowsChanged) next = { ...next, data: renumber(rows.rows) };
  if (linksChanged) {
    const { links: _old, ...rest } = next;
    next = links.length > 0 ? { ...rest, links } : rest;
  }
  return next;
}
