import { accountEndpoints, type Dashboard, endpointUrl } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

export type { Dashboard };
export type WeeklyMetrics = Dashboard['weeklyMetrics'];

const DASHBOARD_TIMEOUT_MS = 15_000;

/** `GET /api/dashboard/?uid=` (docs/product-rules.md, "Data", "Calls") for the signed-in user; the session cookie authenticates it. */
export function fetchDashboard(uid: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(endpointUrl(accountEndpoints.dashboard, { query: { uid } }), {
    schema: accountEndpoints.dashboard.response,
    timeoutMs: DASHBOARD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}
