import { z } from 'zod';
import { text } from './text.js';

/** How many ISO weeks `weeklyMetrics` covers, oldest first, the current week last. */
export const DASHBOARD_WEEKS = 8;

const count = z.number().int().min(0).max(100_000_000);
const seconds = z.number().min(0).max(100_000_000);
const label = text().trim().min(1).max(100);

/** `POST /api/user-activity/` (the backend database service): one finished review or analysis. */
export const userActivityRequestSchema = z.object({
  uid: text().min(1).max(200).describe("The signed-in user's id; must be the caller's own"),
  review_id: text().min(1).max(200),
  action: label.describe("What happened, e.g. 'basic_review_completed'"),
  analysis_type: label.describe("e.g. 'basic', 'advanced', 'score'"),
  total_to_analyze: count,
  analyzed_requirements: count,
  accepted_requirements: count,
  rejected_requirements: count,
  credits_used: count,
  llm_analysis_time: seconds.describe('Seconds the analysis took'),
  user_review_time: seconds.describe('Seconds the user spent reviewing'),
});
export type UserActivityRequest = z.infer<typeof userActivityRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const dashboardQuerySchema = z.object({
  uid: text().min(1).max(200).describe("The signed-in user's id; must be the caller's own"),
});

const weeklySeries = z.array(z.number().int()).length(DASHBOARD_WEEKS);

/** `GET /api/dashboard/?uid=` — the signed-in user's dashboard data (docs/product-rules.md, "Data"). */
export const dashboardSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Remaining credits. */
  credits: z.number().int(),
  /** The initial credits wait for the account's email address to be verified (SMTP is configured). */
  creditsAwaitEmailVerification: z.boolean(),
  /** ISO date-time the account was created. */
  created_at: z.string(),
  /** ISO date-time of the last sign-in, null if unknown. */
  last_login: z.string().nullable(),
  totalAnalyzed: z.number().int(),
  totalAccepted: z.number().int(),
  totalRejected: z.number().int(),
  /**
   * Sums per ISO week (Monday 00:00 UTC), the last DASHBOARD_WEEKS weeks, oldest first: `weeks` holds each
   * week's Monday (YYYY-MM-DD); `total` sums total_to_analyze, the others their activity fields.
   */
  weeklyMetrics: z.object({
    weeks: z.array(z.string()).length(DASHBOARD_WEEKS),
    total: weeklySeries,
    analyzed: weeklySeries,
    accepted: weeklySeries,
    rejected: weeklySeries,
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
