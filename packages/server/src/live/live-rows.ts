import type { Row } from '@specwright/core';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { specRows, user } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** A row an edit touches, as read at the start of the edit's transaction and changed by its operations. */
export interface WorkingRow {
  data: Row;
  position: number;
  /** The name of who changed the row last (for a replaced value's `by`). */
  writer: string | null;
  /** Who of the edits changed it last (null while none has). */
  changedBy: string | null;
  stored: boolean;
  changed: boolean;
  removed: boolean;
}

/**
 * The rows of one edit: only those its operations name are read. Places are kept as the stored rows keep
 * them (`position` = `rowOrder`): making room after an anchor shifts the rows below with one UPDATE.
 */
export class EditRows {
  private constructor(
    private readonly tx: Tx,
    private readonly specId: string,
    private readonly rows: Map<string, WorkingRow>,
  ) {}

  static async read(tx: Tx, specId: string, rowIds: ReadonlySet<string>): Promise<EditRows> {
    const rows = new Map<string, WorkingRow>();
    if (rowIds.size > 0) {
      const records = await tx
        .select({ id: specRows.rowId, position: specRows.position, data: specRows.data, writer: user.name })
        .from(specRows)
        .leftJoin(user, eq(user.id, specRows.changedBy))
        .where(and(eq(specRows.specId, specId), inArray(specRows.rowId, [...rowIds])));
      for (const record of records) {
        const data = record.data as Row;
        rows.set(record.id, {
          data,
          position: record.position,
          writer: record.writer,
          changedBy: null,
          stored: true,
          changed: false,
          removed: false,
        });
      }
    }
    return new EditRows(tx, specId, rows);
  }

  /** A row the spec holds now (not removed by this edit). */
  get(rowId: string): WorkingRow | undefined {
    const row = this.rows.get(rowId);
    return row && !row.removed ? row : undefined;
  }

  /** Makes room for a row after `after` (null: first; a row no longer there: last) and returns its place. */
  async makeRoomAfter(after: string | null): Promise<number> {
    const anchor = after === null ? undefined : this.get(after);
    const place = after === null ? 1 : anchor ? anchor.position + 1 : await this.lastPlace();
    await this.tx
      .update(specRows)
      .set({
        position: sql`${specRows.position} + 1`,
        data: sql`jsonb_set(${specRows.data}, '{rowOrder}', to_jsonb(${specRows.position} + 1))`,
      })
      .where(and(eq(specRows.specId, this.specId), gte(specRows.position, place)));
    for (const row of this.rows.values()) {
      if (row.position >= place) {
        row.position += 1;
        row.data = { ...row.data, rowOrder: row.position };
      }
    }
    return place;
  }

  private async lastPlace(): Promise<number> {
    const [found] = await this.tx
      .select({ last: sql<number | null>`max(${specRows.position})` })
      .from(specRows)
      .where(eq(specRows.specId, this.specId));
    let last = Number(found?.last ?? 0);
    for (const row of this.rows.values()) if (!row.removed) last = Math.max(last, row.position);
    return last + 1;
  }

  put(rowId: string, row: WorkingRow): void {
    this.rows.set(rowId, row);
  }

  /** Writes the changed rows (who changed them and when) and removes the removed ones; the ids removed. */
  async write(changedAt: Date): Promise<string[]> {
    const removed: string[] = [];
    const written: (typeof specRows.$inferInsert)[] = [];
    for (const [rowId, row] of this.rows) {
      if (row.removed) {
        if (row.stored) removed.push(rowId);
      } else if (row.changed) {
        const data = { ...row.data, rowOrder: row.position };
        const { changedBy } = row;
        written.push({ specId: this.specId, rowId, position: row.position, data, changedBy, changedAt });
      }
    }
    if (removed.length > 0) {
      await this.tx
        .delete(specRows)
        .where(and(eq(specRows.specId, this.specId), inArray(specRows.rowId, removed)));
    }
    if (written.length > 0) {
      await this.tx
        .insert(specRows)
        .values(written)
        .onConflictDoUpdate({
          target: [specRows.specId, specRows.rowId],
          set: {
            position: sql`excluded.position`,
            data: sql`excluded.data`,
            changedBy: sql`excluded.changed_by`,
            changedAt: sql`excluded.changed_at`,
          },
        });
    }
    return removed;
  }
}
