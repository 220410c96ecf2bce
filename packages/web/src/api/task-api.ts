import {
  type CancelResponse,
  type Endpoint,
  endpointUrl,
  type TaskEndpoints,
  type TaskStarted,
  type TaskStatusResponse,
} from '@specwright/core';
import type { ApiRequest, ResponseSchema } from './api-request';

/** Per-call timeouts of the analysis calls (docs/product-rules.md, "Constants and limits"). */
export const ANALYSIS_TIMEOUTS_MS = {
  /** Starting a background task (score analysis and basic review). */
  start: 15_000,
  basicStatus: 30_000,
  scoreStatus: 10_000,
  cancel: 10_000,
  /** Synchronous analyses and the advanced review run the whole analysis inside the request. */
  longRunning: 600_000,
} as const;

/** A call that runs a whole analysis inside one request and answers its results. */
export type RunAnalysis<Body, Result> = (body: Body, signal?: AbortSignal) => Promise<Result>;

/** The client of one task-based analysis: the calls of its task endpoints (see `taskEndpoints` in core). */
export interface TaskApi<Body, Result> {
  /** `POST base`: runs the analysis synchronously. */
  run: RunAnalysis<Body, Result>;
  /** `POST base/async`: starts a background task. */
  start: (body: Body) => Promise<TaskStarted>;
  /** `GET base/status/{taskId}`. */
  status: (taskId: string) => Promise<TaskStatusResponse>;
  /** `DELETE base/cancel/{taskId}`. */
  cancel: (taskId: string) => Promise<CancelResponse>;
  /** Reads the results a completed task carries in its status. */
  resultSchema: ResponseSchema<Result>;
}

/** An endpoint answering `Result`: a core endpoint definition whose response schema is known. */
type EndpointAnswering<Result> = Endpoint & { response: ResponseSchema<Result> };

/** The call running a whole analysis at `endpoint` (long timeout; the signal stops waiting for it). */
export function runAnalysisCall<Body, Result>(
  endpoint: EndpointAnswering<Result>,
  request: ApiRequest,
): RunAnalysis<Body, Result> {
  return (body, signal) =>
    request<Result>(endpointUrl(endpoint), {
      method: endpoint.method,
      body,
      schema: endpoint.response,
      timeoutMs: ANALYSIS_TIMEOUTS_MS.longRunning,
      ...(signal ? { signal } : {}),
    });
}

/** The calls of one analysis' task endpoints, for example `taskApi(scoreEndpoints, …)`. */
export function taskApi<Body, Result>(
  endpoints: TaskEndpoints & { run: EndpointAnswering<Result> },
  { request, statusTimeoutMs }: { request: ApiRequest; statusTimeoutMs: number },
): TaskApi<Body, Result> {
  const { start, status, cancel } = endpoints;
  return {
    run: runAnalysisCall(endpoints.run, request),
    start: (body) =>
      request(endpointUrl(start), {
        method: start.method,
        body,
        schema: start.response,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.start,
      }),
    status: (taskId) =>
      request(endpointUrl(status, { params: { taskId } }), {
        method: status.method,
        schema: status.response,
        timeoutMs: statusTimeoutMs,
      }),
    cancel: (taskId) =>
      request(endpointUrl(cancel, { params: { taskId } }), {
        method: cancel.method,
        schema: cancel.response,
        timeoutMs: ANALYSIS_TIMEOUTS_MS.cancel,
      }),
    resultSchema: endpoints.run.response,
  };
}
