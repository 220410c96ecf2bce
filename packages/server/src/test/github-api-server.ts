import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeRepository, seedRepository } from './github-api-repository.js';
import { type ApiReply, githubRoutes } from './github-api-routes.js';
import { errorShape, OWNER, REPO } from './github-api-shapes.js';

/** One request as the fake API received it. */
export interface RecordedRequest {
  method: string;
  /** The path and query exactly as sent (still percent-encoded). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
}

export interface GitHubApiServer {
  /** The REST API base URL, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** The repository `acme/specs` the API serves. */
  repository: FakeRepository;
  /** Answers given instead of the repository's, in order, one a request. */
  replies: ApiReply[];
  /** How long each answer waits (0 by default): a slow forge, so that progress can be seen. */
  delayMs: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

/** The headers GitHub sends with every API answer, with an untouched rate limit. */
function standardHeaders(): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': 'C0DE:1234:5678:9ABC:6742F00D',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': '1795500000',
    'x-ratelimit-resource': 'core',
    'x-ratelimit-used': '1',
  };
}

/** Where GitHub Enterprise Server serves its REST API; github.com's API has no prefix. */
const ENTERPRISE_PREFIX = '/api/v3';

/**
 * A small GitHub REST API on 127.0.0.1 for tests: it serves one repository (`acme/specs`, its refs,
 * commits, trees, blobs, contents and pull requests, changed by what the client creates), records every
 * request, and answers `replies` first when a test scripts a failure. It answers under `/api/v3` too, as
 * a GitHub Enterprise Server at `http://127.0.0.1:<port>` would (`port` 0: a free one).
 */
export async function startGitHubApiServer(
  files: Record<string, string>,
  submodules: string[] = [],
  port = 0,
): Promise<GitHubApiServer> {
  const requests: RecordedRequest[] = [];
  const replies: ApiReply[] = [];
  const repository = seedRepository(files, submodules);
  const routes = githubRoutes(repository);
  const api: GitHubApiServer = {
    baseUrl: '',
    requests,
    repository,
    replies,
    delayMs: 0,
    close: async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const prefix = `/repos/${OWNER}/${REPO}`;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (api.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, api.delayMs));
    const recorded = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    const address = new URL(recorded.url, 'http://127.0.0.1');
    const full = decodeURIComponent(address.pathname);
    const path = full.startsWith(`${ENTERPRISE_PREFIX}/`) ? full.slice(ENTERPRISE_PREFIX.length) : full;
    const route = path.startsWith(prefix) ? path.slice(prefix.length) : null;
    const answer: ApiReply = replies.shift() ??
      (route === null ? null : routes(recorded.method, route, address.searchParams, body)) ?? {
        status: 404,
        body: errorShape(404, 'Not Found'),
      };
    response.writeHead(answer.status, { ...standardHeaders(), ...answer.headers });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: listening } = server.address() as AddressInfo;
  api.baseUrl = `http://127.0.0.1:${listening}`;
  return api;
}
