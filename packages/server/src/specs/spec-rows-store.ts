import type { Row, SavedSpec } from '@specwright/core';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
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

/** The saved format's fields the specs table keeps beside the rows (its columns always). */
const headDocument = sql`jsonb_build_object('columns', ${specs.data} -> 'columns') || jsonb_strip_nulls(
    jsonb_build_object('uiStyles', ${specs.data} -> 'uiStyles', 'links', ${specs.data} -> 'links'))`;

/** The saved format of the spec as stored now, built by the database (rows in order). */
const currentDocument = (specId: string) => sql`jsonb_build_object(
    'rows', (select coalesce(jsonb_agg(${specRows.data} order by ${specRows.position}, ${specRows.rowId}), '[]'::jsonb)
             from ${specRows} where ${specRows.specId} = ${specId})
  ) || ${headDocument}`;

/** The records of a raw statement's result (the drivers answer `{ rows }`). */
export function resultRows<T = Record<string, unknown>>(result: unknown): T[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** Rows read per statement for an answer: about a megabyte of JSON text in small messages. */
const ROWS_PER_PAGE = 2000;

/**
 * The saved format of a spec not in the trash as pieces of JSON text, read page by page (call it in a
 * repeatable-read transaction for one version of it); null when there is none. The rows are never held
 * as objects, and the database driver never holds more than a page.
 */
export async function documentPieces(tx: Tx, specId: string): Promise<string[] | null> {
  const [head] = await tx
    .select({ text: sql<string>`(${headDocument})::text` })
    .from(specs)
    .where(and(eq(specs.id, specId), isNull(specs.deletedAt)));
  if (!head) return null;
  // The head always has its columns: its text ends in the object's closing brace, where the rows go.
  const pieces = [`${head.text.slice(0, head.text.lastIndexOf('}'))},"rows":[`];
  let after: { position: number; rowId: string } | null = null;
  for (;;) {
    const page: { position: number; rowId: string; text: string }[] = await tx
      .select({
        position: specRows.position,
        rowId: specRows.rowId,
        text: sql<string>`${specRows.data}::text`,
      })
      .from(specRows)
      .where(
        and(
          eq(specRows.specId, specId),
          // The first bound lets the (spec, position) index start the page where the last one ended.
          after ? gte(specRows.position, after.position) : undefined,
          after
            ? sql`(${specRows.position}, ${specRows.rowId}) > (${after.position}, ${after.rowId})`
            : undefined,
        ),
      )
      .orderBy(asc(specRows.position), asc(specRows.rowId))
      .limit(ROWS_PER_PAGE);
    // Each row's text is kept as the driver made it (a comma before it costs no copy).
    for (const row of page) pieces.push(pieces.length === 1 ? row.text : `,${row.text}`);
    const last = page.at(-1);
    if (!last || page.length < ROWS_PER_PAGE) break;
    after = { position: last.position, rowId: last.rowId };
  }
  pieces.push(']}');
  return pieces;
}

/** Keeps the spec as it is now as a version (named, or a save point when `name` is null); its id. */
export async function snapshot(tx: Tx, specId: string, name: string | null): Promise<string> {
  const result: unknown = await tx.execute(sql`
    insert into ${specVersions} (spec_id, version, name, row_count, data)
    select ${specs.id}, ${specs.version}, ${name}, ${specs.rowCount}, ${currentDocument(specId)}
    from ${specs} where ${specs.id} = ${specId}
    returning id`);
  const id: unknown = resultRows<{ id?: unknown }>(result)[0]?.id;
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
