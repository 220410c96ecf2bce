import {
  APPROVER_MARKS,
  REVIEW_MARK_LABELS,
  REVIEW_MESSAGES,
  REVIEWER_MARKS,
  type Review,
  type ReviewMark,
  type ReviewMarksUpdate,
  type ReviewRole,
} from '@specwright/core';
import { sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../audit/audit-log.js';
import { labelOfRow } from '../comments/comment-audit.js';
import type { Database } from '../db/database.js';
import { specReviewMarks } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Tx } from '../specs/spec-rows-store.js';
import { assertNamed, assertOpen, assertReviewRight, reviewOrThrow } from './review-policy.js';
import { type CurrentRow, currentRowsOf } from './review-rows.js';
import { readReview } from './review-store.js';
import { type Person, reviewChanged } from './reviews-service.js';

/** Up to this many rows marked at once, the trail has an entry per row; beyond, one entry with the count. */
const ROWS_AUDITED_ONE_BY_ONE = 50;

const marksOf: Record<ReviewRole, readonly ReviewMark[]> = {
  reviewer: REVIEWER_MARKS,
  approver: APPROVER_MARKS,
};

/**
 * The part the caller marks as: the one asked for, else the only one they play, else the one the mark
 * belongs to. 403 when the review does not name them so; 400 when the mark is not that part's.
 */
function markingRole(roles: readonly ReviewRole[], update: ReviewMarksUpdate): ReviewRole {
  const markRole: ReviewRole = REVIEWER_MARKS.some((mark) => mark === update.mark) ? 'reviewer' : 'approver';
  const role = update.role ?? (roles.length === 1 ? roles[0] : markRole) ?? markRole;
  if (!roles.includes(role)) throw new AppError(403, REVIEW_MESSAGES.notNamed);
  if (!marksOf[role].includes(update.mark)) throw new AppError(400, REVIEW_MESSAGES.wrongMark);
  return role;
}

/** The review's rows the update names (all of them when it names none); 400 for a row not in the review. */
function rowsMarked(rows: readonly CurrentRow[], rowIds: readonly string[] | undefined): CurrentRow[] {
  if (rowIds === undefined) return [...rows];
  const byId = new Map(rows.map((row) => [row.rowId, row]));
  return [...new Set(rowIds)].map((rowId) => {
    const row = byId.get(rowId);
    if (!row) throw new AppError(400, REVIEW_MESSAGES.rowNotInReview);
    return row;
  });
}

/** Writes one mark per row in a single statement, whatever the number of rows. */
async function upsertMarks(
  tx: Tx,
  reviewId: string,
  userId: string,
  role: ReviewRole,
  mark: ReviewMark,
  rows: CurrentRow[],
) {
  const pairs = JSON.stringify(rows.map((row) => [row.rowId, row.fingerprint]));
  await tx.execute(sql`
    insert into ${specReviewMarks} (review_id, row_id, user_id, role, mark, fingerprint, at)
    select ${reviewId}, pair ->> 0, ${userId}, ${role}, ${mark}, pair ->> 1, now()
    from jsonb_array_elements(${pairs}::jsonb) pair
    on conflict (review_id, row_id, user_id, role)
    do update set mark = excluded.mark, fingerprint = excluded.fingerprint, at = excluded.at`);
}

function auditOf(
  specId: string,
  actor: Person,
  title: string,
  mark: ReviewMark,
  rows: CurrentRow[],
): AuditRecord[] {
  const action = mark === 'rejected' ? 'rejected' : mark === 'approved' ? 'approved' : 'reviewed';
  const label = REVIEW_MARK_LABELS[mark];
  if (rows.length > ROWS_AUDITED_ONE_BY_ONE) {
    return [{ specId, user: actor, action, detail: `${label}: ${rows.length} rows of “${title}”` }];
  }
  return rows.map((row) => ({
    specId,
    user: actor,
    action,
    rowId: row.rowId,
    after: mark,
    detail: `${label}: ${labelOfRow(row.rowId, row.data)} in “${title}”`,
  }));
}

/** Marks rows of an open review as the caller (every row when the update names none), as they read now. */
export function markRows(
  db: Database,
  actor: Person,
  specId: string,
  reviewId: string,
  update: ReviewMarksUpdate,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const access = await assertReviewRight(tx, actor, specId, 'read');
    const review = await reviewOrThrow(tx, specId, reviewId, true);
    const role = markingRole(await assertNamed(tx, access, actor, reviewId), update);
    assertOpen(review);
    const rows = rowsMarked(await currentRowsOf(tx, specId, reviewId), update.row_ids);
    await upsertMarks(tx, reviewId, actor.id, role, update.mark, rows);
    await recordAudit(tx, auditOf(specId, actor, review.title, update.mark, rows));
    await reviewChanged(tx, specId, reviewId);
    return readReview(tx, specId, reviewId);
  });
}
