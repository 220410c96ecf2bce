import type { TaskEndpoints, TaskStatusResponse } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { App } from '../http/fastify-app.js';
import type { AnalysisService } from './analysis-service.js';
import type { AnalysisJobs } from './jobs/analysis-jobs.js';
import { sendJsonInPieces, yieldBetweenSteps } from './json-reply.js';
import { assertCanReadTask, assertCanWriteTask } from './task-policy.js';
import type { AnalysisKind, AnalysisTask } from './tasks-store.js';

/** Large enough for MAX_REQUIREMENTS rows of ordinary length; bigger bodies answer 413. */
export const ANALYSIS_BODY_LIMIT = 32 * 1024 * 1024;

/** Starting analyses is CPU work: per client address and minute (status polls are not limited). */
export const analysisRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

export const CANCELLED_MESSAGE = 'Analysis cancelled.';
export const ALREADY_FINISHED_MESSAGE = 'The analysis had already finished.';

export function taskStatusOf(task: AnalysisTask): TaskStatusResponse {
  return {
    task_id: task.taskId,
    status: task.status,
    progress_percentage: task.progressPercentage,
    current_step: task.currentStep,
    user_message: task.userMessage,
    results: task.status === 'completed' ? (task.results ?? null) : null,
    error: task.error,
  };
}

/** What every analysis request holds: the rows to analyse. */
type AnalysisRequestSchema = z.ZodType<{ requirements: readonly unknown[] }>;

export interface TaskRoutesOptions<
  Request extends AnalysisRequestSchema = AnalysisRequestSchema,
  Result extends z.ZodType = z.ZodType,
> {
  endpoints: TaskEndpoints<Request, Result>;
  kind: AnalysisKind;
  jobs: AnalysisJobs;
  analysis: AnalysisService;
  /** The OpenAPI group of /api/docs. */
  tag: string;
  summaries: { run: string; start: string };
  /** Runs the analysis while the caller waits and answers its result. */
  run(body: z.output<Request>, request: FastifyRequest): Promise<z.input<Result>>;
}

const startErrors = [400, 413, 429] as const;

/**
 * One kind of analysis task: run it (`POST {base}`), start it as a task (`POST {base}/async`), its progress
 * (`GET {base}/status/:taskId`) and cancelling it (`DELETE {base}/cancel/:taskId`) — the last two for the
 * task's owner or, for an anonymous task, whoever holds its id.
 */
export function registerTaskRoutes<Request extends AnalysisRequestSchema, Result extends z.ZodType>(
  app: App,
  typedOptions: TaskRoutesOptions<Request, Result>,
): void {
  // The routes see the schemas as a generic analysis request and result (Fastify's type provider cannot resolve
  // generic schemas); the caller's `run` was checked against its own.
  const options: TaskRoutesOptions = typedOptions;
  const { endpoints, kind, jobs, analysis, tag, summaries } = options;
  const tags = [tag];

  app.route({
    ...endpointRoute(endpoints.run, { tags, summary: summaries.run, errors: startErrors }),
    bodyLimit: ANALYSIS_BODY_LIMIT,
    config: analysisRateLimit,
    ...yieldBetweenSteps,
    handler: async (request, reply) => {
      const signedIn = (await findUser(request)) !== null;
      analysis.check(request.body, { signedIn, asyncPath: endpoints.start.path });
      return sendJsonInPieces(reply, await options.run(request.body, request));
    },
  });

  app.route({
    ...endpointRoute(endpoints.start, { tags, summary: summaries.start, errors: startErrors }),
    bodyLimit: ANALYSIS_BODY_LIMIT,
    config: analysisRateLimit,
    handler: async (request) => {
      const user = await findUser(request);
      analysis.check(request.body, { signedIn: user !== null });
      const task = await jobs.submit(kind, { userId: user?.id ?? null, address: request.ip }, request.body);
      return { task_id: task.taskId, status: task.status };
    },
  });

  async function findTask(taskId: string): Promise<AnalysisTask | null> {
    const found = await jobs.tasks.find(taskId);
    return found?.kind === kind ? found : null;
  }

  app.route({
    ...endpointRoute(endpoints.status, {
      tags,
      summary: 'Progress and, once completed, the results of an asynchronous analysis',
      errors: [404],
    }),
    handler: async (request) =>
      taskStatusOf(assertCanReadTask(await findUser(request), await findTask(request.params.taskId))),
  });

  app.route({
    ...endpointRoute(endpoints.cancel, {
      tags,
      summary: 'Cancel a queued or running asynchronous analysis',
      errors: [404],
    }),
    handler: async (request) => {
      const task = assertCanWriteTask(await findUser(request), await findTask(request.params.taskId));
      const cancelled = await jobs.cancel(task.taskId);
      return { message: cancelled ? CANCELLED_MESSAGE : ALREADY_FINISHED_MESSAGE };
    },
  });
}
