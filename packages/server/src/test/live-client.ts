import type { LiveClientMessage, LiveServerMessage } from '@specwright/core';
import { WebSocket } from 'ws';
import type { App } from '../app.js';
import type { TestClient } from './auth-client.js';

/** The ws:// address of a listening app's live channel. */
export function liveUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening on a port');
  return `ws://127.0.0.1:${address.port}/api/live`;
}

/**
 * A real WebSocket client of `/api/live` with a browser's cookies and Origin: keeps every message it got,
 * and waits for the next one that matches.
 */
export class LiveTestClient {
  readonly received: LiveServerMessage[] = [];
  closed: { code: number; at: number } | null = null;
  private waiting: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as LiveServerMessage);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closed = { code, at: Date.now() };
      this.wake();
    });
  }

  static async open(
    url: string,
    browser?: TestClient,
    origin = 'http://localhost:3000',
  ): Promise<LiveTestClient> {
    const headers: Record<string, string> = { origin };
    if (browser && browser.cookies.size > 0) headers.cookie = browser.cookieHeader();
    const socket = new WebSocket(url, { headers });
    const client = new LiveTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`Upgrade refused with ${response.statusCode}`)),
      );
    });
    return client;
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  send(message: LiveClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** The first message (from `from` on) of type `t` that `matches`; waits up to `timeoutMs` for it. */
  async next<T extends LiveServerMessage['t']>(
    t: T,
    matches: (message: Extract<LiveServerMessage, { t: T }>) => boolean = () => true,
    { timeoutMs = 5000, from = 0 } = {},
  ): Promise<Extract<LiveServerMessage, { t: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received
        .slice(from)
        .find(
          (message): message is Extract<LiveServerMessage, { t: T }> =>
            message.t === t && matches(message as Extract<LiveServerMessage, { t: T }>),
        );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) {
        throw new Error(
          `No ${t} message within ${timeoutMs} ms; got ${JSON.stringify(this.received).slice(0, 2000)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the server closed the connection; its close code. */
  async closing(timeoutMs = 5000): Promise<{ code: number; at: number }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    if (!this.closed) throw new Error(`Not closed within ${timeoutMs} ms`);
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }
}
