import { and, asc, eq } from 'drizzle-orm';
import { specReviewMarks, specReviews } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/**
 * For each row of spec `specId` approved in a review that closed approved: the fingerprint it had when
 * last approved. A row whose fingerprint now differs changed since approved, until a later review that
 * includes it is approved (a reviewer's mark alone does not clear it: the reviewer may be its editor).
 */
export async function approvedRowsOf(tx: Tx, specId: string): Promise<Map<string, string>> {
  const marks = await tx
    .select({
      rowId: specReviewMarks.rowId,
      fingerprint: specReviewMarks.fingerprint,
    })
    .from(specReviewMarks)
    .innerJoin(specReviews, eq(specReviews.id, specReviewMarks.reviewId))
    .where(
      and(
        eq(specReviews.specId, specId),
        eq(specReviews.status, 'approved'),
        eq(specReviewMarks.mark, 'approved'),
      ),
    )
    .orderBy(asc(specReviewMarks.at));
  return new Map(marks.map((mark) => [mark.rowId, mark.fingerprint]));
}
