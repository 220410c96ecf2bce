import type { AnalyticsEventName } from '@specwright/core';
import type { Database } from '../db/database.js';
import { analyticsEvents } from '../db/schema.js';
import type { AnalyticsForwarder } from '../providers/analytics.js';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  sessionId: string;
  properties: Record<string, unknown>;
  userId: string | null;
}

/** Stores the event, then forwards it to PostHog when analytics is configured. */
export async function recordAnalyticsEvent(
  db: Database,
  forwarder: AnalyticsForwarder | null,
  event: AnalyticsEvent,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    name: event.name,
    userId: event.userId,
    sessionId: event.sessionId,
    properties: event.properties,
  });
  forwarder?.forward({
    name: event.name,
    distinctId: event.userId ?? event.sessionId,
    properties: { ...event.properties, session_id: event.sessionId, signed_in: event.userId !== null },
  });
}
