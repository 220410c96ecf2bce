import { createHash } from 'node:crypto';
import { REVIEW_MESSAGES, type Review, type SignatureMeaning } from '@specwright/core';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import type { AccountGuesses } from '../auth/account-guesses.js';
import type { Database } from '../db/database.js';
import {
  specReviewMarks,
  specReviewPeople,
  specReviews,
  specRows,
  specSignatures,
  specs,
  specVersions,
} from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { snapshot, type Tx } from '../specs/spec-rows-store.js';
import {
  assertNamed,
  assertOpen,
  assertReviewRight,
  type ReviewRecord,
  reviewOrThrow,
} from './review-policy.js';
import { type CurrentRow, currentRowsOf } from './review-rows.js';
import { readReview } from './review-store.js';
import { type Person, reviewChanged } from './reviews-service.js';
import { assertSignerPassword, type Signer } from './signer-password.js';
import { issueTicket, ticketIsGood, useTicket } from './signing-tickets.js';

export interface SignatureRequest {
  ticket: string;
  password: string;
  meaning: SignatureMeaning;
}

/** What a signature is over: the review and each of its rows with its fingerprint, hashed (SHA-256). */
function contentDigest(reviewId: string, rows: readonly CurrentRow[]): string {
  const hash = createHash('sha256').update(reviewId);
  for (const row of rows) hash.update(`\n${row.rowId}\t${row.fingerprint}`);
  return hash.digest('hex');
}

/** 403 unless the caller is named as an approver of the review (and may still comment). */
async function assertApprover(tx: Tx, actor: Person, specId: string, reviewId: string): Promise<void> {
  const access = await assertReviewRight(tx, actor, specId, 'read');
  await reviewOrThrow(tx, specId, reviewId);
  const roles = await assertNamed(tx, access, actor, reviewId);
  if (!roles.includes('approver')) throw new AppError(403, REVIEW_MESSAGES.notNamed);
}

/** 409 unless the approver approved every row of the review as it reads now. */
async function assertAllApproved(tx: Tx, reviewId: string, userId: string, rows: readonly CurrentRow[]) {
  const marks = await tx
    .select({ rowId: specReviewMarks.rowId, fingerprint: specReviewMarks.fingerprint })
    .from(specReviewMarks)
    .where(
      and(
        eq(specReviewMarks.reviewId, reviewId),
        eq(specReviewMarks.userId, userId),
        eq(specReviewMarks.role, 'approver'),
        eq(specReviewMarks.mark, 'approved'),
      ),
    );
  const approved = new Map(marks.map((mark) => [mark.rowId, mark.fingerprint]));
  if (rows.some((row) => approved.get(row.rowId) !== row.fingerprint)) {
    throw new AppError(409, REVIEW_MESSAGES.notAllApproved);
  }
}

/**
 * Holds the spec until the signature is written (a save waits, so the baseline is what was signed), and
 * refuses a whole-spec review once the spec has rows it did not ask about: they were never approved.
 */
async function assertNothingAdded(tx: Tx, review: ReviewRecord): Promise<void> {
  await tx.select({ id: specs.id }).from(specs).where(eq(specs.id, review.specId)).for('update');
  if (review.scope !== 'all') return;
  const [added] = await tx
    .select({ rowId: specRows.rowId })
    .from(specRows)
    .where(
      and(
        eq(specRows.specId, review.specId),
        sql`${specRows.rowId} not in (select jsonb_array_elements_text(${JSON.stringify(review.rowIds)}::jsonb))`,
      ),
    )
    .limit(1);
  if (added) throw new AppError(409, REVIEW_MESSAGES.rowsAdded);
}

/** Whether every approver of the review has signed it. */
async function everyApproverSigned(tx: Tx, reviewId: string): Promise<boolean> {
  const approvers = await tx
    .select({ userId: specReviewPeople.userId })
    .from(specReviewPeople)
    .where(and(eq(specReviewPeople.reviewId, reviewId), eq(specReviewPeople.role, 'approver')));
  const signed = await tx
    .select({ userId: specSignatures.userId })
    .from(specSignatures)
    .where(eq(specSignatures.reviewId, reviewId));
  const signers = new Set(signed.map((signature) => signature.userId));
  return approvers.every((approver) => signers.has(approver.userId));
}

/** Closes the review approved, with the spec as it is now kept as its locked baseline. */
async function closeApproved(tx: Tx, review: ReviewRecord, by: Signer): Promise<void> {
  const name = `${review.title} (approved)`;
  const baseline = await snapshot(tx, review.specId, name);
  await tx.update(specVersions).set({ locked: true }).where(eq(specVersions.id, baseline));
  await tx
    .update(specReviews)
    .set({ status: 'approved', closedAt: new Date(), baselineVersionId: baseline })
    .where(eq(specReviews.id, review.id));
  await recordAudit(tx, [{ specId: review.specId, user: by, action: 'approved', detail: name }]);
}

/** Signing tickets and signatures: approvers sign a review whose every row they approved. */
export function reviewSigning({ db, guesses }: { db: Database; guesses: AccountGuesses }) {
  return {
    /** A one-time ticket for the signature dialog of an open review the caller approves. */
    ticket(actor: Person, specId: string, reviewId: string) {
      return db.transaction(async (tx) => {
        await assertApprover(tx, actor, specId, reviewId);
        assertOpen(await reviewOrThrow(tx, specId, reviewId));
        return issueTicket(tx, reviewId, actor.id);
      });
    },

    /**
     * Signs: the ticket must be this review's and this caller's, unused and unexpired (400), the password
     * right (403), every row approved by the caller as it reads now (409). The ticket is used up in the
     * same transaction as the signature is written.
     */
    async sign(actor: Person, specId: string, reviewId: string, request: SignatureRequest): Promise<Review> {
      await assertApprover(db, actor, specId, reviewId);
      if (!(await ticketIsGood(db, request.ticket, reviewId, actor.id))) {
        throw new AppError(400, REVIEW_MESSAGES.ticketNotValid);
      }
      const signer = await assertSignerPassword(db, guesses, actor.id, request.password);
      return db.transaction(async (tx) => {
        await assertApprover(tx, actor, specId, reviewId);
        const review = await reviewOrThrow(tx, specId, reviewId, true);
        if (!(await useTicket(tx, request.ticket, reviewId, actor.id))) {
          throw new AppError(400, REVIEW_MESSAGES.ticketNotValid);
        }
        assertOpen(review);
        const [already] = await tx
          .select({ id: specSignatures.id })
          .from(specSignatures)
          .where(and(eq(specSignatures.reviewId, reviewId), eq(specSignatures.userId, actor.id)));
        if (already) throw new AppError(409, REVIEW_MESSAGES.alreadySigned);
        await assertNothingAdded(tx, review);
        const rows = await currentRowsOf(tx, specId, reviewId);
        await assertAllApproved(tx, reviewId, actor.id, rows);
        await tx.insert(specSignatures).values({
          reviewId,
          specId,
          userId: actor.id,
          userName: signer.name,
          meaning: request.meaning,
          contentDigest: contentDigest(reviewId, rows),
        });
        await recordAudit(tx, [
          {
            specId,
            user: signer,
            action: 'signed',
            detail: `“${review.title}”, meaning: ${request.meaning}`,
          },
        ]);
        if (await everyApproverSigned(tx, reviewId)) await closeApproved(tx, review, signer);
        await reviewChanged(tx, specId, reviewId);
        return readReview(tx, specId, reviewId);
      });
    },
  };
}
