import type { ActivityService } from '../account/activity-service.js';
import type { AnalyticsService } from '../account/analytics-service.js';

export interface AssistantUse {
  feature: 'chat' | 'agent' | 'design' | 'architecture';
  userId: string;
  /** The web app's review id, else the conversation id (chat), 'agent', or the draft's kind. */
  reviewId: string;
  /** Rows of the spec the model was given. */
  requirements: number;
  /** Rows the answer changed, added or removed (agent); 0 for the chat and the drafts. */
  changedRequirements: number;
  durationSeconds: number;
}

const actions = {
  chat: 'chat_message',
  agent: 'agent_instruction',
  design: 'design_draft',
  architecture: 'architecture_draft',
} as const;

export interface AssistantActivityDependencies {
  activity: ActivityService;
  analytics: AnalyticsService;
}

/** The record of the chat's and the agent's use. */
export function assistantActivityService({ activity, analytics }: AssistantActivityDependencies) {
  /**
   * Logs one answered chat message, agent instruction or finished draft: the user's activity (its time, no requirement
   * counts) and a `feature_used` event with the counts.
   */
  async function recordAssistantUse(use: AssistantUse): Promise<void> {
    await activity.record(use.userId, {
      uid: use.userId,
      review_id: use.reviewId,
      action: actions[use.feature],
      analysis_type: use.feature,
      // The dashboard sums these columns as reviewed requirements; a chat, agent or draft call reviews none.
      // The counts go with the feature_used event instead.
      total_to_analyze: 0,
      analyzed_requirements: 0,
      accepted_requirements: 0,
      rejected_requirements: 0,
      credits_used: 0,
      llm_analysis_time: use.durationSeconds,
      user_review_time: 0,
    });
    await analytics.record({
      name: 'feature_used',
      userId: use.userId,
      sessionId: use.reviewId,
      properties: {
        feature: use.feature,
        requirements: use.requirements,
        changed_requirements: use.changedRequirements,
        duration_seconds: Math.round(use.durationSeconds * 10) / 10,
      },
    });
  }

  return { recordAssistantUse };
}

export type AssistantActivityService = ReturnType<typeof assistantActivityService>;
