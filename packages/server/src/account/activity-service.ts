import type { UserActivityRequest } from '@specwright/core';
import type { Database } from '../db/database.js';
import { userActivity } from '../db/schema.js';

export interface ActivityServiceDependencies {
  db: Database;
}

/** The users' activity log: finished analyses (score analysis, quality reviews) and assistant calls. */
export function activityService({ db }: ActivityServiceDependencies) {
  /** Stores one finished analysis of `userId` (the user-activity fields the web app sends). */
  async function record(userId: string, activity: UserActivityRequest): Promise<void> {
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

  return { record };
}

export type ActivityService = ReturnType<typeof activityService>;
