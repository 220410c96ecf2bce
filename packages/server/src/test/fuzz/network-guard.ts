import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net, { isIP } from 'node:net';

/** A connection or name lookup the guard refused: where to, and what asked for it. */
export interface RefusedTarget {
  kind: 'connect' | 'lookup';
  host: string;
}

/** The guard of the test process's network: start() before the app's requests, stop() after. */
export interface NetworkGuard {
  /** Every connection and name lookup to somewhere else than this machine, refused. */
  refused: RefusedTarget[];
  stop(): void;
}

const isLoopback = (host: string): boolean => {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare.startsWith('::ffff:127.');
};

/** The host a `Socket#connect` call names (undefined for a Unix socket or a named pipe). */
function connectHost(args: unknown[]): string | undefined {
  const [first, second] = args;
  // net.connect passes its normalized arguments as one array.
  const options = Array.isArray(first) ? first[0] : first;
  if (typeof options === 'object' && options !== null) {
    const { host, path } = options as { host?: unknown; path?: unknown };
    if (typeof path === 'string') return undefined;
    return typeof host === 'string' ? host : 'localhost';
  }
  if (typeof options === 'string' && Number.isNaN(Number(options))) return undefined;
  return typeof second === 'string' ? second : 'localhost';
}

const refusal = (code: string, host: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`The test's network guard refused ${host}: tests reach only this machine.`), {
    code,
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Wraps `net.Socket#connect` and `dns.lookup` (callback and promise) of this process so that any
 * connection or name lookup to another machine than this one is refused before a packet leaves, and
 * recorded in `refused`. Loopback addresses, `localhost` and Unix sockets pass through untouched.
 */
export function guardNetwork(): NetworkGuard {
  const refused: RefusedTarget[] = [];
  const originalConnect = net.Socket.prototype.connect;
  const originalLookup = dns.lookup;
  const originalPromiseLookup = dns.promises.lookup;

  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = connectHost(args);
    if (host === undefined || isLoopback(host))
      return (originalConnect as (...all: unknown[]) => net.Socket).apply(this, args);
    refused.push({ kind: 'connect', host });
    process.nextTick(() => this.destroy(refusal('ECONNREFUSED', host)));
    return this;
  } as typeof net.Socket.prototype.connect;

  const lookup = (hostname: string, options: unknown, callback?: unknown): void => {
    const done = (typeof options === 'function' ? options : callback) as LookupCallback;
    if (isLoopback(hostname)) {
      (originalLookup as (...all: unknown[]) => void)(hostname, options, callback);
      return;
    }
    refused.push({ kind: 'lookup', host: hostname });
    process.nextTick(() => done(refusal('ENOTFOUND', hostname), []));
  };
  dns.lookup = lookup as typeof dns.lookup;
  dns.promises.lookup = ((hostname: string, options?: LookupOptions) => {
    if (isLoopback(hostname)) return originalPromiseLookup(hostname, options ?? {});
    refused.push({ kind: 'lookup', host: hostname });
    return Promise.reject(refusal('ENOTFOUND', hostname));
  }) as typeof dns.promises.lookup;
  // Modules that import { lookup } from 'node:dns' see the wrapper too.
  syncBuiltinESMExports();

  return {
    refused,
    stop() {
      net.Socket.prototype.connect = originalConnect;
      dns.lookup = originalLookup;
      dns.promises.lookup = originalPromiseLookup;
      syncBuiltinESMExports();
    },
  };
}
