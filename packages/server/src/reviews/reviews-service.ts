import {
  MAX_OPEN_REVIEWS_PER_SPEC,
  REVIEW_MESSAGES,
  type Review,
  type ReviewCreate,
  type ReviewList,
} from '@specwright/core';
import { and, count, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import type { SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { specReviewPeople, specReviews, specs } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { addInboxItems } from '../inbox/inbox-store.js';
import { notify } from '../live/live-notices.js';
import type { Tx } from '../specs/spec-rows-store.js';
import { approvedRowsOf } from './approved-rows.js';
import { assertMayBeNamed, rowsToReview } from './review-create.js';
import { assertMayCancel, assertOpen, assertReviewRight, reviewOrThrow } from './review-policy.js';
import { readReview, readReviews } from './review-store.js';

export type Person = Pick<SignedInUser, 'id' | 'name'>;

/** Tells every server's connections in the spec that the review changed, when the transaction commits. */
export const reviewChanged = (tx: Tx, specId: string, reviewId: string) =>
  notify(tx, `r:${specId}:${reviewId}`);

/** Holds the spec until the transaction ends, so two requests cannot both pass the open-review limit. */
async function openReviewsOf(tx: Tx, specId: string): Promise<number> {
  await tx.select({ id: specs.id }).from(specs).where(eq(specs.id, specId)).for('update');
  const [found] = await tx
    .select({ n: count() })
    .from(specReviews)
    .where(and(eq(specReviews.specId, specId), eq(specReviews.status, 'open')));
  return found?.n ?? 0;
}

/** Review requests of a spec: listed by every role, asked for with the edit right, cancelled. */
export function reviewsService({ db }: { db: Database }) {
  return {
    async list(actor: Person, specId: string): Promise<ReviewList> {
      await assertReviewRight(db, actor, specId, 'read');
      return db.transaction(async (tx) => ({
        reviews: await readReviews(tx, specId),
        approved_rows: Object.fromEntries(await approvedRowsOf(tx, specId)),
      }));
    },

    async create(actor: Person, specId: string, input: ReviewCreate): Promise<Review> {
      const access = await assertReviewRight(db, actor, specId, 'request');
      const reviewers = [...new Set(input.reviewers ?? [])];
      const approvers = [...new Set(input.approvers)];
      await assertMayBeNamed(db, access, [...reviewers, ...approvers]);
      const rowIds = await rowsToReview(db, specId, input);
      return db.transaction(async (tx) => {
        await assertReviewRight(tx, actor, specId, 'request');
        if ((await openReviewsOf(tx, specId)) >= MAX_OPEN_REVIEWS_PER_SPEC) {
          throw new AppError(409, REVIEW_MESSAGES.tooManyOpen);
        }
        const [created] = await tx
          .insert(specReviews)
          .values({
            specId,
            title: input.title,
            scope: input.scope,
            sinceVersionId: input.scope === 'changed' ? (input.since_version_id ?? null) : null,
            rowIds,
            dueDate: input.due_date ?? null,
            requestedBy: actor.id,
          })
          .returning({ id: specReviews.id });
        if (!created) throw new Error('The review was not written.');
        const people = [
          ...reviewers.map((userId) => ({ reviewId: created.id, userId, role: 'reviewer' })),
          ...approvers.map((userId) => ({ reviewId: created.id, userId, role: 'approver' })),
        ];
        await tx.insert(specReviewPeople).values(people);
        const told = new Set(people.map((person) => person.userId));
        told.delete(actor.id);
        await addInboxItems(
          tx,
          [...told].map((userId) => ({
            userId,
            kind: 'review',
            specId,
            reviewId: created.id,
            actorId: actor.id,
            actorName: actor.name,
            excerpt: input.title,
          })),
        );
        const rows = rowIds.length === 1 ? '1 row' : `${rowIds.length} rows`;
        await recordAudit(tx, [
          { specId, user: actor, action: 'requested', detail: `“${input.title}”: ${rows}` },
        ]);
        await reviewChanged(tx, specId, created.id);
        return readReview(tx, specId, created.id);
      });
    },

    cancel(actor: Person, specId: string, reviewId: string): Promise<Review> {
      return db.transaction(async (tx) => {
        const access = await assertReviewRight(tx, actor, specId, 'read');
        const review = await reviewOrThrow(tx, specId, reviewId, true);
        assertMayCancel(access, actor, review);
        assertOpen(review);
        await tx
          .update(specReviews)
          .set({ status: 'cancelled', closedAt: new Date() })
          .where(eq(specReviews.id, reviewId));
        await recordAudit(tx, [{ specId, user: actor, action: 'cancelled', detail: `“${review.title}”` }]);
        await reviewChanged(tx, specId, reviewId);
        return readReview(tx, specId, reviewId);
      });
    },
  };
}
