import { isIP } from 'node:net';
import { Agent, buildConnector, fetch, type RequestInit } from 'undici';
import { guardedLookup, isNonPublicAddress, LOCAL_REMOTE_REFUSED } from './remote-address.js';

/** The code of the connection error raised when a forge's address is a local or private one. */
export const REFUSED_ADDRESS_CODE = 'EREFUSEDADDRESS';

function refusal(): NodeJS.ErrnoException {
  const failure: NodeJS.ErrnoException = new Error(LOCAL_REMOTE_REFUSED);
  failure.code = REFUSED_ADDRESS_CODE;
  return failure;
}

/**
 * A connection pool whose every connection is checked where it is made: a host name through
 * `guardedLookup`, and an IP address written in the URL (which skips the name lookup, as a redirect's
 * `Location` may) against the same list of non-public addresses.
 */
function guardedAgent(allowLocal: boolean): Agent {
  const connector = buildConnector({ lookup: guardedLookup(allowLocal) });
  return new Agent({
    // A forge that stops answering must not hold a user's request for minutes.
    headersTimeout: 30_000,
    bodyTimeout: 60_000,
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (!allowLocal && isIP(host) !== 0 && isNonPublicAddress(host)) return callback(refusal(), null);
      connector(options, callback);
    },
  });
}

// One pool for each setting, shared by every provider, so connections to a forge are reused.
const agents = new Map<boolean, Agent>();

/** A `fetch` for forge APIs that never connects to a local or private address unless `allowLocal`. */
export function guardedFetch(allowLocal: boolean) {
  let dispatcher = agents.get(allowLocal);
  if (!dispatcher) {
    dispatcher = guardedAgent(allowLocal);
    agents.set(allowLocal, dispatcher);
  }
  const pool = dispatcher;
  return (url: string, init?: RequestInit) => fetch(url, { ...init, dispatcher: pool });
}

/** The error codes along a failed request's chain of causes (the fetch error wraps the socket's). */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth++) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}
