import { z } from 'zod';
import { refuseUnstorableText, text } from './text.js';

/** The analytics events the web app sends (docs/product-rules.md, "Calls"): a finished review, a feature used. */
export const analyticsEventNames = ['review_completed', 'feature_used'] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** Largest accepted `properties` object, as JSON text. */
export const ANALYTICS_PROPERTIES_MAX_BYTES = 4096;

/** `POST /api/analytics/events`: anonymous allowed; the user is taken from the session when there is one. */
export const analyticsEventRequestSchema = z.object({
  name: z.enum(analyticsEventNames),
  /** The browser session id the web app keeps (docs/product-rules.md, "Data"). */
  session_id: text().trim().min(1).max(100),
  properties: z
    .record(z.string().max(100), z.unknown())
    .default({})
    // Names and values, however deep: they are stored as JSON.
    .superRefine(refuseUnstorableText)
    .refine(
      (properties) => JSON.stringify(properties).length <= ANALYTICS_PROPERTIES_MAX_BYTES,
      `properties must be at most ${ANALYTICS_PROPERTIES_MAX_BYTES} bytes of JSON`,
    ),
});
export type AnalyticsEventRequest = z.input<typeof analyticsEventRequestSchema>;

export const analyticsEventResponseSchema = z.object({ ok: z.literal(true) });
