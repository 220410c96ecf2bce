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
export async function recordChange(tx: Tx, change: ChangeRecord): Promise<void> {
  // One statement: the record and its announcement (a live edit's transaction keeps its round trips few).
  const ops = change.ops === null ? null : JSON.stringify(change.ops);
  await tx.execute(sql`
    with recorded as (
      insert into ${specChanges} (spec_id, version, user_id, client_id, seq, ops)
      values (${change.specId}, ${change.version}, ${change.userId}, ${change.clientId ?? null}, ${change.seq ?? null}, ${ops}::jsonb)
      returning version
    )
    select pg_notify(${LIVE_CHANNEL}, ${`c:${change.specId}:`} || version) from recorded`);
}
