import type { FastifyBaseLogger } from 'fastify';
import { PostHog } from 'posthog-node';
import type { AppConfig } from '../config/app-config.js';

export interface AnalyticsCapture {
  name: string;
  /** The user id when signed in, else the browser session id. */
  distinctId: string;
  properties: Record<string, unknown>;
}

/** Where stored analytics events are forwarded: PostHog when POSTHOG_KEY is set. */
export interface AnalyticsForwarder {
  /** Sends without making the caller wait; failures are logged. close() waits for it. */
  forward(event: AnalyticsCapture): void;
  close(): Promise<void>;
}

/**
 * PostHog (posthog-node) when analytics is configured, else null. Events are sent one by one as they come
 * (no batching delay), without GeoIP lookups; autocapture and session recording are the web client's, off.
 */
export interface AnalyticsForwarderDependencies {
  settings: AppConfig['analytics'];
  log: FastifyBaseLogger;
}

export function createAnalyticsForwarder({
  settings: analytics,
  log,
}: AnalyticsForwarderDependencies): AnalyticsForwarder | null {
  if (!analytics) return null;
  const client = new PostHog(analytics.key, {
    host: analytics.host,
    flushAt: 1,
    flushInterval: 0,
    disableGeoip: true,
  });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'Forwarding an analytics event failed'));
  const pending = new Set<Promise<void>>();
  return {
    forward(event) {
      const sending = client
        .captureImmediate({ distinctId: event.distinctId, event: event.name, properties: event.properties })
        .catch((error: unknown) => log.warn({ err: error }, 'Forwarding an analytics event failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all(pending);
      await client.shutdown(5_000);
    },
  };
}
