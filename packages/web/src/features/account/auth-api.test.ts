import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../test/auth-fetch';
import { sessionUserFrom } from './auth-api';

describe('sessionUserFrom', () => {
  it("maps better-auth's session to the signed-in user of docs/product-rules.md ('Data')", () => {
    expect(sessionUserFrom(signedInSession)).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: null,
      createdAt: '2026-01-05T09:00:00.000Z',
      lastSignInAt: '2026-03-04T10:15:00.000Z',
    });
  });

  it('is null when signed out', () => {
    expect(sessionUserFrom(null)).toBeNull();
    expect(sessionUserFrom(undefined)).toBeNull();
    expect(sessionUserFrom({ session: null, user: null })).toBeNull();
  });

  it('rejects a user without id or email', () => {
    expect(() => sessionUserFrom({ user: { id: '', email: 'a@b.c' } })).toThrow();
    expect(() => sessionUserFrom({ user: { id: 'u1' } })).toThrow();
  });
});
