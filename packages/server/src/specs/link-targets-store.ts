import {
  createRequirementFile,
  type LinkTarget,
  type RequirementFile,
  rowLabelsOf,
  rowText,
  textColumnOf,
} from '@specwright/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { json, sideOf } from './spec-diff-store.js';
import { resultRows } from './spec-rows-store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SpecRecord = {
  title: string;
  keeper: string;
  workspace_id: string | null;
  deleted: boolean;
  role: string | null;
  columns: unknown;
  ui_styles: unknown;
};

/** A spec's rows as a file that names them: its columns and only the rows read. */
export function namingFile(specId: string, record: SpecRecord, rows: unknown[]): RequirementFile {
  const head = { columns: record.columns, ui_styles: record.ui_styles };
  return createRequirementFile(sideOf(head, rows), { id: specId, title: record.title });
}

/** Whether `userId` may read the spec: a personal spec's keeper, or a member of its workspace. */
export const readableBy = (record: SpecRecord, userId: string) =>
  record.workspace_id === null ? record.keeper === userId : record.role !== null;

/**
 * The spec `specId` as `userId` may see it (null when there is no such spec), with the rows `rowIds` of it:
 * one query.
 */
export async function specWithRows(db: Database, userId: string, specId: string, rowIds: readonly string[]) {
  if (!UUID.test(specId)) return null;
  const records = resultRows<SpecRecord & { row_data: unknown }>(
    await db.execute(sql`
      select s.title, s.user_id as keeper, s.workspace_id, s.deleted_at is not null as deleted, m.role,
             s.data -> 'columns' as columns, s.data -> 'uiStyles' as ui_styles,
             r.data as row_data
      from specs s
      left join workspace_members m on m.workspace_id = s.workspace_id and m.user_id = ${userId}
      left join spec_rows r on r.spec_id = s.id
        and r.row_id in (select jsonb_array_elements_text(${JSON.stringify(rowIds)}::jsonb))
      where s.id = ${specId}`),
  );
  const [first] = records;
  if (!first) return null;
  const rows = records.flatMap((record) => (record.row_data == null ? [] : [json(record.row_data)]));
  return { record: first, rows };
}

/** What the caller sees of the rows `rowIds` of spec `specId` that links point to. */
export async function targetsIn(
  db: Database,
  userId: string,
  specId: string,
  rowIds: readonly string[],
): Promise<LinkTarget[]> {
  const found = await specWithRows(db, userId, specId, rowIds);
  const of = (row_id: string) => ({ spec_id: specId, row_id });
  if (!found) return rowIds.map((rowId) => ({ ...of(rowId), state: 'broken' }));
  const { record, rows } = found;
  if (!readableBy(record, userId)) return rowIds.map((rowId) => ({ ...of(rowId), state: 'hidden' }));
  const spec_title = record.title;
  if (record.deleted) return rowIds.map((rowId) => ({ ...of(rowId), state: 'broken', spec_title }));
  const file = namingFile(specId, record, rows);
  const labels = rowLabelsOf(file, rowIds);
  const textField = textColumnOf(file);
  const byId = new Map(file.data.map((row) => [row.id, row]));
  return rowIds.map((rowId) => {
    const row = byId.get(rowId);
    if (!row) return { ...of(rowId), state: 'broken', spec_title };
    const requirement_id = labels[rowId] ?? rowId;
    return { ...of(rowId), state: 'ok', spec_title, requirement_id, text: rowText(row, textField) };
  });
}
