import type {
  CommentPerson,
  Review,
  ReviewMarkRecord,
  ReviewPerson,
  ReviewRole,
  Signature,
} from '@specwright/core';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FORMER_MEMBER } from '../comments/comment-store.js';
import {
  specComments,
  specReviewMarks,
  specReviewPeople,
  specReviews,
  specSignatures,
  specVersions,
  user,
} from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';
import { reviewProgress } from './review-progress.js';
import { fingerprintsOf } from './review-rows.js';

/** Someone a review names; the former member when their account is gone. */
export const personOf = (id: string | null, name: string | null): CommentPerson =>
  id === null || name === null ? FORMER_MEMBER : { id, name: name.trim() || FORMER_MEMBER.name };

function selectReviews(tx: Tx) {
  return tx
    .select({
      review: specReviews,
      requesterName: user.name,
      since: { id: specVersions.id, name: specVersions.name, version: specVersions.version },
    })
    .from(specReviews)
    .leftJoin(user, eq(user.id, specReviews.requestedBy))
    .leftJoin(specVersions, eq(specVersions.id, specReviews.sinceVersionId));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return groups;
}

async function peopleOf(tx: Tx, reviewIds: string[]) {
  const records = await tx
    .select({
      reviewId: specReviewPeople.reviewId,
      id: user.id,
      name: user.name,
      role: specReviewPeople.role,
    })
    .from(specReviewPeople)
    .innerJoin(user, eq(user.id, specReviewPeople.userId))
    .where(inArray(specReviewPeople.reviewId, reviewIds))
    .orderBy(asc(specReviewPeople.role), asc(user.name));
  return groupBy(records, (record) => record.reviewId);
}

async function marksOf(tx: Tx, reviewIds: string[]) {
  const records = await tx.select().from(specReviewMarks).where(inArray(specReviewMarks.reviewId, reviewIds));
  return groupBy(records, (record) => record.reviewId);
}

async function signaturesOf(tx: Tx, reviewIds: string[]) {
  const records = await tx
    .select()
    .from(specSignatures)
    .where(inArray(specSignatures.reviewId, reviewIds))
    .orderBy(asc(specSignatures.signedAt));
  return groupBy(records, (record) => record.reviewId);
}

async function openThreadsOf(tx: Tx, specId: string): Promise<Map<string, number>> {
  const records = await tx
    .select({ rowId: specComments.rowId, n: count() })
    .from(specComments)
    .where(
      and(eq(specComments.specId, specId), isNull(specComments.threadId), eq(specComments.status, 'open')),
    )
    .groupBy(specComments.rowId);
  return new Map(records.map((record) => [record.rowId, record.n]));
}

/** The spec's reviews (or only `reviewId`), newest first, with their people, marks, signatures and progress. */
export async function readReviews(tx: Tx, specId: string, reviewId?: string): Promise<Review[]> {
  const records = await selectReviews(tx)
    .where(and(eq(specReviews.specId, specId), reviewId ? eq(specReviews.id, reviewId) : undefined))
    .orderBy(desc(specReviews.createdAt), desc(specReviews.id));
  if (records.length === 0) return [];
  const ids = records.map((record) => record.review.id);
  const [people, marks, signatures, fingerprints, openThreads] = [
    await peopleOf(tx, ids),
    await marksOf(tx, ids),
    await signaturesOf(tx, ids),
    await fingerprintsOf(tx, specId),
    await openThreadsOf(tx, specId),
  ];
  return records.map(({ review, requesterName, since }) => {
    const named: ReviewPerson[] = (people.get(review.id) ?? []).map((person) => ({
      user: personOf(person.id, person.name),
      role: person.role as ReviewRole,
    }));
    const marked: ReviewMarkRecord[] = (marks.get(review.id) ?? []).map((mark) => ({
      row_id: mark.rowId,
      user_id: mark.userId,
      role: mark.role as ReviewRole,
      mark: mark.mark as ReviewMarkRecord['mark'],
      fingerprint: mark.fingerprint,
      at: mark.at.toISOString(),
    }));
    const signed: Signature[] = (signatures.get(review.id) ?? []).map((signature) => ({
      id: signature.id,
      review_id: signature.reviewId,
      user: { id: signature.userId, name: signature.userName },
      meaning: signature.meaning as Signature['meaning'],
      content_digest: signature.contentDigest,
      signed_at: signature.signedAt.toISOString(),
    }));
    return {
      id: review.id,
      spec_id: review.specId,
      title: review.title,
      scope: review.scope as Review['scope'],
      since_version: since,
      row_ids: review.rowIds,
      due_date: review.dueDate,
      status: review.status as Review['status'],
      requested_by: personOf(review.requestedBy, requesterName),
      created_at: review.createdAt.toISOString(),
      closed_at: review.closedAt?.toISOString() ?? null,
      baseline_version_id: review.baselineVersionId,
      people: named,
      marks: marked,
      signatures: signed,
      progress: reviewProgress({
        rowIds: review.rowIds,
        people: named,
        marks: marked,
        fingerprints,
        openThreads,
      }),
    };
  });
}

/** One review of the spec, as the list answers it. */
export async function readReview(tx: Tx, specId: string, reviewId: string): Promise<Review> {
  const [review] = await readReviews(tx, specId, reviewId);
  if (!review) throw new Error(`Review ${reviewId} was not read back`);
  return review;
}
