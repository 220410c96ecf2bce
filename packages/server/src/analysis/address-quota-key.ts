import { isIPv6 } from 'node:net';

/** Groups of an IPv6 address, eight of them, each in lower case without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 address (::ffff:1.2.3.4) takes the place of the last two groups.
  const count = (groups: string[]) => groups.length + (groups.at(-1)?.includes('.') ? 1 : 0);
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const zeros = tail === undefined ? [] : new Array<string>(8 - count(before) - count(after)).fill('0');
  return [...before, ...zeros, ...after].map((group) =>
    group.includes('.') ? group : Number.parseInt(group, 16).toString(16),
  );
}

/**
 * What the limits of signed-out work are counted by: an IPv4 address (also when IPv4-mapped), or the /64
 * prefix of an IPv6 address, since one host commonly holds a whole /64 and could change address at will.
 */
export function addressQuotaKey(address: string): string {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mappedIpv4) return mappedIpv4;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
