import type { z } from 'zod';
import { cancelResponseSchema, taskParamsSchema, taskStartedSchema, taskStatusSchema } from './analysis.js';
import { endpoint } from './endpoint.js';

/**
 * The four calls of an analysis that can run as a task, all under `base`:
 * `POST {base}` runs it and answers the result; `POST {base}/async` starts it as a task;
 * `GET {base}/status/{taskId}` reports progress (and the result once completed);
 * `DELETE {base}/cancel/{taskId}` cancels it.
 */
export function taskEndpoints<const Base extends string, Request extends z.ZodType, Result extends z.ZodType>(
  base: Base,
  schemas: { request: Request; result: Result },
) {
  return {
    run: endpoint({ method: 'POST', path: base, body: schemas.request, response: schemas.result }),
    start: endpoint({
      method: 'POST',
      path: `${base}/async` as const,
      body: schemas.request,
      response: taskStartedSchema,
    }),
    status: endpoint({
      method: 'GET',
      path: `${base}/status/:taskId` as const,
      params: taskParamsSchema,
      response: taskStatusSchema,
    }),
    cancel: endpoint({
      method: 'DELETE',
      path: `${base}/cancel/:taskId` as const,
      params: taskParamsSchema,
      response: cancelResponseSchema,
    }),
  };
}

export type TaskEndpoints<
  Request extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> = ReturnType<typeof taskEndpoints<string, Request, Result>>;
