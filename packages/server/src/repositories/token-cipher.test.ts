import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.js';

describe('token cipher', () => {
  const cipher = createTokenCipher('a-secret-key-of-this-installation-0123456789');

  it('gives the token back, and never stores it readable', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (token) => {
        const stored = cipher.encrypt(token);
        expect(cipher.decrypt(stored)).toBe(token);
        if (token.length >= 4) expect(stored).not.toContain(token);
      }),
    );
  });

  it('encrypts the same token differently each time', () => {
    expect(cipher.encrypt('ghp_same')).not.toBe(cipher.encrypt('ghp_same'));
  });

  it('refuses a tampered value and a value made with another key', () => {
    const stored = cipher.encrypt('ghp_secret');
    const parts = stored.split(':');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), data.toString('base64url')].join(':');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createTokenCipher('another-installation-key-000000000000').decrypt(stored)).toThrow();
    expect(() => cipher.decrypt('plain-token')).toThrow('Unknown access token format');
  });
});
