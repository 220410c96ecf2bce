import { COMMENT_KIND_LABELS, type CommentKind, isIdColumn } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { specRows } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** How much of a comment the audit trail repeats. */
const EXCERPT_LENGTH = 80;

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** How the trail names a row: by its requirement ID when it has one, else its row id. */
export function labelOfRow(rowId: string, data: unknown): string {
  const cells = (data ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(cells)) {
    if (isIdColumn({ field, headerName: '' }) && typeof value === 'string' && value.trim() !== '') {
      return value.trim();
    }
  }
  return rowId;
}

/** The trail's name of a row of the spec (see `labelOfRow`); null when not in the spec. */
export async function rowLabel(tx: Tx, specId: string, rowId: string): Promise<string | null> {
  const [found] = await tx
    .select({ data: specRows.data })
    .from(specRows)
    .where(and(eq(specRows.specId, specId), eq(specRows.rowId, rowId)));
  return found ? labelOfRow(rowId, found.data) : null;
}

export const threadDetail = (kind: CommentKind, label: string, body: string) =>
  `${COMMENT_KIND_LABELS[kind]} on ${label}: ${excerpt(body)}`;
