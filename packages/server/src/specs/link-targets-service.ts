import {
  type LinkTarget,
  MAX_ROW_SEARCH_RESULTS,
  type RowSearch,
  rowLabelsOf,
  rowText,
  textColumnOf,
} from '@specwright/core';
import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { namingFile, specWithRows, targetsIn } from './link-targets-store.js';
import { assertSpecRight } from './spec-policy.js';
import { resultRows } from './spec-rows-store.js';

/**
 * Each target spec of a spec's links with the distinct rows they point to in it, in link order: the
 * database picks them out of the stored links (a spec may hold 200,000, most of them within the spec).
 */
async function targetRowsOf(db: Database, specId: string): Promise<Map<string, string[]>> {
  const pairs = resultRows<{ spec: unknown; row: unknown }>(
    await db.execute(sql`
      select link ->> 'toSpec' as spec, link ->> 'to' as row, min(place) as first
      from specs, jsonb_array_elements(case jsonb_typeof(data -> 'links') when 'array' then data -> 'links'
                                            else '[]'::jsonb end) with ordinality as entry(link, place)
      where id = ${specId} and jsonb_typeof(link) = 'object' and link ? 'toSpec'
      group by 1, 2 order by first`),
  );
  const bySpec = new Map<string, string[]>();
  for (const { spec, row } of pairs) {
    if (typeof spec !== 'string' || typeof row !== 'string') continue;
    const rows = bySpec.get(spec);
    if (rows) rows.push(row);
    else bySpec.set(spec, [row]);
  }
  return bySpec;
}

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The rows of other specs that specs' links point to, and the rows a new link may point to. */
export function linkTargetsService({ db }: { db: Database }) {
  /** What the caller sees of each row of another spec the spec's links point to: one query per target spec. */
  async function targets(actor: Actor, specId: string): Promise<LinkTarget[]> {
    await assertSpecRight(db, actor, specId, 'read');
    const answered: LinkTarget[] = [];
    for (const [targetSpec, rowIds] of await targetRowsOf(db, specId)) {
      answered.push(...(await targetsIn(db, actor.id, targetSpec, rowIds)));
    }
    return answered;
  }

  /** The first rows of a spec whose id or cells hold `query` (case-insensitive), in the spec's order. */
  async function searchRows(actor: Actor, specId: string, query: string): Promise<RowSearch> {
    await assertSpecRight(db, actor, specId, 'read');
    const pattern = likePattern(query.trim());
    const matches = resultRows<{ id: string }>(
      await db.execute(sql`
        select row_id as id from spec_rows
        where spec_id = ${specId} and (row_id ilike ${pattern} or data::text ilike ${pattern})
        order by position limit ${MAX_ROW_SEARCH_RESULTS}`),
    );
    const rowIds = matches.map((match) => match.id);
    const found = await specWithRows(db, actor.id, specId, rowIds);
    if (!found) return { spec_id: specId, spec_title: '', rows: [] };
    const file = namingFile(specId, found.record, found.rows);
    const labels = rowLabelsOf(file, rowIds);
    const textField = textColumnOf(file);
    const byId = new Map(file.data.map((row) => [row.id, row]));
    const rows = rowIds.flatMap((rowId) => {
      const row = byId.get(rowId);
      return row
        ? [{ row_id: rowId, requirement_id: labels[rowId] ?? rowId, text: rowText(row, textField) }]
        : [];
    });
    return { spec_id: specId, spec_title: found.record.title, rows };
  }

  return { targets, searchRows };
}

export type LinkTargetsService = ReturnType<typeof linkTargetsService>;
