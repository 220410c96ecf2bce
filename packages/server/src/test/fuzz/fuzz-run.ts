import type { InjectOptions } from 'fastify';
import type { App } from '../../app.js';
import { nextClientAddress, type SignedInTestUser } from '../auth-client.js';
import { answerProblem } from './answer-check.js';
import { type ApiRoute, generatedCalls, type RouteCall, routeName } from './api-routes.js';
import { type FuzzRequest, hostileRequests, plainRequest } from './fuzz-requests.js';

/** The seed and the number of schema-generated calls per route (FUZZ_SEED, FUZZ_RUNS). */
export interface FuzzSettings {
  seed: number;
  runs: number;
}

/** A route to fuzz: its schemas and its valid calls (none when the route has no sample). */
export interface FuzzTarget {
  route: ApiRoute;
  samples: RouteCall[];
  /** A request to it signs the caller out. */
  endsSession?: boolean;
}

/** Who sends: nobody signed in, or a user (by session cookie; by API token on /api/mcp, which needs one). */
export interface Caller {
  label: 'signed out' | 'signed in';
  user?: SignedInTestUser;
  /** Called after a request that ended the user's session. */
  signInAgain?: () => Promise<void>;
}

/** The requests of a target: its samples, calls from its schemas, and hostile versions of a valid call. */
export function targetRequests(target: FuzzTarget, { seed, runs }: FuzzSettings): FuzzRequest[] {
  const generated = generatedCalls(target.route, seed, runs);
  const valid = target.samples[0] ?? generated[0];
  return [
    ...target.samples.map((call, i) => plainRequest(target.route, call, `sample ${i + 1}`)),
    ...generated.map((call, i) => plainRequest(target.route, call, `generated from the schemas ${i + 1}`)),
    ...(valid ? hostileRequests(target.route, valid, seed) : []),
  ];
}

const shortened = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length)}… (${text.length} characters)`;

function injectOptions(target: FuzzTarget, request: FuzzRequest, caller: Caller): InjectOptions {
  // As a browser (and, on /api/mcp, an MCP client: it must accept both) sends them.
  const headers: Record<string, string> = {
    origin: 'http://localhost:3000',
    accept: 'application/json, text/event-stream',
  };
  if (caller.user) {
    if (target.route.path === '/api/mcp') headers.authorization = `Bearer ${caller.user.token}`;
    else headers.cookie = caller.user.client.cookieHeader();
  }
  if (request.contentType) headers['content-type'] = request.contentType;
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    remoteAddress: nextClientAddress(),
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/** Sends every request of `target` as `caller`; returns a report of each wrong answer. */
export async function fuzzTarget(
  app: App,
  target: FuzzTarget,
  caller: Caller,
  settings: FuzzSettings,
): Promise<string[]> {
  const failures: string[] = [];
  for (const request of targetRequests(target, settings)) {
    const options = injectOptions(target, request, caller);
    const answer = await app.inject(options);
    // A refused request ended no session; signing in again takes a password hash.
    if (target.endsSession && answer.statusCode < 300) await caller.signInAgain?.();
    const problem = answerProblem(answer, target.route.statuses, {
      jsonRpc: target.route.path === '/api/mcp',
    });
    if (problem === undefined) continue;
    const { remoteAddress: _address, ...shown } = options;
    failures.push(
      [
        `${routeName(target.route)}, ${caller.label}, ${request.what}: ${problem}`,
        `  request: app.inject(${shortened(JSON.stringify(shown), 600)})`,
        `  answer: ${answer.statusCode} ${shortened(answer.body, 600)}`,
      ].join('\n'),
    );
  }
  return failures;
}
