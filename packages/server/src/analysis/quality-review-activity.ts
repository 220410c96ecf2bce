import type { ActivityService } from '../account/activity-service.js';
import type { AnalyticsService } from '../account/analytics-service.js';

export interface CompletedQualityReview {
  kind: 'basic' | 'advanced';
  /** The signed-in user; an anonymous quality review has no activity row, only the analytics event. */
  userId: string | null;
  reviewId: string;
  requirements: number;
  /** Rows that got a finding (basic) or proposals made (advanced). */
  findings: number;
  creditsUsed: number;
  durationSeconds: number;
}

export interface QualityReviewActivityDependencies {
  activity: ActivityService;
  analytics: AnalyticsService;
}

/** The record of finished quality reviews. */
export function qualityReviewActivityService({ activity, analytics }: QualityReviewActivityDependencies) {
  /** Logs a finished quality review: the user's activity (credits used) and the `review_completed` event. */
  async function recordCompletedQualityReview(review: CompletedQualityReview): Promise<void> {
    if (review.userId) {
      await activity.record(review.userId, {
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
    await analytics.record({
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

  return { recordCompletedQualityReview };
}

export type QualityReviewActivityService = ReturnType<typeof qualityReviewActivityService>;
