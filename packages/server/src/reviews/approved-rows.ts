import { and, asc, eq, or } from 'drizzle-orm';
import { specReviewMarks, specReviews } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/**
 * For each row of spec `specId` approved in a closed review: the fingerprint it had when last approved,
 * or when marked reviewed again after that. A row whose fingerprint now differs changed since approved.
 */
export async function approvedRowsOf(tx: Tx, specId: string): Promise<Map<string, string>> {
  const marks = await tx
    .select({
      rowId: specReviewMarks.rowId,
      mark: specReviewMarks.mark,
      fingerprint: specReviewMarks.fingerprint,
    })
    .from(specReviewMarks)
    .innerJoin(specReviews, eq(specReviews.id, specReviewMarks.reviewId))
    .where(
      and(
        eq(specReviews.specId, specId),
        or(
          and(eq(specReviews.status, 'approved'), eq(specReviewMarks.mark, 'approved')),
          eq(specReviewMarks.mark, 'reviewed'),
        ),
      ),
    )
    .orderBy(asc(specReviewMarks.at));
  const approved = new Map<string, string>();
  for (const mark of marks) {
    if (mark.mark === 'approved' || approved.has(mark.rowId)) approved.set(mark.rowId, mark.fingerprint);
  }
  return approved;
}
