import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

export const LOCAL_REMOTE_REFUSED =
  'This server does not connect to repositories on local or private network addresses.';

/** Loopback, private-range, link-local, unspecified and other non-public addresses (IPv4 and IPv6). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one the server must not reach without ALLOW_LOCAL_GIT_REMOTES. */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (version !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? NOT_PUBLIC.check(mapped, 'ipv4') : NOT_PUBLIC.check(address, 'ipv6');
}

/**
 * Why a repository URL must be refused, or null when it may be used: only https (plain http too when
 * local remotes are allowed), and no host that is a loopback, private or link-local address or a local
 * name. A name's resolved addresses are checked again when connecting.
 */
export function refusedRemote(url: string, allowLocal: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && !(allowLocal && parsed.protocol === 'http:')) return 'invalid';
  if (allowLocal) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local'))
    return LOCAL_REMOTE_REFUSED;
  return isNonPublicAddress(host) ? LOCAL_REMOTE_REFUSED : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `dns.lookup` for outgoing git and forge connections: it refuses a host name that resolves to a
 * loopback, private or link-local address (unless local remotes are allowed), at the moment of
 * connecting, so a name cannot point somewhere else between the check and the connection.
 */
export function guardedLookup(allowLocal: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = !allowLocal && addresses.some((entry) => isNonPublicAddress(entry.address));
      if (refused) {
        const failure: NodeJS.ErrnoException = new Error(LOCAL_REMOTE_REFUSED);
        failure.code = 'EREFUSEDADDRESS';
        return callback(failure, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
