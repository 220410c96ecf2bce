import {
  changedLinks,
  createRequirementFile,
  type LinkChange,
  linkDiff,
  type Row,
  rowLabelsOf,
  rowsOfLinks,
} from '@specwright/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { type DiffSides, json, rowsOf, sideOf } from './spec-diff-store.js';
import { resultRows } from './spec-rows-store.js';

/** The rows `rowIds` of one side (a version id or `current`), read from the database. */
async function rowsNamed(db: Database, specId: string, which: string, rowIds: readonly string[]) {
  const records = resultRows(
    await db.execute(sql`
      with side_rows as (${rowsOf(specId, which)})
      select data from side_rows
      where id in (select jsonb_array_elements_text(${JSON.stringify(rowIds)}::jsonb))`),
  );
  return records.map((record) => json(record.data) as Row);
}

/** The IDs the user sees for `rowIds` on one side, by that side's ID column. */
async function labelsOn(
  db: Database,
  specId: string,
  which: string,
  head: Record<string, unknown>,
  rowIds: readonly string[],
): Promise<Record<string, string>> {
  if (rowIds.length === 0) return {};
  const side = sideOf(head, await rowsNamed(db, specId, which, rowIds));
  return rowLabelsOf(createRequirementFile(side, { id: specId, title: '' }), rowIds);
}

/**
 * The links added and removed from `from` to `to`, each row named as the side that holds it names it
 * (the newer side first): only the rows the changed links name are read.
 */
export async function linkChangesOf(
  db: Database,
  specId: string,
  sides: DiffSides & { from: string; to: string },
): Promise<LinkChange[]> {
  const { added, removed } = changedLinks(sides.beforeLinks, sides.afterLinks);
  if (added.length === 0 && removed.length === 0) return [];
  const named = rowsOfLinks([...added, ...removed]);
  const after = await labelsOn(db, specId, sides.to, sides.afterHead, named);
  const missing = named.filter((rowId) => !Object.hasOwn(after, rowId));
  const before = await labelsOn(db, specId, sides.from, sides.beforeHead, missing);
  return linkDiff(sides.beforeLinks, sides.afterLinks, { ...before, ...after });
}
