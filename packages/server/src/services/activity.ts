import type { UserActivityRequest } from '@specwright/core';
import type { Database } from '../db/database.js';
import { userActivity } from '../db/schema.js';

/** Stores one finished review or analysis of `userId` (the spec's user-activity fields). */
export async function recordActivity(
  db: Database,
  userId: string,
  activity: UserActivityRequest,
): Promise<void> {
  await db.insert(userActivity).values({
    userId,
    reviewId: activity.review_id,
    action: activity.action,
    analysisType: activity.analysis_type,
    totalToAnalyze: activity.total_to_analyze,
    analyzedRequirements: activity.analyzed_requirements,
    acceptedRequirements: activity.accepted_requirements,
    rejectedRequirements: activity.rejected_requirements,
    creditsUsed: activity.credits_used,
    llmAnalysisTime: activity.llm_analysis_time,
    userReviewTime: activity.user_review_time,
  });
}
