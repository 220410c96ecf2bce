import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFoundBody } from '../http/errors.js';
import { CLIENT_IP_HEADER } from './auth.js';

/** Connection-level headers a fetch Request must not carry over. */
const hopByHopHeaders = new Set([
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  CLIENT_IP_HEADER,
]);

/** The request's headers as fetch Headers, plus the client's address (request.ip) for better-auth. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || hopByHopHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** A fetch Request for better-auth's handler; `request.body` is the raw body (a Buffer) or undefined. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: toFetchHeaders(request),
    ...(hasBody ? { body: request.body as Buffer } : {}),
  });
}

function isJson(contentType: string | null): boolean {
  return contentType?.includes('application/json') === true;
}

/** better-auth's `{ code, message }` errors gain our `error` field: `{ error, code, message }`. */
function withErrorField(status: number, body: Buffer): Buffer {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || 'error' in parsed)
      return body;
    return Buffer.from(JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', ...parsed }));
  } catch {
    return body;
  }
}

/**
 * Sends a fetch Response (status, headers, every Set-Cookie, body) through the Fastify reply. An error
 * without a body (better-auth's 404 for an unknown path) gets our `{ error, message }`.
 */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length === 0 && response.status === 404) {
    return reply.type('application/json').send(routeNotFoundBody(reply.request.method, reply.request.url));
  }
  if (body.length === 0) return reply.send();
  const isError = response.status >= 400 && isJson(response.headers.get('content-type'));
  return reply.send(isError ? withErrorField(response.status, body) : body);
}
