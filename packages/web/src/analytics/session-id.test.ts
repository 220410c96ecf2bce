import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_KEY, browserSessionId } from './session-id';

afterEach(() => window.sessionStorage.clear());

describe('browser session id', () => {
  it('is created once and kept in sessionStorage', () => {
    const first = browserSessionId();
    expect(first).toMatch(/\S{8,}/);
    expect(window.sessionStorage.getItem(ANALYTICS_SESSION_KEY)).toBe(first);
    expect(browserSessionId()).toBe(first);
  });

  it('reuses a stored id', () => {
    window.sessionStorage.setItem(ANALYTICS_SESSION_KEY, 'stored-id');
    expect(browserSessionId()).toBe('stored-id');
  });

  it('lives as long as the page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const id = browserSessionId(blocked);
    expect(browserSessionId(blocked)).toBe(id);
    expect(browserSessionId(null)).toBe(id);
  });
});
