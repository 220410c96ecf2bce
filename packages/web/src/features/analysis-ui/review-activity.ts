import type { UserActivityRequest } from '@specwright/core';

export interface ReviewTally {
  reviewId: string;
  analysisType: 'basic' | 'advanced';
  totalToAnalyze: number;
  analyzed: number;
  accepted: number;
  rejected: number;
  creditsUsed: number;
  /** Milliseconds the analysis took, and the user spent reviewing. */
  analysisMs: number;
  reviewMs: number;
}

const seconds = (ms: number) => Math.max(0, Math.round(ms / 100) / 10);

/** The `POST /api/user-activity/` body (spec §7) for a review the user finished or closed. */
export function reviewActivity(uid: string, tally: ReviewTally): UserActivityRequest {
  return {
    uid,
    review_id: tally.reviewId,
    action: `${tally.analysisType}_review_completed`,
    analysis_type: tally.analysisType,
    total_to_analyze: tally.totalToAnalyze,
    analyzed_requirements: tally.analyzed,
    accepted_requirements: tally.accepted,
    rejected_requirements: tally.rejected,
    credits_used: tally.creditsUsed,
    llm_analysis_time: seconds(tally.analysisMs),
    user_review_time: seconds(tally.reviewMs),
  };
}

/** The review_completed analytics event's properties. */
export function reviewCompletedProperties(tally: ReviewTally): Record<string, string | number> {
  return {
    review_type: tally.analysisType,
    review_id: tally.reviewId,
    total: tally.totalToAnalyze,
    accepted: tally.accepted,
    rejected: tally.rejected,
  };
}
