import {
  type AdvancedReviewRequest,
  advancedReviewResponseSchema,
  type BasicReviewRequest,
  basicReviewResponseSchema,
  cancelResponseSchema,
  type ScoreRequest,
  scoreResponseSchema,
  type TaskStarted,
  type TaskStatusResponse,
  taskStartedSchema,
  taskStatusSchema,
} from '@specwright/core';
import { apiRequest } from './api-request';

/** Per-call timeouts of product spec §9 (basic start 15 s, basic status 30 s, cancel 10 s, score status 10 s). */
export const ANALYSIS_TIMEOUTS_MS = {
  basicStart: 15_000,
  basicStatus: 30_000,
  cancel: 10_000,
  scoreStatus: 10_000,
  /** Synchronous analyses and the advanced review run the whole analysis inside the request. */
  longRunning: 600_000,
} as const;

export type ApiRequest = typeof apiRequest;

const encode = encodeURIComponent;

/** The analysis and review calls of product spec §7, over one API client (a fake fetch in tests). */
export function createAnalysisApi(request: ApiRequest = apiRequest) {
  return {
    scoreSync: (body: ScoreRequest, signal?: AbortSignal) =>
      request('/api/analyze/score', {
        method: 'POST',
        body,
        schema: scoreResponseSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.longRunning,
        ...(signal ? { signal } : {}),
      }),
    scoreStart: (body: ScoreRequest): Promise<TaskStarted> =>
      request('/api/analyze/score/async', {
        method: 'POST',
        body,
        schema: taskStartedSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.basicStart,
      }),
    scoreStatus: (taskId: string): Promise<TaskStatusResponse> =>
      request(`/api/analyze/score/status/${encode(taskId)}`, {
        schema: taskStatusSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.scoreStatus,
      }),
    scoreCancel: (taskId: string) =>
      request(`/api/analyze/score/cancel/${encode(taskId)}`, {
        method: 'DELETE',
        schema: cancelResponseSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.cancel,
      }),
    basicSync: (body: BasicReviewRequest) =>
      request('/api/reqif_analyze/basic', {
        method: 'POST',
        body,
        schema: basicReviewResponseSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.longRunning,
      }),
    basicStart: (body: BasicReviewRequest): Promise<TaskStarted> =>
      request('/api/reqif_analyze/basic/async', {
        method: 'POST',
        body,
        schema: taskStartedSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.basicStart,
      }),
    basicStatus: (taskId: string): Promise<TaskStatusResponse> =>
      request(`/api/reqif_analyze/basic/status/${encode(taskId)}`, {
        schema: taskStatusSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.basicStatus,
      }),
    basicCancel: (taskId: string) =>
      request(`/api/reqif_analyze/basic/cancel/${encode(taskId)}`, {
        method: 'DELETE',
        schema: cancelResponseSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.cancel,
      }),
    proposeAdvanced: (body: AdvancedReviewRequest) =>
      request('/api/reqif_propose/advanced', {
        method: 'POST',
        body,
        schema: advancedReviewResponseSchema,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.longRunning,
      }),
  };
}

export type AnalysisApi = ReturnType<typeof createAnalysisApi>;

export const analysisApi = createAnalysisApi();
