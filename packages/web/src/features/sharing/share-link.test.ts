import { describe, expect, it } from 'vitest';
import { expiryText, hasExpired, isWellFormedToken, sharedTokenOf, shareUrl } from './share-link';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const share = (expires_at: string | null) => ({
  id: 's1',
  created_at: '2026-01-01T09:00:00.000Z',
  expires_at,
});

describe('share links', () => {
  it('builds the link of a token and reads the token back from the page path', () => {
    const url = shareUrl(TOKEN, 'https://specwright.example');
    expect(url).toBe(`https://specwright.example/shared/${TOKEN}`);
    expect(sharedTokenOf(new URL(url).pathname)).toBe(TOKEN);
    expect(sharedTokenOf(`/shared/${TOKEN}/`)).toBe(TOKEN);
  });

  it('is not a shared page elsewhere, and a malformed token is told apart before asking the server', () => {
    expect(sharedTokenOf('/')).toBeNull();
    expect(sharedTokenOf('/welcome')).toBeNull();
    expect(sharedTokenOf('/sharedx/abc')).toBeNull();
    expect(isWellFormedToken(TOKEN)).toBe(true);
    expect(isWellFormedToken(sharedTokenOf('/shared/%3Cscript%3E') ?? '')).toBe(false);
    expect(isWellFormedToken(sharedTokenOf('/shared/%E0%A4%A') ?? '')).toBe(false);
    expect(isWellFormedToken('')).toBe(false);
  });

  it('says how long a link works', () => {
    const now = new Date('2026-01-05T12:00:00.000Z');
    expect(expiryText(share(null), now)).toBe('Never expires');
    expect(hasExpired(share(null), now)).toBe(false);
    const later = share('2026-01-08T12:00:00.000Z');
    expect(expiryText(later, now)).toMatch(/^Expires Jan 8, 2026/);
    const earlier = share('2026-01-04T12:00:00.000Z');
    expect(hasExpired(earlier, now)).toBe(true);
    expect(expiryText(earlier, now)).toMatch(/^Expired Jan 4, 2026/);
  });
});
