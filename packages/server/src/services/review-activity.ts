import type { Database } from '../db/database.js';
import type { AnalyticsForwarder } from '../providers/analytics.js';
import { recordActivity } from './activity.js';
import { recordAnalyticsEvent } from './analytics.js';

export interface CompletedReview {
  kind: 'basic' | 'advanced';
  /** The signed-in user; an anonymous review has no activity row, only the analytics event. */
  userId: string | null;
  reviewId: string;
  requirements: number;
  /** Rows that got a finding (basic) or proposals made (advanced). */
  findings: number;
  creditsUsed: number;
  durationSeconds: number;
}

/** Logs a finished review: the user's activity (credits used) and the `review_completed` event. */
export async function recordCompletedReview(
  db: Database,
  forwarder: AnalyticsForwarder | null,
  review: CompletedReview,
): Promise<void> {
  if (review.userId) {
    await recordActivity(db, review.userId, {
      uid: review.userId,
      review_id: review.reviewId,
      action: `${review.kind}_review_completed`,
      analysis_type: review.kind,
      total_to_analyze: review.requirements,
      analyzed_requirements: review.requirements,
      accepted_requirements: 0,
      rejected_requirements: 0,
      credits_used: review.creditsUsed,
      llm_analysis_time: review.durationSeconds,
      user_review_time: 0,
    });
  }
  await recordAnalyticsEvent(db, forwarder, {
    name: 'review_completed',
    userId: review.userId,
    sessionId: review.reviewId || 'server',
    properties: {
      analysis_type: review.kind,
      requirements: review.requirements,
      findings: review.findings,
      credits_used: review.creditsUsed,
    },
  });
}
