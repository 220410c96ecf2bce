import { describe, expect, it } from 'vitest';
import { readResetLink, withoutResetParams } from './reset-link';

const at = (path: string) => new URL(path, 'https://specwright.example');

describe('password reset link', () => {
  it("reads our link's reset-token and better-auth's token", () => {
    expect(readResetLink(at('/?reset-token=abc'))).toEqual({ kind: 'token', token: 'abc' });
    expect(readResetLink(at('/?token=xyz'))).toEqual({ kind: 'token', token: 'xyz' });
  });

  it('recognises an expired link and ignores other addresses', () => {
    expect(readResetLink(at('/?error=INVALID_TOKEN'))).toEqual({ kind: 'invalid' });
    expect(readResetLink(at('/?error=other'))).toBeNull();
    expect(readResetLink(at('/'))).toBeNull();
  });

  it('drops only the reset parameters from the address', () => {
    expect(withoutResetParams(at('/?reset-token=abc&tab=x#top'))).toBe('/?tab=x#top');
    expect(withoutResetParams(at('/?token=abc'))).toBe('/');
  });
});
