import { describe, expect, it } from 'vitest';
import { addressQuotaKey } from './address-quota-key.js';

describe('addressQuotaKey', () => {
  it('keeps an IPv4 address, also one mapped into IPv6', () => {
    expect(addressQuotaKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressQuotaKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one, however it is written', () => {
    const key = '2001:db8:0:12::/64';
    for (const address of [
      '2001:db8:0:12::1',
      '2001:0DB8:0000:0012:ffff:ffff:ffff:ffff',
      '2001:db8::12:1:2:3:4',
      '2001:db8:0:12:a::',
      '2001:db8:0:12::1%eth0',
      '2001:db8:0:12::192.0.2.1',
    ]) {
      expect(addressQuotaKey(address), address).toBe(key);
    }
    expect(addressQuotaKey('2001:db8:0:13::1')).toBe('2001:db8:0:13::/64');
    expect(addressQuotaKey('::1')).toBe('0:0:0:0::/64');
  });
});
