import type { Row, SavedSpec } from '@specwright/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specRows, specs, specVersions } from '../db/schema.js';

/** The database or a transaction on it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** Row ids removed per statement: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;
/**
 * Rows written per statement: a statement of 100 rows of 2 KB is built in a few milliseconds, and the event loop
 * runs between statements (the embedded database, PGlite, runs them in its own thread).
 */
const ROWS_PER_STATEMENT = 100;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The spec's rows in order. */
export async function readRows(tx: Tx, specId: string): Promise<Row[]> {
  const records = await tx
    .select({ data: specRows.data })
    .from(specRows)
    .where(eq(specRows.specId, specId))
    .orderBy(asc(specRows.position), asc(specRows.rowId));
  return records.map((record) => record.data as Row);
}

/** Writes `rows` (new or replacing the stored row of the same id); each row's place is its rowOrder. */
export async function upsertRows(tx: Tx, specId: string, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    if (start > 0) await yieldToEventLoop();
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => ({ specId, rowId: row.id, position: row.rowOrder, data: row }));
    await tx
      .insert(specRows)
      .values(values)
      .onConflictDoUpdate({
        target: [specRows.specId, specRows.rowId],
        set: { position: sql`excluded.position`, data: sql`excluded.data` },
      });
  }
}

export async function deleteRows(tx: Tx, specId: string, rowIds: readonly string[]): Promise<void> {
  for (let start = 0; start < rowIds.length; start += CHUNK) {
    const ids = rowIds.slice(start, start + CHUNK);
    await tx.delete(specRows).where(and(eq(specRows.specId, specId), inArray(specRows.rowId, ids)));
  }
}

/** Replaces every row of the spec with `rows`. */
export async function replaceRows(tx: Tx, specId: string, rows: readonly Row[]): Promise<void> {
  await tx.delete(specRows).where(eq(specRows.specId, specId));
  await upsertRows(tx, specId, rows);
}

export async function countRows(tx: Tx, specId: string): Promise<number> {
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(specRows)
    .where(eq(specRows.specId, specId));
  return Number(counted?.count ?? 0);
}

/** The saved format of the spec as stored now, built by the database (rows in order). */
const currentDocument = (specId: string) => sql`jsonb_build_object(
    'columns', ${specs.data} -> 'columns',
    'rows', (select coalesce(jsonb_agg(${specRows.data} order by ${specRows.position}, ${specRows.rowId}), '[]'::jsonb)
             from ${specRows} where ${specRows.specId} = ${specId})
  ) || jsonb_strip_nulls(jsonb_build_object(
    'uiStyles', ${specs.data} -> 'uiStyles', 'links', ${specs.data} -> 'links'))`;

/** Keeps the spec as it is now as a version (named, or a save point when `name` is null); its id. */
export async function snapshot(tx: Tx, specId: string, name: string | null): Promise<string> {
  const result: unknown = await tx.execute(sql`
    insert into ${specVersions} (spec_id, version, name, row_count, data)
    select ${specs.id}, ${specs.version}, ${name}, ${specs.rowCount}, ${currentDocument(specId)}
    from ${specs} where ${specs.id} = ${specId}
    returning id`);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  const id: unknown = Array.isArray(rows) ? rows[0]?.id : undefined;
  if (typeof id !== 'string') throw new Error(`Spec ${specId} was not found for a version`);
  return id;
}

/** The columns, uiStyles and links of a saved spec: what the specs table keeps beside the rows. */
export function headOf(spec: Pick<SavedSpec, 'columns' | 'uiStyles' | 'links'>): Record<string, unknown> {
  return {
    columns: spec.columns,
    ...(spec.uiStyles ? { uiStyles: spec.uiStyles } : {}),
    ...(spec.links?.length ? { links: spec.links } : {}),
  };
}

/** The ids of the spec's rows as stored now. */
export async function readRowIds(tx: Tx, specId: string): Promise<Set<string>> {
  const records = await tx.select({ id: specRows.rowId }).from(specRows).where(eq(specRows.specId, specId));
  return new Set(records.map((record) => record.id));
}
