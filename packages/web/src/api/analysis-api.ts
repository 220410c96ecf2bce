import {
  type AdvancedReviewRequest,
  type AdvancedReviewResponse,
  advancedReviewEndpoints,
  type BasicReviewRequest,
  type BasicReviewResponse,
  basicReviewEndpoints,
  type ScoreRequest,
  type ScoreResponse,
  scoreEndpoints,
} from '@specwright/core';
import { type ApiRequest, apiRequest } from './api-request';
import { ANALYSIS_TIMEOUTS_MS, runAnalysisCall, taskApi } from './task-api';

/** The score analysis and quality review calls (docs/product-rules.md, "Calls"), over one API client (a fake fetch in tests). */
export function createAnalysisApi(request: ApiRequest = apiRequest) {
  return {
    score: taskApi<ScoreRequest, ScoreResponse>(scoreEndpoints, {
      request,
      statusTimeoutMs: ANALYSIS_TIMEOUTS_MS.scoreStatus,
    }),
    basicReview: taskApi<BasicReviewRequest, BasicReviewResponse>(basicReviewEndpoints, {
      request,
      statusTimeoutMs: ANALYSIS_TIMEOUTS_MS.basicStatus,
    }),
    /** The advanced review has no background task: one synchronous call. */
    advancedReview: {
      run: runAnalysisCall<AdvancedReviewRequest, AdvancedReviewResponse>(
        advancedReviewEndpoints.run,
        request,
      ),
    },
  };
}

export type AnalysisApi = ReturnType<typeof createAnalysisApi>;

export const analysisApi = createAnalysisApi();
