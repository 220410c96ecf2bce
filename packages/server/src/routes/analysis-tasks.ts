import {
  apiErrorSchema,
  cancelResponseSchema,
  type TaskStatusResponse,
  taskStatusSchema,
} from '@specwright/core';
import { z } from 'zod';
import type { App } from '../app.js';
import { findUser } from '../auth/guard.js';
import type { AnalysisJobs } from '../jobs/analysis-jobs.js';
import { authorizeTaskAccess } from '../policies/task.js';
import type { AnalysisKind, AnalysisTask } from '../services/tasks.js';

/** Large enough for MAX_REQUIREMENTS rows of ordinary length; bigger bodies answer 413. */
export const ANALYSIS_BODY_LIMIT = 32 * 1024 * 1024;

/** Starting analyses is CPU work: per client address and minute (status polls are not limited). */
export const analysisRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

export const CANCELLED_MESSAGE = 'Analysis cancelled.';
export const ALREADY_FINISHED_MESSAGE = 'The analysis had already finished.';

const taskParamsSchema = z.object({ taskId: z.string().max(100) });

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

/** `GET {base}/status/:taskId` and `DELETE {base}/cancel/:taskId` for one kind of task (owner or id-holder only). */
export function registerTaskRoutes(
  app: App,
  base: string,
  kind: AnalysisKind,
  jobs: AnalysisJobs,
  tag: string,
) {
  async function findOwnTask(request: Parameters<typeof findUser>[0], taskId: string): Promise<AnalysisTask> {
    const found = await jobs.tasks.find(taskId);
    return authorizeTaskAccess(await findUser(request), found?.kind === kind ? found : null);
  }

  app.get(
    `${base}/status/:taskId`,
    {
      schema: {
        tags: [tag],
        summary: 'Progress and, once completed, the results of an asynchronous analysis',
        params: taskParamsSchema,
        response: { 200: taskStatusSchema, 404: apiErrorSchema },
      },
    },
    async (request) => taskStatusOf(await findOwnTask(request, request.params.taskId)),
  );

  app.delete(
    `${base}/cancel/:taskId`,
    {
      schema: {
        tags: [tag],
        summary: 'Cancel a queued or running asynchronous analysis',
        params: taskParamsSchema,
        response: { 200: cancelResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const task = await findOwnTask(request, request.params.taskId);
      const cancelled = await jobs.cancel(task.taskId);
      return { message: cancelled ? CANCELLED_MESSAGE : ALREADY_FINISHED_MESSAGE };
    },
  );
}
