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
  ])('%s is not public', (address) => expect(isNonPublicAddress(address)).toBe(true));

  it.each(['140.82.112.3', '8.8.8.8', '2606:4700::1111', '172.32.0.1'])('%s is public', (address) =>
    expect(isNonPublicAddress(address)).toBe(false),
  );

  it('refuses local hosts, plain http and file URLs unless local remotes are allowed', () => {
    expect(refusedRemote('https://github.com/acme/specs', false)).toBeNull();
    for (const url of [
      'https://127.0.0.1/x.git',
      'https://[::1]/x.git',
      'https://localhost:3000/x',
      'https://10.0.0.5/x',
    ])
      expect(refusedRemote(url, false)).toBe(LOCAL_REMOTE_REFUSED);
    expect(refusedRemote('http://github.com/acme/specs', false)).toBe('invalid');
    expect(refusedRemote('file:///srv/repo.git', false)).toBe('invalid');
    expect(refusedRemote('file:///srv/repo.git', true)).toBe('invalid');
    expect(refusedRemote('http://127.0.0.1:8080/repo.git', true)).toBeNull();
  });
});
