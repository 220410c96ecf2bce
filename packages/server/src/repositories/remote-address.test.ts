import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, LOCAL_REMOTE_REFUSED, refusedRemote } from './remote-address.js';

describe('repository remote addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '::7f00:1',
    '::',
    '::ffff:0:10.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:c0a8:101::',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001:db8::1',
    'fe80::1%eth0',
  ])('%s is not public', (address) => expect(isNonPublicAddress(address)).toBe(true));

  it.each([
    '140.82.112.3',
    '8.8.8.8',
    '2606:4700::1111',
    '172.32.0.1',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '::ffff:140.82.112.3',
  ])('%s is public', (address) => expect(isNonPublicAddress(address)).toBe(false));

  it('checks every IPv6 form that carries an IPv4 address as that IPv4 address', () => {
    const hex = (address: string) => {
      const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d].map((group) => group.toString(16));
    };
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        const [high, low] = hex(ipv4);
        const client = hex(ipv4).map((group) => (~Number.parseInt(group, 16) & 0xffff).toString(16));
        const forms = [
          `::${ipv4}`,
          `::ffff:${ipv4}`,
          `::ffff:${high}:${low}`,
          `::ffff:0:${ipv4}`,
          `64:ff9b::${ipv4}`,
          `64:ff9b::${high}:${low}`,
          `2002:${high}:${low}::1`,
          `2001:0:4136:e378::${client.join(':')}`,
        ];
        for (const form of forms) expect(isNonPublicAddress(form), form).toBe(isNonPublicAddress(ipv4));
      }),
    );
  });

  it('refuses local hosts, plain http and file URLs unless local remotes are allowed', () => {
    expect(refusedRemote('https://github.com/acme/specs', false)).toBeNull();
    for (const url of [
      'https://127.0.0.1/x.git',
      'https://[::1]/x.git',
      'https://localhost:3000/x',
      'https://10.0.0.5/x',
      'https://[::127.0.0.1]/x.git',
      'https://[64:ff9b::127.0.0.1]/x.git',
      'https://[::ffff:7f00:1]/x.git',
    ])
      expect(refusedRemote(url, false)).toBe(LOCAL_REMOTE_REFUSED);
    expect(refusedRemote('http://github.com/acme/specs', false)).toBe('invalid');
    expect(refusedRemote('file:///srv/repo.git', false)).toBe('invalid');
    expect(refusedRemote('file:///srv/repo.git', true)).toBe('invalid');
    expect(refusedRemote('http://127.0.0.1:8080/repo.git', true)).toBeNull();
  });
});
