import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { embeddedIpv4Addresses } from './embedded-ipv4.js';

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
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2001:10::', 28],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an IP address is one the server must not reach without ALLOW_LOCAL_GIT_REMOTES. An IPv6 address
 * that carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is also checked as that address.
 */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (version !== 6) return false;
  if (NOT_PUBLIC.check(address.replace(/%.*$/, ''), 'ipv6')) return true;
  return embeddedIpv4Addresses(address).some((embedded) => NOT_PUBLIC.check(embedded, 'ipv4'));
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
