import type { LiveOp } from '@specwright/core';
import { sql } from 'drizzle-orm';
import { specChanges } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** The channel every server listens on for live changes, presence and access changes. */
export const LIVE_CHANNEL = 'specwright_live';

export interface ChangeRecord {
  specId: string;
  /** The spec's version after the change. */
  version: number;
  userId: string | null;
  clientId?: string | null;
  seq?: number | null;
  /** The operations as applied; null for a change that was not a live edit (a save, a restore). */
  ops: readonly LiveOp[] | null;
}

/**
 * Records a change of a spec in its transaction and announces it (`c:<spec id>:<version>`, delivered when
 * the transaction commits), so every server sends it to the people who have the spec open.
 */
export function recordChange(tx: Tx, change: ChangeRecord): Promise<void> {
  return recordChanges(tx, [change]);
}

/** Records several changes and announces each, in one statement (a live edit's round trips stay few). */
export async function recordChanges(tx: Tx, changes: readonly ChangeRecord[]): Promise<void> {
  if (changes.length === 0) return;
  const values = changes.map(
    (change) =>
      sql`(${change.specId}::uuid, ${change.version}::int, ${change.userId}, ${change.clientId ?? null}, ${change.seq ?? null}::int, ${change.ops === null ? null : JSON.stringify(change.ops)}::jsonb)`,
  );
  await tx.execute(sql`
    with recorded as (
      insert into ${specChanges} (spec_id, version, user_id, client_id, seq, ops)
      values ${sql.join(values, sql`, `)}
      returning spec_id, version
    )
    select pg_notify(${LIVE_CHANNEL}, 'c:' || spec_id || ':' || version) from recorded order by version`);
}
