import { beforeEach, describe, expect, it } from 'vitest';
import { readSelectedRepository, SELECTION_MAX_AGE_MS, writeSelectedRepository } from './selected-repository';

beforeEach(() => window.localStorage.clear());

describe('selected repository', () => {
  it('is remembered per user', () => {
    writeSelectedRepository('u1', 'r1', 1_000);
    expect(readSelectedRepository('u1', 2_000)).toBe('r1');
    expect(readSelectedRepository('u2', 2_000)).toBeNull();
  });

  it('expires after 30 days and on another storage version', () => {
    writeSelectedRepository('u1', 'r1', 0);
    expect(readSelectedRepository('u1', SELECTION_MAX_AGE_MS)).toBe('r1');
    expect(readSelectedRepository('u1', SELECTION_MAX_AGE_MS + 1)).toBeNull();
    window.localStorage.setItem(
      'specwright.selectedRepository.u1',
      JSON.stringify({ version: '0.9', repositoryId: 'r1', timestamp: 0 }),
    );
    expect(readSelectedRepository('u1', 1)).toBeNull();
    window.localStorage.setItem('specwright.selectedRepository.u1', '{not json');
    expect(readSelectedRepository('u1', 1)).toBeNull();
  });
});
