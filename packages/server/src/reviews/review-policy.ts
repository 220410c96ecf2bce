import { REVIEW_MESSAGES, type ReviewRole, ROLE_RIGHTS } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import { specReviewPeople, specReviews } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { assertSpecRight, canEditSpec } from '../specs/spec-policy.js';
import type { Tx } from '../specs/spec-rows-store.js';
import type { SpecAccess } from '../workspaces/spec-access.js';

/**
 * What a caller does with a spec's reviews: `read` (list them: every role that reads the spec) or
 * `request` (ask for one: the edit right, a personal spec's keeper).
 */
export type ReviewRight = 'read' | 'request';

/** 404 when the caller may not see the spec; 403 when they see it but may not ask for a review. */
export async function assertReviewRight(
  tx: Tx,
  actor: Actor,
  specId: string,
  right: ReviewRight,
): Promise<SpecAccess> {
  const access = await assertSpecRight(tx, actor, specId, 'read');
  if (right === 'request' && !canEditSpec(access)) throw new AppError(403, REVIEW_MESSAGES.cannotRequest);
  return access;
}

export type ReviewRecord = typeof specReviews.$inferSelect;

/** The review of the spec, held until the transaction ends when `lock` (marks and signatures wait); else 404. */
export async function reviewOrThrow(
  tx: Tx,
  specId: string,
  reviewId: string,
  lock = false,
): Promise<ReviewRecord> {
  const query = tx
    .select()
    .from(specReviews)
    .where(and(eq(specReviews.id, reviewId), eq(specReviews.specId, specId)));
  const [review] = lock ? await query.for('update') : await query;
  if (!review) throw new AppError(404, REVIEW_MESSAGES.notFound);
  return review;
}

export function assertOpen(review: ReviewRecord): void {
  if (review.status !== 'open') throw new AppError(409, REVIEW_MESSAGES.closed);
}

/**
 * The parts the caller plays in the review: 403 when the review does not name them, or when their role
 * in the workspace no longer lets them comment (a reviewer made a viewer after being named).
 */
export async function assertNamed(
  tx: Tx,
  access: SpecAccess,
  actor: Actor,
  reviewId: string,
): Promise<ReviewRole[]> {
  const people = await tx
    .select({ role: specReviewPeople.role })
    .from(specReviewPeople)
    .where(and(eq(specReviewPeople.reviewId, reviewId), eq(specReviewPeople.userId, actor.id)));
  if (people.length === 0) throw new AppError(403, REVIEW_MESSAGES.notNamed);
  if (!ROLE_RIGHTS[access.role].comment) throw new AppError(403, REVIEW_MESSAGES.cannotMark);
  return people.map((person) => person.role as ReviewRole);
}

/** Cancelling: the person who asked for the review, or an owner of the workspace (a personal spec's keeper). */
export function assertMayCancel(access: SpecAccess, actor: Actor, review: ReviewRecord): void {
  if (review.requestedBy !== actor.id && access.role !== 'owner') {
    throw new AppError(403, REVIEW_MESSAGES.onlyRequester);
  }
}
