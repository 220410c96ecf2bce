import { importSpec, type SavedSpec, type SpecLink, specLinkSchema } from '@specwright/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { resultRows } from './spec-rows-store.js';

/**
 * The two sides of a diff as the database finds them: each side's columns and uiStyles, and only the rows
 * that differ (added, removed, or with other content; the place is not compared), in order. The rows both
 * sides hold alike never leave the database, so a diff of two 50,000-row versions reads the changes only.
 */
export interface DiffSides {
  before: SavedSpec;
  after: SavedSpec;
  /** Each side's links: all of them (the rows of `before` and `after` are only those that differ). */
  beforeLinks: SpecLink[];
  afterLinks: SpecLink[];
  /** Each side's columns and uiStyles as stored, to name rows by their ID column. */
  beforeHead: Record<string, unknown>;
  afterHead: Record<string, unknown>;
}

/** The rows of one side, as `(id, position, data)`. Rows compare whole first: most are alike, rowOrder too. */
export function rowsOf(specId: string, which: string): SQL {
  return which === 'current'
    ? sql`select row_id as id, position::bigint as position, data from spec_rows where spec_id = ${specId}`
    : sql`select element.value ->> 'id' as id, element.ordinality as position, element.value as data
          from spec_versions version, jsonb_array_elements(version.data -> 'rows') with ordinality element
          where version.spec_id = ${specId} and version.id = ${which}`;
}

/** The columns, uiStyles and links of one side; no row when the side does not exist. */
function headOf(specId: string, which: string): SQL {
  return which === 'current'
    ? sql`select data -> 'columns' as columns, data -> 'uiStyles' as ui_styles, data -> 'links' as links
          from specs where id = ${specId} and deleted_at is null`
    : sql`select data -> 'columns' as columns, data -> 'uiStyles' as ui_styles, data -> 'links' as links
          from spec_versions where spec_id = ${specId} and id = ${which}`;
}

/** Parses a jsonb value that a driver may hand back as text. */
export const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A side's saved format from its head and rows, checked by the same import rules as every stored spec. */
export function sideOf(head: Record<string, unknown>, rows: unknown[]): SavedSpec {
  const uiStyles = json(head.ui_styles);
  const imported = importSpec({ columns: json(head.columns), rows, ...(uiStyles ? { uiStyles } : {}) });
  if (!imported.ok) throw new Error(`A stored version does not import: ${imported.message}`);
  return imported.spec;
}

/** A side's stored links, checked as a save checks them (none when they do not read as links). */
function linksOf(head: Record<string, unknown>): SpecLink[] {
  const parsed = specLinkSchema.array().safeParse(json(head.links) ?? []);
  return parsed.success ? parsed.data : [];
}

/** The sides of the diff from `from` to `to` (a version id or `current`); null when either is missing. */
export async function diffSides(
  db: Database,
  specId: string,
  from: string,
  to: string,
): Promise<DiffSides | null> {
  const [beforeHead] = resultRows(await db.execute(headOf(specId, from)));
  const [afterHead] = resultRows(await db.execute(headOf(specId, to)));
  if (!beforeHead || !afterHead) return null;
  const changed = resultRows(
    await db.execute(sql`
      with before_rows as (${rowsOf(specId, from)}), after_rows as (${rowsOf(specId, to)})
      select before_rows.data as before, after_rows.data as after
      from before_rows full outer join after_rows on before_rows.id = after_rows.id
      where before_rows.id is null or after_rows.id is null
         or (before_rows.data <> after_rows.data
             and (before_rows.data - 'rowOrder') <> (after_rows.data - 'rowOrder'))
      order by after_rows.position nulls last, before_rows.position`),
  );
  const before: unknown[] = [];
  const after: unknown[] = [];
  for (const pair of changed) {
    if (pair.before != null) before.push(json(pair.before));
    if (pair.after != null) after.push(json(pair.after));
  }
  return {
    before: sideOf(beforeHead, before),
    after: sideOf(afterHead, after),
    beforeLinks: linksOf(beforeHead),
    afterLinks: linksOf(afterHead),
    beforeHead,
    afterHead,
  };
}
