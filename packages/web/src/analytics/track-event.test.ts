// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS_PATH, createTracker } from './track-event';

interface Received {
  method: string | undefined;
  url: string | undefined;
  type: string | undefined;
  body: unknown;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        body: JSON.parse(body),
      });
      response.writeHead(request.url === ANALYTICS_EVENTS_PATH ? 202 : 500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('analytics tracker', () => {
  it('posts the event with the browser session id to /api/analytics/events', async () => {
    const track = createTracker({ baseUrl, sessionId: () => 'session-1' });
    await track('feature_used', { feature: 'feedback' });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/api/analytics/events',
      type: 'application/json',
      body: { name: 'feature_used', session_id: 'session-1', properties: { feature: 'feedback' } },
    });
  });

  it('sends review_completed with its figures', async () => {
    await createTracker({ baseUrl, sessionId: () => 's' })('review_completed', { accepted: 3, rejected: 1 });
    expect(received.at(-1)?.body).toEqual({
      name: 'review_completed',
      session_id: 's',
      properties: { accepted: 3, rejected: 1 },
    });
  });

  it('swallows network errors and error statuses', async () => {
    const unreachable = createTracker({ baseUrl: 'http://127.0.0.1:1', sessionId: () => 's' });
    await expect(unreachable('feature_used', {})).resolves.toBeUndefined();
    const failing = createTracker({ baseUrl: `${baseUrl}/broken`, sessionId: () => 's' });
    await expect(failing('feature_used', {})).resolves.toBeUndefined();
  });

  it('swallows a failing session id too', async () => {
    const track = createTracker({
      baseUrl,
      sessionId: () => {
        throw new Error('storage blocked');
      },
    });
    await expect(track('feature_used', {})).resolves.toBeUndefined();
  });
});
