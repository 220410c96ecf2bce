import type { UserActivityRequest } from '@specwright/core';

/** One quality review's run and the user's walk through its proposals, as logged when its dialog closes. */
export interface QualityReviewTally {
  analysisId: string;
  analysisType: 'basic' | 'advanced';
  totalToAnalyze: number;
  analyzed: number;
  accepted: number;
  rejected: number;
  creditsUsed: number;
  /** Milliseconds the analysis took, and the user spent deciding on its proposals. */
  analysisMs: number;
  decidingMs: number;
}

const seconds = (ms: number) => Math.max(0, Math.round(ms / 100) / 10);

/**
 * The `POST /api/user-activity/` body logged when the user closes a quality review: the user's
 * decisions and deciding time. The server already logged the analysis itself (rows analysed, credits used,
 * analysis time) under the same analysis id (`review_id`) when it finished, so those are 0 here: the
 * dashboard sums every activity row and must not count a quality review twice.
 */
export function qualityReviewActivity(uid: string, tally: QualityReviewTally): UserActivityRequest {
  return {
    uid,
    review_id: tally.analysisId,
    action: `${tally.analysisType}_review_closed`,
    analysis_type: tally.analysisType,
    total_to_analyze: 0,
    analyzed_requirements: 0,
    accepted_requirements: tally.accepted,
    rejected_requirements: tally.rejected,
    credits_used: 0,
    llm_analysis_time: 0,
    user_review_time: seconds(tally.decidingMs),
  };
}

/**
 * The review_completed analytics event's properties when the user has been through the proposals
 * (stage 'user_review'; the server sends its own event, without decisions, when the analysis finishes).
 */
export function qualityReviewCompletedProperties(tally: QualityReviewTally): Record<string, string | number> {
  return {
    stage: 'user_review',
    review_type: tally.analysisType,
    review_id: tally.analysisId,
    total: tally.totalToAnalyze,
    accepted: tally.accepted,
    rejected: tally.rejected,
    credits_used: tally.creditsUsed,
    analysis_seconds: seconds(tally.analysisMs),
    review_seconds: seconds(tally.decidingMs),
  };
}

/** How a quality review logs the walk through its proposals (tests pass fakes). */
export interface QualityReviewLogging {
  logActivity: (activity: UserActivityRequest) => Promise<unknown>;
  trackQualityReviewCompleted: (properties: Record<string, string | number>) => void;
}
