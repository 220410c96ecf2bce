import type { AuditAction } from '@specwright/core';
import type { Database } from '../db/database.js';
import { specAudit } from '../db/schema.js';

/** The database or a transaction on it. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** Who did what an entry records: their id and their name as the user table has it. */
export interface AuditUser {
  id: string;
  name: string;
}

/** One entry to add to a spec's audit trail. */
export interface AuditRecord {
  specId: string;
  user: AuditUser | null;
  action: AuditAction;
  rowId?: string | null;
  field?: string | null;
  before?: unknown;
  after?: unknown;
  detail?: string;
}

/** Entries written per statement. */
const ENTRIES_PER_STATEMENT = 500;

/**
 * Adds entries to the audit trail, in the caller's transaction when it passes one (so an entry exists
 * exactly when what it records does). The trail is append-only: nothing here or elsewhere changes an entry.
 */
export async function recordAudit(tx: Tx, records: readonly AuditRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += ENTRIES_PER_STATEMENT) {
    await tx.insert(specAudit).values(
      records.slice(start, start + ENTRIES_PER_STATEMENT).map((record) => ({
        specId: record.specId,
        userId: record.user?.id ?? null,
        userName: record.user?.name ?? null,
        action: record.action,
        rowId: record.rowId ?? null,
        field: record.field ?? null,
        before: record.before === undefined ? null : record.before,
        after: record.after === undefined ? null : record.after,
        detail: record.detail ?? '',
      })),
    );
  }
}
