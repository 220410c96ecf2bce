import { type Row, rowFingerprint } from '@specwright/core';
import { sql } from 'drizzle-orm';
import { specReviews, specRows } from '../db/schema.js';
import { json } from '../specs/spec-diff-store.js';
import { resultRows, type Tx } from '../specs/spec-rows-store.js';

/**
 * The fingerprint of a review's row that is no longer in the spec. An approver who marks it approves its
 * removal; a fingerprint of content (hexadecimal) never equals it.
 */
export const REMOVED_ROW_FINGERPRINT = '';

/** A review's row as stored now: its content, or null when it was removed from the spec. */
export interface CurrentRow {
  rowId: string;
  data: Row | null;
  fingerprint: string;
}

/** The rows of review `reviewId` as the spec holds them now, in the review's order (one statement). */
export async function currentRowsOf(tx: Tx, specId: string, reviewId: string): Promise<CurrentRow[]> {
  const records = resultRows<{ row_id: string; data: unknown }>(
    await tx.execute(sql`
      select asked.row_id, ${specRows.data} as data
      from ${specReviews}
      cross join lateral jsonb_array_elements_text(${specReviews.rowIds}) with ordinality asked(row_id, place)
      left join ${specRows} on ${specRows.specId} = ${specId} and ${specRows.rowId} = asked.row_id
      where ${specReviews.id} = ${reviewId} and ${specReviews.specId} = ${specId}
      order by asked.place`),
  );
  return records.map((record) => {
    const data = record.data == null ? null : (json(record.data) as Row);
    return {
      rowId: record.row_id,
      data,
      fingerprint: data === null ? REMOVED_ROW_FINGERPRINT : rowFingerprint(data),
    };
  });
}

/** The fingerprint of every row of the spec now, by row id. */
export async function fingerprintsOf(tx: Tx, specId: string): Promise<Map<string, string>> {
  const records = resultRows<{ row_id: string; data: unknown }>(
    await tx.execute(
      sql`select ${specRows.rowId} as row_id, ${specRows.data} as data from ${specRows} where ${specRows.specId} = ${specId}`,
    ),
  );
  return new Map(records.map((record) => [record.row_id, rowFingerprint(json(record.data) as Row)]));
}
