import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { guardedLookup, LOCAL_REMOTE_REFUSED, refusedRemote } from '../remote-address.js';

/** A stalled remote must not hold a cache folder's queue for ever. */
const SOCKET_TIMEOUT_MS = 60_000;
const MAX_REDIRECTS = 5;

/** The error a refused address (by URL or, at connect time, by resolved address) fails with. */
function refusedAddressError(reason: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(
    reason === LOCAL_REMOTE_REFUSED ? reason : 'The repository URL must be an https URL.',
  );
  error.code = reason === LOCAL_REMOTE_REFUSED ? 'EREFUSEDADDRESS' : 'EINVALIDREMOTE';
  return error;
}

async function collectBody(body: GitHttpRequest['body']): Promise<Buffer | undefined> {
  if (!body) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function flatHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
}

/**
 * A request sent on a kept-alive connection that the remote closed meanwhile (as servers close idle ones)
 * fails with ECONNRESET before any answer: the remote never read it, so it is sent once more on a new one.
 */
const droppedKeptAlive = (outgoing: ClientRequest, error: NodeJS.ErrnoException) =>
  outgoing.reusedSocket && error.code === 'ECONNRESET';

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  allowLocal: boolean,
  retried = false,
): Promise<IncomingMessage> {
  const refused = refusedRemote(url, allowLocal);
  if (refused) return Promise.reject(refusedAddressError(refused));
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        // The resolved address is checked when connecting, so a name cannot be pointed at a
        // private address after the URL check above.
        lookup: guardedLookup(allowLocal),
        timeout: SOCKET_TIMEOUT_MS,
      },
      resolve,
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(
        Object.assign(new Error('The repository did not answer in time.'), { code: 'ETIMEDOUT' }),
      ),
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && droppedKeptAlive(outgoing, error))
        resolve(send(url, method, headers, body, allowLocal, true));
      else reject(error);
    });
    outgoing.end(body);
  });
}

/**
 * The HTTP client isomorphic-git talks to the remote with: Node's http/https with the guarded DNS
 * lookup, the URL check on every request and on every redirect (so a redirect cannot lead to a
 * local address or to plain http), and a socket timeout.
 */
export function guardedGitHttpClient(allowLocal: boolean): HttpClient {
  return {
    async request({ url, method = 'GET', headers = {}, body }: GitHttpRequest): Promise<GitHttpResponse> {
      const payload = await collectBody(body);
      let current = url;
      let sent = headers;
      for (let redirects = 0; ; redirects++) {
        const response = await send(current, method, sent, payload, allowLocal);
        const location = response.headers.location;
        const redirected =
          response.statusCode !== undefined && [301, 302, 303, 307, 308].includes(response.statusCode);
        if (redirected && location && redirects < MAX_REDIRECTS) {
          response.resume();
          const next = new URL(location, current);
          // The token goes to the repository's host only, never to wherever a redirect points.
          if (next.origin !== new URL(current).origin) sent = withoutAuthorization(sent);
          current = next.toString();
          continue;
        }
        return {
          url: current,
          method,
          headers: flatHeaders(response),
          body: response[Symbol.asyncIterator](),
          statusCode: response.statusCode ?? 502,
          statusMessage: response.statusMessage ?? '',
        };
      }
    },
  };
}
