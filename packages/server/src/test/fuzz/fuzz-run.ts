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
  /** Makes a generated call name only repositories on this machine (tests never reach another). */
  keepLocal: (call: RouteCall) => RouteCall;
}

/** A route to fuzz: its schemas and its valid calls (none when the route has no sample). */
export interface FuzzTarget {
  route: ApiRoute;
  samples: RouteCall[];
  /** A request to it signs the caller out. */
  endsSession?: boolean;
  /**
   * The only caller its hostile requests go to (where they cost a password hash each, as on better-auth's
   * sign-in); the other gets its samples and generated calls only. Unset: the signed-in caller gets them
   * all, the signed-out one all but the huge bodies.
   */
  hostileOnlyAs?: Caller['label'];
}

/** Who sends: nobody signed in, or a user (by session cookie; by API token on /api/mcp, which needs one). */
export interface Caller {
  label: 'signed out' | 'signed in';
  user?: SignedInTestUser;
  /** Called after a request that ended the user's session. */
  signInAgain?: () => Promise<void>;
}

/** Which hostile requests a caller gets: all, all but the huge bodies (sent once per route), or none. */
export type HostileShare = 'all' | 'small' | 'none';

/** The calls of a target that are valid or generated from its schemas, as sent. */
export function plainRequests(target: FuzzTarget, { seed, runs, keepLocal }: FuzzSettings): FuzzRequest[] {
  const generated = generatedCalls(target.route, seed, runs).map(keepLocal);
  return [
    ...target.samples.map((call, i) => plainRequest(target.route, call, `sample ${i + 1}`)),
    ...generated.map((call, i) => plainRequest(target.route, call, `generated from the schemas ${i + 1}`)),
  ];
}

/** Hostile versions of a valid call of the target (a sample, else a generated call). */
export function targetHostileRequests(
  target: FuzzTarget,
  { seed, runs, keepLocal }: FuzzSettings,
  share: HostileShare,
): FuzzRequest[] {
  const valid = target.samples[0] ?? generatedCalls(target.route, seed, runs).map(keepLocal)[0];
  return valid && share !== 'none' ? hostileRequests(target.route, valid, seed, share === 'all') : [];
}

/**
 * The signed-in caller gets every hostile request (past the session check, where the handler reads the
 * values). The signed-out one gets those but the huge bodies where the route answers it other than 401,
 * as a public route does: the session check refuses the rest before the handler, as it did the plain calls.
 * A `hostileOnlyAs` route sends them to that caller only.
 */
function hostileShare(target: FuzzTarget, caller: Caller['label'], onlyRefused: boolean): HostileShare {
  if (target.hostileOnlyAs) return target.hostileOnlyAs === caller ? 'all' : 'none';
  if (caller === 'signed in') return 'all';
  return onlyRefused ? 'none' : 'small';
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
  const send = async (request: FuzzRequest) => {
    const options = injectOptions(target, request, caller);
    const answer = await app.inject(options);
    // A refused request ended no session; signing in again takes a password hash.
    if (target.endsSession && answer.statusCode < 300) await caller.signInAgain?.();
    const problem = answerProblem(answer, target.route.statuses, {
      jsonRpc: target.route.path === '/api/mcp',
    });
    if (problem === undefined) return answer.statusCode;
    const { remoteAddress: _address, ...shown } = options;
    failures.push(
      [
        `${routeName(target.route)}, ${caller.label}, ${request.what}: ${problem}`,
        `  request: app.inject(${shortened(JSON.stringify(shown), 600)})`,
        `  answer: ${answer.statusCode} ${shortened(answer.body, 600)}`,
      ].join('\n'),
    );
    return answer.statusCode;
  };
  const statuses: number[] = [];
  for (const request of plainRequests(target, settings)) statuses.push(await send(request));
  const share = hostileShare(
    target,
    caller.label,
    statuses.every((status) => status === 401),
  );
  for (const request of targetHostileRequests(target, settings, share)) await send(request);
  return failures;
}
