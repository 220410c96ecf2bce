import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { HttpTimeouts } from '../config/app-config.js';

/** How often Node looks for requests past their headers or request timeout (its default: 30 s). */
const EXPIRY_CHECK_INTERVAL_MS = 1000;

/** The Fastify server options of `timeouts` (Fastify hands `http` to Node's createServer). */
export function timeoutOptions(timeouts: HttpTimeouts) {
  const http: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: EXPIRY_CHECK_INTERVAL_MS,
  };
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http,
  };
}

/**
 * A request body must keep coming: after its first GRACE_MS, at least MIN_BYTES_PER_SECOND on average.
 * Node's requestTimeout alone would either cut a large upload on a slow link or let a body trickled a
 * byte every few seconds hold its connection for minutes; with this rule a trickle is cut in seconds and
 * a slow but real upload only by REQUEST_TIMEOUT_SECONDS.
 */
export const SLOW_BODY_RULE = { graceMs: 10_000, minBytesPerSecond: 1024 };

const CHECK_INTERVAL_MS = 1000;

/** What Node answers when its own requestTimeout expires. */
const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function watchBody(request: IncomingMessage, response: ServerResponse, rule: typeof SLOW_BODY_RULE): void {
  const socket = request.socket;
  const startedAt = Date.now();
  const bytesAtStart = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const received = socket.bytesRead - bytesAtStart;
    const allowedMs = rule.graceMs + (received / rule.minBytesPerSecond) * 1000;
    if (Date.now() - startedAt <= allowedMs) return;
    clearInterval(timer);
    if (response.headersSent) socket.destroy();
    else socket.end(REQUEST_TIMEOUT_ANSWER, () => socket.destroy());
  }, CHECK_INTERVAL_MS);
  timer.unref();
  request.once('close', () => clearInterval(timer));
}

/** Closes connections whose request body arrives slower than `rule` allows (with a 408 when it can). */
export function guardSlowBodies(server: Server, rule = SLOW_BODY_RULE): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (hasBody(request) && !request.complete) watchBody(request, response, rule);
  });
}
