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

export interface AnalyticsServiceDependencies {
  db: Database;
  /** PostHog when analytics is configured, else null. */
  forwarder: AnalyticsForwarder | null;
}

/** Product analytics events: stored, then forwarded to PostHog when analytics is configured. */
export function analyticsService({ db, forwarder }: AnalyticsServiceDependencies) {
  async function record(event: AnalyticsEvent): Promise<void> {
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

  return { record };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
