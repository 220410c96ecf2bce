import type { AnalyticsEventName, AnalyticsEventRequest } from '@specwright/core';
import { browserSessionId } from './session-id';

export type { AnalyticsEventName };

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';

interface AnalyticsOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  sessionId?: () => string;
}

/** A tracker that posts events to the server; it never throws and never blocks the caller. */
export function createTracker({
  baseUrl = '',
  fetch: fetchImpl,
  sessionId = browserSessionId,
}: AnalyticsOptions = {}) {
  return async function track(
    event: AnalyticsEventName,
    properties: AnalyticsProperties = {},
  ): Promise<void> {
    try {
      const body: AnalyticsEventRequest = { name: event, session_id: sessionId(), properties };
      await (fetchImpl ?? fetch)(`${baseUrl}${ANALYTICS_EVENTS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        // The event still goes out when the page is being closed.
        keepalive: true,
      });
    } catch {
      // Analytics must never disturb the user: network errors are swallowed (docs/product-rules.md, "Calls").
    }
  };
}

const track = createTracker();

/** Records a product event; fire and forget. */
export function trackEvent(event: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  void track(event, properties);
}
