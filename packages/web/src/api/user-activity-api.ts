import { accountEndpoints, endpointUrl, type UserActivityRequest } from '@specwright/core';
import { type ApiRequest, apiRequest } from './api-request';

const ACTIVITY_TIMEOUT_MS = 10_000;

/** `POST /api/user-activity/` (docs/product-rules.md, "Calls"); network and server errors are swallowed: logging never bothers the user. */
export async function logUserActivity(
  activity: UserActivityRequest,
  request: ApiRequest = apiRequest,
): Promise<boolean> {
  try {
    const { recordActivity } = accountEndpoints;
    await request(endpointUrl(recordActivity), {
      method: recordActivity.method,
      body: activity,
      schema: recordActivity.response,
      timeoutMs: ACTIVITY_TIMEOUT_MS,
    });
    return true;
  } catch {
    return false;
  }
}
