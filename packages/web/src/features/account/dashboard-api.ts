import { type Dashboard, dashboardSchema } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

export type { Dashboard };
export type WeeklyMetrics = Dashboard['weeklyMetrics'];

const DASHBOARD_TIMEOUT_MS = 15_000;

/** `GET /api/dashboard/?uid=` (spec sections 3 and 7) for the signed-in user; the session cookie authenticates it. */
export function fetchDashboard(uid: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(`/api/dashboard/?uid=${encodeURIComponent(uid)}`, {
    schema: dashboardSchema,
    timeoutMs: DASHBOARD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}
