import type { Row, SavedSpec } from '@specwright/core';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

/**
 * Positions read per statement for an answer: about two megabytes of JSON text. The database joins a page's
 * rows into one text, since each row sent alone costs more than its text (twice the whole read on PGlite).
 */
const POSITIONS_PER_PAGE = 5000;

/** The largest position (PostgreSQL's integer). */
const LAST_POSITION = 2 ** 31 - 1;

/**
 * The JSON texts of the rows at positions from `from` up to `to` (both included), in order, joined by commas;
 * null when there are none. A page is a range of positions, not a count of rows, so that the (spec, position)
 * index finds it whatever the planner knows of the table (the embedded database keeps no statistics).
 */
async function pageText(tx: Tx, specId: string, from: number, to: number): Promise<string | null> {
  const result = await tx.execute(sql`
    select string_agg(${specRows.data}::text, ',' order by ${specRows.position}, ${specRows.rowId}) as text
    from ${specRows}
    where ${specRows.specId} = ${specId} and ${specRows.position} between ${from} and ${to}`);
  return resultRows<{ text: string | null }>(result)[0]?.text ?? null;
}

/** The first position of the spec's rows (after `after` when given); null when there is none. */
async function nextPosition(tx: Tx, specId: string, after?: number): Promise<number | null> {
  const [found] = await tx
    .select({ position: sql<number | null>`min(${specRows.position})` })
    .from(specRows)
    .where(and(eq(specRows.specId, specId), after === undefined ? undefined : gt(specRows.position, after)));
  return found?.position === null || found?.position === undefined ? null : Number(found.position);
}

/**
 * The saved format of a spec not in the trash as pieces of JSON text, read page by page (call it in a
 * repeatable-read transaction for one version of it); null when there is none. The rows are never held
 * as objects, and the database driver never holds more than a page.
 */
export async function documentPieces(tx: Tx, specId: string): Promise<string[] | null> {
  const [head] = await tx
    .select({
      columns: sql<string>`(${specs.data} -> 'columns')::text`,
      uiStyles: sql<string | null>`nullif(${specs.data} -> 'uiStyles', 'null'::jsonb)::text`,
      links: sql<string | null>`nullif(${specs.data} -> 'links', 'null'::jsonb)::text`,
    })
    .from(specs)
    .where(and(eq(specs.id, specId), isNull(specs.deletedAt)));
  if (!head) return null;
  // Each part's text as the database made it: building one object of them would copy every link twice.
  const fields = [`"columns":${head.columns}`];
  if (head.uiStyles !== null) fields.push(`"uiStyles":${head.uiStyles}`);
  if (head.links !== null) fields.push(`"links":${head.links}`);
  const pieces = [`{${fields.join(',')},"rows":[`];
  let from = await nextPosition(tx, specId);
  while (from !== null) {
    const to = Math.min(from + POSITIONS_PER_PAGE - 1, LAST_POSITION);
    const text = await pageText(tx, specId, from, to);
    // The comma is a piece of its own: joined to the page, it would make a second copy of it when sent.
    if (text !== null) pieces.push(...(pieces.length === 1 ? [text] : [',', text]));
    // Positions are mostly dense; after a gap the next page starts at the next row.
    if (to === LAST_POSITION) break;
    from = text === null ? await nextPosition(tx, specId, to) : to + 1;
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
