import { okResponseSchema, type UserActivityRequest } from '@specwright/core';
import type { ApiRequest } from './analysis-api';
import { apiRequest } from './api-request';

const ACTIVITY_TIMEOUT_MS = 10_000;

/** `POST /api/user-activity/` (spec §7); network and server errors are swallowed: logging never bothers the user. */
export async function logUserActivity(
  activity: UserActivityRequest,
  request: ApiRequest = apiRequest,
): Promise<boolean> {
  try {
    await request('/api/user-activity/', {
      method: 'POST',
      body: activity,
      schema: okResponseSchema,
      timeoutMs: ACTIVITY_TIMEOUT_MS,
    });
    return true;
  } catch {
    return false;
  }
}
