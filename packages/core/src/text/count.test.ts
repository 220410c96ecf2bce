import { describe, expect, it } from 'vitest';
import { countOf } from './count.js';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'batch', 'batches')).toBe('1 batch');
    expect(countOf(0, 'requirement')).toBe('0 requirements');
    expect(countOf(3, 'analysis', 'analyses')).toBe('3 analyses');
  });

  it('groups thousands', () => {
    expect(countOf(20000, 'row')).toBe('20,000 rows');
  });
});
