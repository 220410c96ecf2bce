import { type ReviewRole, ROLE_RIGHTS, type WaitingReview } from '@specwright/core';
import { and, asc, countDistinct, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import {
  specReviewMarks,
  specReviewPeople,
  specReviews,
  specSignatures,
  specs,
  user,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import { personOf } from './review-store.js';

/** The workspace roles that may still review and approve. */
const COMMENTING_ROLES = Object.entries(ROLE_RIGHTS)
  .filter(([, rights]) => rights.comment)
  .map(([role]) => role);

/** The open reviews naming the caller in specs they still read, one record per part they play. */
function namingCaller(db: Database, userId: string) {
  return db
    .select({
      review: specReviews,
      role: specReviewPeople.role,
      specTitle: specs.title,
      workspaceName: workspaces.name,
      requesterName: user.name,
    })
    .from(specReviewPeople)
    .innerJoin(
      specReviews,
      and(eq(specReviews.id, specReviewPeople.reviewId), eq(specReviews.status, 'open')),
    )
    .innerJoin(specs, and(eq(specs.id, specReviews.specId), isNull(specs.deletedAt)))
    .leftJoin(workspaces, eq(workspaces.id, specs.workspaceId))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, specs.workspaceId), eq(workspaceMembers.userId, userId)),
    )
    .leftJoin(user, eq(user.id, specReviews.requestedBy))
    .where(
      and(
        eq(specReviewPeople.userId, userId),
        or(
          and(isNull(specs.workspaceId), eq(specs.userId, userId)),
          inArray(workspaceMembers.role, COMMENTING_ROLES),
        ),
      ),
    )
    .orderBy(asc(specReviews.dueDate), asc(specReviews.createdAt));
}

/** Rows the caller marked per review and part, and per review whatever the part. */
async function markedBy(db: Database, userId: string, reviewIds: string[]) {
  const where = and(eq(specReviewMarks.userId, userId), inArray(specReviewMarks.reviewId, reviewIds));
  const byRole = await db
    .select({
      reviewId: specReviewMarks.reviewId,
      role: specReviewMarks.role,
      n: countDistinct(specReviewMarks.rowId),
    })
    .from(specReviewMarks)
    .where(where)
    .groupBy(specReviewMarks.reviewId, specReviewMarks.role);
  const byReview = await db
    .select({ reviewId: specReviewMarks.reviewId, n: countDistinct(specReviewMarks.rowId) })
    .from(specReviewMarks)
    .where(where)
    .groupBy(specReviewMarks.reviewId);
  return {
    asRole: new Map(byRole.map((record) => [`${record.reviewId}:${record.role}`, record.n])),
    done: new Map(byReview.map((record) => [record.reviewId, record.n])),
  };
}

/**
 * The open reviews waiting for the caller, earliest due first: those naming them as approver they have
 * not signed, or as reviewer with rows they have not marked yet.
 */
export async function waitingFor(db: Database, actor: Actor): Promise<WaitingReview[]> {
  const records = await namingCaller(db, actor.id);
  if (records.length === 0) return [];
  const ids = [...new Set(records.map((record) => record.review.id))];
  const marked = await markedBy(db, actor.id, ids);
  const signed = await db
    .select({ reviewId: specSignatures.reviewId })
    .from(specSignatures)
    .where(and(eq(specSignatures.userId, actor.id), inArray(specSignatures.reviewId, ids)));
  const signedIds = new Set(signed.map((signature) => signature.reviewId));
  const waiting = new Map<string, WaitingReview & { pending: boolean }>();
  for (const { review, role, specTitle, workspaceName, requesterName } of records) {
    const rows = review.rowIds.length;
    const finished =
      role === 'approver'
        ? signedIds.has(review.id)
        : (marked.asRole.get(`${review.id}:reviewer`) ?? 0) >= rows;
    const entry = waiting.get(review.id) ?? {
      review_id: review.id,
      spec_id: review.specId,
      spec_title: specTitle,
      workspace_name: workspaceName,
      title: review.title,
      roles: [],
      due_date: review.dueDate,
      requested_by: personOf(review.requestedBy, requesterName),
      created_at: review.createdAt.toISOString(),
      rows,
      done: marked.done.get(review.id) ?? 0,
      pending: false,
    };
    entry.roles.push(role as ReviewRole);
    entry.pending ||= !finished;
    waiting.set(review.id, entry);
  }
  return [...waiting.values()]
    .filter((entry) => entry.pending)
    .map(({ pending: _pending, ...entry }) => entry);
}
