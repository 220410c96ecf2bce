import type { AdvancedReviewResponse, BasicReviewResponse } from '@specwright/core';
import type { SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors.js';
import type { AnalyticsForwarder } from '../providers/analytics.js';
import {
  type AdvancedReviewAnalysisRequest,
  type BasicReviewAnalysisRequest,
  checkAnalysisRequest,
  runAdvancedReview,
  runBasicReview,
} from './analysis.js';
import type { AnalysisDependencies } from './analysis-engine.js';
import type { CreditsService } from './credits.js';
import { recordCompletedReview } from './review-activity.js';

export const INSUFFICIENT_CREDITS_MESSAGE = 'You do not have enough credits to perform this analysis.';

export interface ReviewsServiceOptions {
  db: Database;
  forwarder: AnalyticsForwarder | null;
  credits: CreditsService;
  dependencies: AnalysisDependencies;
}

const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** Basic and advanced reviews with their activity, analytics and (advanced) credits. */
export function reviewsService({ db, forwarder, credits, dependencies }: ReviewsServiceOptions) {
  /** Logs a finished basic review: credits used = row count (basic review does not spend credits). */
  async function basicReviewCompleted(
    userId: string | null,
    request: BasicReviewAnalysisRequest,
    response: BasicReviewResponse,
    durationSeconds: number,
  ): Promise<void> {
    await recordCompletedReview(db, forwarder, {
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
    const response = await runBasicReview(dependencies, request);
    await basicReviewCompleted(userId, request, response, secondsSince(startedAt));
    return response;
  }

  /** Spends one credit per row first (atomically; given back if the review fails), then reviews. */
  async function advancedReview(
    user: SignedInUser,
    request: AdvancedReviewAnalysisRequest,
  ): Promise<AdvancedReviewResponse> {
    checkAnalysisRequest(dependencies, request);
    const cost = request.requirements.length;
    const reason = `advanced review ${request.review_id}`.trim();
    const spent = await credits.spend(user.id, cost, reason);
    if (!spent.ok) throw new AppError(402, INSUFFICIENT_CREDITS_MESSAGE);
    const startedAt = performance.now();
    let rows: AdvancedReviewResponse['rows'];
    try {
      rows = await runAdvancedReview(dependencies, request);
    } catch (error) {
      await credits.refund(user.id, cost, `refund: ${reason} failed`);
      throw error;
    }
    await recordCompletedReview(db, forwarder, {
      kind: 'advanced',
      userId: user.id,
      reviewId: request.review_id,
      requirements: cost,
      findings: rows.length,
      creditsUsed: cost,
      durationSeconds: secondsSince(startedAt),
    });
    return { rows };
  }

  return { basicReview, basicReviewCompleted, advancedReview };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
