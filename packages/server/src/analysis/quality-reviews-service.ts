import type { AdvancedReviewResponse, BasicReviewResponse } from '@specwright/core';
import type { CreditsService } from '../account/credits-service.js';
import type { SignedInUser } from '../auth/guard.js';
import { AppError } from '../http/errors.js';
import type {
  AdvancedReviewAnalysisRequest,
  AdvancedReviewOutcome,
  AnalysisService,
  BasicReviewAnalysisRequest,
} from './analysis-service.js';
import type { QualityReviewActivityService } from './quality-review-activity.js';

export const INSUFFICIENT_CREDITS_MESSAGE = 'You do not have enough credits to perform this analysis.';

export interface QualityReviewsServiceDependencies {
  analysis: AnalysisService;
  credits: CreditsService;
  qualityReviewActivity: QualityReviewActivityService;
}

const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** The basic and advanced quality reviews with their activity, analytics and (advanced) credits. */
export function qualityReviewsService({
  analysis,
  credits,
  qualityReviewActivity,
}: QualityReviewsServiceDependencies) {
  /** Logs a finished basic review: credits used = requirement count (basic review does not spend credits). */
  async function basicReviewCompleted(
    userId: string | null,
    request: BasicReviewAnalysisRequest,
    response: BasicReviewResponse,
    durationSeconds: number,
  ): Promise<void> {
    await qualityReviewActivity.recordCompletedQualityReview({
      kind: 'basic',
      userId,
      reviewId: request.review_id,
      requirements: request.requirements.length,
      findings: response.rows.filter((row) => row.status !== 'ok').length,
      creditsUsed: request.requirements.length,
      durationSeconds,
    });
  }

  async function basicReview(
    userId: string | null,
    request: BasicReviewAnalysisRequest,
  ): Promise<BasicReviewResponse> {
    const startedAt = performance.now();
    const response = await analysis.basicReview(request);
    await basicReviewCompleted(userId, request, response, secondsSince(startedAt));
    return response;
  }

  /**
   * Spends one credit per requirement first (atomically), then reviews. The credits pay for the language model's
   * part: all are given back if the review fails, and the share of the rows the model did not review when
   * it is not configured or some of its calls failed (only the deterministic layers ran for those).
   */
  async function advancedReview(
    user: SignedInUser,
    request: AdvancedReviewAnalysisRequest,
  ): Promise<AdvancedReviewResponse> {
    analysis.check(request, { signedIn: true });
    const cost = request.requirements.length;
    const reason = `advanced review ${request.review_id}`.trim();
    const spent = await credits.spend(user.id, cost, reason);
    if (!spent.ok) throw new AppError(402, INSUFFICIENT_CREDITS_MESSAGE);
    const startedAt = performance.now();
    let outcome: AdvancedReviewOutcome;
    try {
      outcome = await analysis.advancedReview(request);
    } catch (error) {
      await credits.refund(user.id, cost, `refund: ${reason} failed`);
      throw error;
    }
    const charged = Math.ceil(cost * outcome.modelShare);
    if (charged < cost) {
      const why =
        outcome.modelShare === 0 ? 'without the language model' : 'partly without the language model';
      await credits.refund(user.id, cost - charged, `refund: ${reason} ran ${why}`);
    }
    await qualityReviewActivity.recordCompletedQualityReview({
      kind: 'advanced',
      userId: user.id,
      reviewId: request.review_id,
      requirements: cost,
      findings: outcome.proposals.length,
      creditsUsed: charged,
      durationSeconds: secondsSince(startedAt),
    });
    return { rows: outcome.proposals };
  }

  return { basicReview, basicReviewCompleted, advancedReview };
}

export type QualityReviewsService = ReturnType<typeof qualityReviewsService>;
